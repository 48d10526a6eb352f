// A page rendered ahead of time that shows a persisted list (the signals Live Demo's
// PersistedTodos): reloaded, it hydrates the list its HTML shows, then shows the stored one,
// and React reports no hydration mismatch (error #418).
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

const HYDRATION = /#418|hydrat/i;

test('a persisted list on a prerendered page: after a reload the stored todos show, with no hydration error', async ({
  page,
}) => {
  const hydrationErrors: string[] = [];
  page.on('pageerror', (error) => {
    if (HYDRATION.test(error.message)) hydrationErrors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text()))
      hydrationErrors.push(message.text());
  });
  // The build rendered the page with a first visit's list, and marks it as rendered ahead.
  const html = await (await page.request.get('/signals/demo')).text();
  expect(html).toContain('aria-label="Todos"><li>Read the docs</li></ul>');

  await page.goto('/signals/demo');
  const example = page.locator('#example-PersistedTodos');
  const todos = example.getByRole('list', { name: 'Todos' }).getByRole('listitem');
  const add = example.getByRole('button', { name: 'Add' });
  await untilHydrated(add);
  await expect(todos).toHaveText(['Read the docs']);
  for (const title of ['Water the tendrils', 'Ship it']) {
    await example.getByLabel('New todo').fill(title);
    await add.click();
  }
  await expect(todos).toHaveText(['Read the docs', 'Water the tendrils', 'Ship it']);

  await page.reload();
  await expect(todos).toHaveText(['Read the docs', 'Water the tendrils', 'Ship it']);
  await expect(example.getByText('3 todos')).toBeVisible();
  // Hydration is over: the mark is gone, and the list is live.
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await untilHydrated(add);
  await example.getByRole('button', { name: 'Clear' }).click();
  await expect(todos).toHaveCount(0);
  await expect(example.getByText('0 todos')).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});
