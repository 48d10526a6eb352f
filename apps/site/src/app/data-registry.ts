/*
 * The router's data registry, loaded off the first screen (create-app-router.ts): seeded with
 * the loaders' results a page rendered ahead of time carries, so it hydrates without running
 * them again.
 */
import type { Router } from '@tendril/router';
import { HydratedRegistry, readHydrationData } from '@tendril/router/hydrate';

/** Attaches the registry (once), and on a prerendered page hands its head over to the app. */
export function startRegistry(router: Router): void {
  if (!router.hasData) router.attachData(new HydratedRegistry(readHydrationData()));
  // The head tags written ahead of time (build/prerender.ts) serve clients that run no script.
  // The app renders its own: React takes over only those it renders identically (a canonical URL
  // names the origin the page is served from, product meta arrives after the first render), and
  // would leave the others beside its own, twice.
  for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
}
