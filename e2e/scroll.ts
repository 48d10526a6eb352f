import type { Page } from '@playwright/test';

/**
 * Scrolls the window to `y` and resolves once the page has had its scroll event, as after a
 * user's scroll. The router keeps the position from scroll events rather than reading it (a
 * forced layout) when a navigation starts, so a click or reload sent sooner races the event,
 * and loses it on a loaded machine.
 */
export async function scrollLikeAUser(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        // Already there: no scroll event would come.
        if (window.scrollY === to) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, to);
      }),
    y,
  );
}
