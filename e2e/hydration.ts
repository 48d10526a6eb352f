import type { Locator } from '@playwright/test';

/**
 * Resolves once React owns `target`: a page rendered ahead of time is on screen before its
 * code has run, and a link clicked before its part of the page hydrates loads a new page
 * instead of navigating in this one.
 */
export async function untilHydrated(target: Locator): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const owned = () => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        const check = () => (owned() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
