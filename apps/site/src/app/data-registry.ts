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
 * Attaches the registry (once). On a prerendered page it also hands the head over to the app
 * and fetches the page's own code and its routes' `preload`, so the page hydrates in one pass:
 * a part whose code is still on its way hydrates later, and a link clicked there meanwhile
 * loads a new page.
 */
export async function prepareRouter(router: Router): Promise<void> {
  if (!router.hasData) router.attachData(new HydratedRegistry(readHydrationData()));
  // The head tags written ahead of time (build/prerender.ts) serve clients that run no script.
  // The app renders its own: React takes over only those it renders identically (a canonical URL
  // names the origin the page is served from, product meta arrives after the first render), and
  // would leave the others beside its own, twice.
  // The title stays until the app's own is in (shell/SiteMeta.tsx): a page is never untitled.
  for (const tag of document.head.querySelectorAll('[data-prerendered]:not(title)')) tag.remove();
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
