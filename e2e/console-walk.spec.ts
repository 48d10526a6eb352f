// The console over the whole site: every route and every page of the feature catalogue is
// opened, online and then offline (after one visit, with the service worker), and nothing in
// it logs a warning or an error. What a user did not cause is noise in their devtools and in
// an error tracker; the site's deliberate logs come from actions (the event bus's invalid
// JSON, the simulated 503), not from opening a page. Offline, the only console errors are the
// browser's own for the requests the outage cut, and a page whose data was never fetched logs
// its loader's failure once, in one line.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { notableIds } from './news-helpers.ts';
import { goOffline, OUTAGE_CONSOLE_ERRORS, waitForWorker } from './offline-helpers.ts';
import { cataloguePages, concrete, routePatterns, visit } from './site-routes.ts';

/** Every warning and error the page logs from now on, as "path: text". */
function watchConsole(page: Page, allowed?: RegExp): string[] {
  const logged: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    if (allowed?.test(message.text())) return;
    logged.push(`${new URL(page.url()).pathname}: ${message.type()}: ${message.text()}`);
  });
  return logged;
}

test.describe('console walk', () => {
  test('online, every route and catalogue page logs no warning and no error', async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    const ids = await notableIds(request);
    const sample = { story: ids.mediumStories[0]!, user: ids.prolificUser };
    const paths = [
      ...new Set([
        ...routePatterns().map((pattern) => concrete(pattern, sample)),
        ...cataloguePages(),
      ]),
    ];
    const logged = watchConsole(page);
    for (const path of paths) await visit(page, path);
    expect(logged).toEqual([]);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow', allowedConsoleErrors: OUTAGE_CONSOLE_ERRORS });

    test('after one visit, every route logs nothing but the requests the outage cut', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(480_000);
      const ids = await notableIds(request);
      const sample = { story: ids.mediumStories[0]!, user: ids.prolificUser };
      const paths = [...new Set(routePatterns().map((pattern) => concrete(pattern, sample)))];
      await page.goto('/');
      await waitForWorker(page);
      await goOffline(context);
      const logged = watchConsole(page, OUTAGE_CONSOLE_ERRORS);
      for (const path of paths) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
      }
      // A page whose data was never fetched fails its loader offline: logged once, in one line
      // naming the loader and the page (the spec's "loader failures are logged").
      const failures = logged.filter((line) => / warning: Loader "[^"]+" failed on \//.test(line));
      for (const line of failures) {
        const [page, rest] = line.split(': warning: ');
        expect(rest, line).toMatch(new RegExp(`^Loader "[^"]+" failed on ${page}: \\w+: .+$`));
      }
      expect(new Set(failures).size, 'a failure logged twice').toBe(failures.length);
      expect(logged.filter((line) => !failures.includes(line))).toEqual([]);
    });
  });
});
