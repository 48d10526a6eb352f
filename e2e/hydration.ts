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

/**
 * In the page: #root is not a page rendered ahead of time, or React owns its shell and its
 * heading (a lazy part may hydrate later: `untilHydrated` waits for one).
 */
export function untilAppStarted(): boolean {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-app')) return true;
  const owned = (element: Element | null) =>
    !element || Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  return owned(root.firstElementChild) && owned(root.querySelector('h1'));
}
