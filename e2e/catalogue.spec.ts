import { CATEGORY_LABELS, FEATURES } from '../apps/site/src/features/catalogue/catalogue.ts';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';

declare global {
  interface Window {
    /** Every status text the LoaderErrorExample showed, in order (see its test). */
    __statuses?: string[];
  }
}

const title = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('the feature catalogue', () => {
  // 16 features × Documentation and Live Demo: 32 pages.
  for (const feature of FEATURES) {
    for (const tab of ['docs', 'demo'] as const) {
      test(`${feature.routes[tab]} renders its title and tabs`, async ({ page }) => {
        await page.goto(feature.routes[tab]);
        await expect(title(page)).toHaveText(feature.name);
        // The page's own tabs (an example may show tabs of its own, as Tabs does).
        const tabs = page.getByRole('tablist', { name: `${feature.name} views` }).getByRole('tab');
        await expect(tabs).toHaveText(['Documentation', 'Live Demo']);
        const selected = tab === 'docs' ? 'Documentation' : 'Live Demo';
        await expect(tabs.and(page.getByRole('tab', { selected: true }))).toHaveText(selected);
        await expect(page.getByRole('tabpanel', { name: selected })).toBeVisible();
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('listitem')).toHaveText([
          'Home',
          new RegExp(`${CATEGORY_LABELS[feature.category]}$`),
          new RegExp(`${feature.name}$`),
          tab === 'docs' ? /Documentation$/ : /Demo$/,
        ]);
      });
    }
  }

  test('/features/{id} opens the same feature on its Documentation tab', async ({ page }) => {
    await page.goto('/features/router-offline');
    await expect(title(page)).toHaveText('Offline Router');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Documentation');
  });

  test('an unknown feature shows Feature Not Found with a link home', async ({ page }) => {
    await page.goto('/no-such-feature/docs');
    await expect(title(page)).toHaveText('Feature Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows at most 3 related features, each of the same category or sharing a tag', async ({
    page,
  }) => {
    test.slow(); // 16 pages, one after the other
    for (const feature of FEATURES) {
      await page.goto(feature.routes.docs);
      await expect(title(page)).toHaveText(feature.name);
      const names = await page.getByTestId('related-features').getByRole('link').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(3);
      for (const name of names) {
        const other = FEATURES.find((f) => f.name === name)!;
        const shared = other.tags.some((t) => feature.tags.includes(t));
        expect(other.category === feature.category || shared, `${feature.id} → ${name}`).toBe(true);
      }
    }
  });

  test('the Live Demo tab runs the example: a click changes the state', async ({ page }) => {
    await page.goto('/signals/docs');
    await page.getByRole('link', { name: 'Try Live Demo' }).click();
    await expect(page).toHaveURL(/\/signals\/demo$/);
    const counter = page.locator('#example-Counter');
    await expect(counter.getByText('Count: 0 · doubled: 0')).toBeVisible();
    await counter.getByRole('button', { name: 'Increment' }).click();
    await counter.getByRole('button', { name: 'Increment' }).click();
    await expect(counter.getByText('Count: 2 · doubled: 4')).toBeVisible();
  });

  test('the docs show an example highlighted, and its API reference', async ({ page }) => {
    await page.goto('/signals/docs');
    const source = page
      .getByRole('region', { name: 'Counter.tsx' })
      .or(page.getByLabel('Counter.tsx'));
    await expect(source.first()).toContainText("from '@tendril/signals/react'");
    // Tokens are coloured spans, not one block of text.
    expect(await source.first().locator('span[style]').count()).toBeGreaterThan(10);
    await expect(page.locator('#api-signal')).toContainText('signal<T>(value: T');
  });

  test('tabs are kept in the URL and operable with the arrow keys', async ({ page }) => {
    await page.goto('/effects/docs');
    // The arrow keys are the tabs' script: a key pressed before it has hydrated does nothing.
    await untilHydrated(page.getByRole('tab', { name: 'Documentation' }));
    await page.getByRole('tab', { name: 'Documentation' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/effects\/demo$/);
    await expect(page.getByRole('tab', { name: 'Live Demo' })).toBeFocused();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Live Demo');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/effects\/docs$/);
    await expect(page.getByRole('tab', { name: 'Documentation' })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Live Demo');
  });

  test('the print stylesheet prints the docs without the shell', async ({ page }) => {
    await page.goto('/signals/demo');
    await expect(title(page)).toHaveText('Signals');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print Docs' })).toBeHidden();
    // The documentation prints even from the Live Demo tab; the demo does not.
    await expect(page.locator('[data-docs-panel]')).toBeVisible();
    await expect(page.locator('#api-signal')).toBeVisible();
    await expect(page.locator('[data-demo-panel]')).toBeHidden();
    await expect(title(page)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('header').first()).toBeVisible();
  });

  test('a docs page is axe clean, in-page anchors included', async ({ page }) => {
    await page.goto('/signals/docs');
    await expect(page.locator('#api-signal')).toBeVisible();
    await expectAxeClean(page);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Pitfalls' })
      .click();
    await expect(page).toHaveURL(/#pitfalls$/);
    await expect(page.getByRole('heading', { name: /Pitfalls/ })).toBeInViewport();
  });
});

// Each live example, run on its Live Demo tab: a click changes what it shows.
const liveExamples: {
  path: string;
  example: string;
  click: string;
  before: string | RegExp;
  after: string | RegExp;
}[] = [
  {
    path: '/signals/demo',
    example: 'BatchedCart',
    click: 'Toggle sale price and add two (batched)',
    before: '1 × $25 = $25',
    after: '3 × $20 = $60',
  },
  {
    path: '/effects/demo',
    example: 'Stopwatch',
    click: 'Start',
    before: 'Stopped',
    after: 'Running',
  },
  {
    path: '/effects/demo',
    example: 'RetryingTask',
    click: 'Run flaky task',
    before: 'Not run yet.',
    after: 'Loaded on attempt 3',
  },
  {
    path: '/scheduler/demo',
    example: 'PriorityOrder',
    click: 'Post five tasks',
    before: /^$/,
    after: 'immediatehighnormallowidle',
  },
  {
    path: '/router-basic/demo',
    example: 'MiniRouter',
    click: 'Grace Hopper',
    before: 'Pick a user above.',
    after: 'User 2: Grace Hopper',
  },
  {
    path: '/router-enhanced/demo',
    example: 'LoaderAndAction',
    click: 'Like',
    before: /0 likes/,
    after: /1 likes/,
  },
  {
    path: '/animations/demo',
    example: 'TransitionControls',
    click: 'Play',
    before: 'Press Play.',
    after: /running|finished/,
  },
  {
    path: '/error-handling/demo',
    example: 'ErrorPanelExample',
    click: 'Fail with a message',
    before: 'All good: nothing has failed.',
    after: 'Network error',
  },
  {
    path: '/router-microfrontend/demo',
    example: 'SharedCountReadout',
    click: 'Add one from the docs',
    before: 'Shared count (read in the docs): 0',
    after: 'Shared count (read in the docs): 1',
  },
  {
    path: '/ui-components/demo',
    example: 'ToastExample',
    click: 'Success',
    before: 'Toasts showing: 0',
    after: 'Toasts showing: 1',
  },
  {
    path: '/performance-monitoring/demo',
    example: 'NavigationTimingsExample',
    click: 'Go to /fast',
    before: '0 navigations, 0 slow',
    after: '1 navigations, 0 slow',
  },
  {
    path: '/crdts/demo',
    example: 'TwoReplicas',
    click: 'Add on A',
    before: '0 updates not yet delivered',
    after: '1 update not yet delivered',
  },
  {
    path: '/crdts/demo',
    example: 'TabSettings',
    click: 'Like',
    before: 'Likes: 0 · theme: light',
    after: 'Likes: 1 · theme: light',
  },
];

test.describe('live examples', () => {
  for (const { path, example, click, before, after } of liveExamples) {
    test(`${example} on ${path}: a click changes the state`, async ({ page }) => {
      await page.goto(path);
      const box = page.locator(`#example-${example}`);
      const shown =
        example === 'PriorityOrder'
          ? box.getByRole('list', { name: 'Run order' })
          : ['MiniRouter', 'LoaderAndAction', 'Stopwatch', 'TwoReplicas'].includes(example)
            ? box.getByRole('status')
            : box.locator('p').first();
      await expect(shown).toHaveText(before);
      const control = box.getByRole(example === 'MiniRouter' ? 'link' : 'button', { name: click });
      // The page arrives rendered; an example's code comes after it (see e2e/hydration.ts).
      await untilHydrated(control);
      await control.click();
      await expect(shown).toHaveText(after, { timeout: 10_000 });
    });
  }

  test('OfflineQueue on /router-offline/demo: offline changes wait, then replay', async ({
    page,
  }) => {
    await page.goto('/router-offline/demo');
    const box = page.locator('#example-OfflineQueue');
    const summary = box.locator('p').first();
    await box.getByRole('button', { name: 'Go offline' }).click();
    await box.getByRole('button', { name: 'Add to cart' }).click();
    await box.getByRole('button', { name: 'Add to cart' }).click();
    await expect(summary).toHaveText('Connection: offline · items in cart: 0 · queued: 2');
    await box.getByRole('button', { name: 'Go online' }).click();
    await expect(box.getByRole('status')).toHaveText('Back online: replayed 2 queued changes.');
    await expect(summary).toHaveText('Connection: online · items in cart: 2 · queued: 0');
  });

  test('LoaderErrorExample on /error-handling/demo: the route retries once, shows its error view, and Try Again recovers', async ({
    page,
  }) => {
    // The retry's pending view shows for one 600 ms attempt: longer than a gap between two
    // polls of an assertion on a loaded machine. So the page notes every status it shows.
    await page.addInitScript(() => {
      const seen: string[] = (window.__statuses = []);
      new MutationObserver(() => {
        const text = document.querySelector(
          '#example-LoaderErrorExample [role=status]',
        )?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/error-handling/demo');
    const box = page.locator('#example-LoaderErrorExample');
    const alert = box.getByRole('alert');
    await expect(alert).toBeVisible();
    // The route's own retries (one): the pending view said which attempt and why.
    const statuses = await page.evaluate(() => window.__statuses);
    expect(statuses).toContain('Retrying (attempt 2 of 2)… 503 Service Unavailable');
    await expect(alert).toContainText('Error loading the quote');
    await expect(alert).toContainText('503 Service Unavailable');
    await box.getByRole('button', { name: 'Server is up' }).click();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(box.getByText('“Signals all the way down.”')).toBeVisible();
    await expect(box.getByRole('alert')).toHaveCount(0);
  });

  test('the router-offline docs give the sync endpoint defaults', async ({ page }) => {
    await page.goto('/router-offline/docs');
    const tasks = page.locator('#common-tasks');
    await expect(tasks).toContainText('/api/router/sync');
    await expect(tasks).toContainText('30000 ms');
    await expect(tasks).toContainText('Max queue100');
  });
});
