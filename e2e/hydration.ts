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
 * In the page: React owns what #root shows, its shell and its heading (a lazy part may hydrate
 * later: `untilHydrated` waits for one). True at once for an empty #root (the app shell, which
 * renders nothing before its code); a page rendered ahead of time waits for hydration, or, when
 * it is rendered afresh (a URL with a query), for React's first render to replace its HTML.
 */
export function untilAppStarted(): boolean {
  const root = document.getElementById('root');
  const owned = (element: Element | null | undefined) =>
    !element || Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  // A streamed #root starts with the router's data script, which React leaves alone.
  const first = [...(root?.children ?? [])].find((element) => element.tagName !== 'SCRIPT');
  return owned(first) && owned(root?.querySelector('h1'));
}
