import { expect, test } from './fixtures.ts';
import { scrollLikeAUser } from './scroll.ts';

// Tests start on a demo page: `/` shows whichever demo app is active.
const START = '/demo/computed-signals';
const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('router', () => {
  test('unknown paths answer with the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(heading(page)).toHaveText('Page not found');
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('links navigate in-app and back/forward stay in sync', async ({ page }) => {
    await page.goto(START);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole('navigation', { name: 'Demo pages' });
    await nav.getByRole('link', { name: 'Basic signals' }).click();
    await expect(page).toHaveURL(/\/demo\/basic-signals$/);
    await expect(heading(page)).toHaveText('Basic signals');
    await nav.getByRole('link', { name: 'Router playground' }).click();
    await expect(heading(page)).toHaveText('Router playground');
    await expect(page).toHaveTitle('Router playground · Tendril');

    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/basic-signals$/);
    await expect(heading(page)).toHaveText('Basic signals');
    await page.goBack();
    await expect(heading(page)).toHaveText('Computed signals');
    await page.goForward();
    await expect(heading(page)).toHaveText('Basic signals');
    // No full page load happened along the way.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('the active link is marked for assistive technology', async ({ page }) => {
    await page.goto('/demo/computed-signals');
    const nav = page.getByRole('navigation', { name: 'Demo pages' });
    await expect(nav.getByRole('link', { name: 'Computed signals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Basic signals' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a modifier-click on a link is left to the browser (new tab), the page stays', async ({
    page,
    context,
  }) => {
    await page.goto(START);
    const popup = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Router playground' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await popup;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/demo/router');
    await expect(page).toHaveURL(/\/demo\/computed-signals$/);
    await expect(heading(page)).toHaveText('Computed signals');
  });

  test('scroll position is restored on Back after scrolling a long page', async ({ page }) => {
    await page.goto('/demo/router');
    await page.getByRole('region', { name: 'Section 14' }).scrollIntoViewIfNeeded();
    await scrollLikeAUser(page, 1500);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await page.evaluate(() => {
      // Follow an in-app link without scrolling it into view first.
      (document.querySelector('a[href="/demo/basic-signals"]') as HTMLAnchorElement).click();
    });
    await expect(heading(page)).toHaveText('Basic signals');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(heading(page)).toHaveText('Router playground');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('the scroll position survives a reload, and Back after it', async ({ page }) => {
    await page.goto('/demo/router');
    const section = page.getByRole('region', { name: 'Section 14' });
    await section.scrollIntoViewIfNeeded();
    await scrollLikeAUser(page, 1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    // What the user sees: where the section sits in the viewport. (A bar that appears above
    // after the reload moves the page, and the browser's scroll anchoring moves scrollY with
    // it, so the raw offset may differ by that bar's height.)
    const top = () => section.evaluate((el) => el.getBoundingClientRect().top);
    const before = await top();
    const sameView = async () => Math.abs((await top()) - before) <= 30;
    await page.reload();
    await expect(heading(page)).toHaveText('Router playground');
    await expect.poll(sameView).toBe(true);
    await page.evaluate(() => {
      (document.querySelector('a[href="/demo/basic-signals"]') as HTMLAnchorElement).click();
    });
    await expect(heading(page)).toHaveText('Basic signals');
    await page.reload();
    await expect(heading(page)).toHaveText('Basic signals');
    await page.goBack();
    await expect(heading(page)).toHaveText('Router playground');
    await expect.poll(sameView).toBe(true);
  });

  test('a #hash link scrolls its target into view', async ({ page }) => {
    await page.goto('/demo/router');
    await page.getByRole('link', { name: 'Jump to section 20' }).click();
    await expect(page).toHaveURL(/#section-20$/);
    await expect(page.getByRole('region', { name: 'Section 20' })).toBeInViewport();
  });

  test('a modal route opens over the page and closes with Back, Escape, the backdrop and Close', async ({
    page,
  }) => {
    await page.goto(START);
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Router playground' })
      .click();
    await expect(heading(page)).toHaveText('Router playground');
    await page.evaluate(() => window.scrollTo(0, 300));
    const opener = page.getByRole('link', { name: 'Open the modal route' });
    const dialog = page.getByRole('dialog');

    // Back. Open without scrolling the opener into view, to see that the page stays put.
    await opener.evaluate((el: HTMLElement) => {
      el.focus({ preventScroll: true });
      el.click();
    });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/router\/modal$/);
    await expect(heading(page)).toHaveText('Router playground'); // the page stays underneath
    expect(await page.evaluate(() => window.scrollY)).toBe(300); // unscrolled
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/demo\/router$/);
    await expect(opener).toBeFocused(); // focus returns to the opener

    // Escape
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/demo\/router$/);

    // Backdrop
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.locator('..').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();

    // Close button, and Tab stays inside the dialog while it is open
    await opener.click();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const underneath = await page.evaluate(() => window.scrollY);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/demo\/router$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(underneath);
    // Closing went back each time: no modal entries pile up in history.
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/computed-signals$/);
  });

  test('a modal URL loaded directly opens over its natural background page', async ({ page }) => {
    await page.goto('/demo/router/modal');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(heading(page)).toHaveText('Router playground');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/demo\/router$/);
    await expect(heading(page)).toHaveText('Router playground');
  });

  test('a can-activate guard cancels a navigation and leaves URL and history untouched', async ({
    page,
  }) => {
    await page.goto('/demo/router');
    const before = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Go to the guarded page' }).click();
    await page.waitForTimeout(200);
    await expect(page).toHaveURL(/\/demo\/router$/);
    await expect(heading(page)).toHaveText('Router playground');
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.getByLabel('Let visitors into the guarded page').check();
    await page.getByRole('link', { name: 'Go to the guarded page' }).click();
    await expect(heading(page)).toHaveText('Guarded page');
  });

  test('a deep link to the closed guarded page lands on the playground', async ({ page }) => {
    await page.goto('/demo/router/guarded');
    await expect(page).toHaveURL(/\/demo\/router$/);
    await expect(heading(page)).toHaveText('Router playground');
  });

  test('a can-deactivate guard keeps unsaved work, including on browser Back', async ({ page }) => {
    await page.goto(START);
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Router playground' })
      .click();
    await page.getByLabel(/Draft/).fill('half-written thoughts');

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Basic signals' })
      .click();
    await page.waitForTimeout(200);
    await expect(page).toHaveURL(/\/demo\/router$/);

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/router$/);
    await expect(page.getByLabel(/Draft/)).toHaveValue('half-written thoughts');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await expect(page).toHaveURL(/\/demo\/computed-signals$/);
    await expect(heading(page)).toHaveText('Computed signals');
  });

  test('200 rapid navigations in a row end on the right page with no errors', async ({ page }) => {
    // 200 page renders: on a loaded machine they take longer than one ordinary test's time.
    test.slow();
    await page.goto(START);
    // Visit each page once so its code is loaded, then click through them as fast as possible.
    const nav = page.getByRole('navigation', { name: 'Demo pages' });
    for (const name of ['Basic signals', 'Router playground', 'Computed signals']) {
      await nav.getByRole('link', { name }).click();
      await expect(heading(page)).toHaveText(name);
      if (name === 'Router playground') {
        await page.getByRole('link', { name: 'Open the modal route' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
    const last = await page.evaluate(async () => {
      const hrefs = [
        '/demo/basic-signals',
        '/demo/router',
        '/demo/router/modal',
        '/demo/computed-signals',
      ];
      let clicked = '';
      for (let i = 0; i < 200; i++) {
        const href = hrefs[i % hrefs.length]!;
        const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
        if (!link) throw new Error(`no link to ${href} after ${i} clicks`);
        link.click();
        clicked = href;
        // Yield one task so React can paint the page whose links the next click uses.
        await new Promise((r) => setTimeout(r, 0));
      }
      return clicked;
    });
    expect(last).toBe('/demo/computed-signals');
    await expect(page).toHaveURL(/\/demo\/computed-signals$/);
    await expect(heading(page)).toHaveText('Computed signals');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
