/*
 * The router's data registry, loaded off the first screen (create-app-router.ts): seeded with
 * the loaders' results a page rendered ahead of time carries, so it hydrates without running
 * them again.
 */
import type { Router } from '@tendril/router';
import { HydratedRegistry, readHydrationData } from '@tendril/router/hydrate';

/** A lazy page component (shell/feature-pages.ts) fetches its code ahead on `preload()`. */
type MaybeLazy = { preload?: () => unknown } | undefined;

/**
 * Attaches the registry (once). On a prerendered page it also fetches the page's own code and
 * its routes' `preload`, so the page hydrates in one pass:
 * a part whose code is still on its way hydrates later, and a link clicked there meanwhile
 * loads a new page.
 */
export async function prepareRouter(router: Router): Promise<void> {
  if (!router.hasData) router.attachData(new HydratedRegistry(readHydrationData()));
  const match = router.match.peek();
  // The page's code, and what its route loads ahead for these params (its lazy parts). A
  // download that fails here is tried again when the page renders, which shows its failure.
  await Promise.all(
    (match?.chain ?? []).flatMap((route) => [
      (route.component as MaybeLazy)?.preload?.(),
      route.preload?.(match!.params),
    ]),
  ).catch(() => undefined);
}
