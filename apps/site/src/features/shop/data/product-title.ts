/*
 * The product page's breadcrumb label is the product's name (Home › Products › name). The
 * router reads `meta.title` inside its breadcrumbs computation, so a getter that reads
 * signals here (the page match and the catalogue's names) keeps that crumb live. The route
 * table is on the first load and the catalogue is not: it supplies the names when it loads.
 */
import { signal } from '@tendril/signals';
import type { Router } from '@tendril/router';

const routerRef = signal<Router | null>(null);
const nameOf = signal<((id: string) => string | undefined) | null>(null);

export function trackProductTitles(router: Router): void {
  routerRef.value = router;
}

/** Called by the catalogue when it loads; `find` may read signals (they are tracked). */
export function provideProductNames(find: (id: string) => string | undefined): void {
  nameOf.value = find;
}

/** The name of the product the page shows, or the "Product Not Found" title. */
export function productPageTitle(): string {
  const id = routerRef.value?.match.value?.params.id;
  const find = nameOf.value;
  if (id === undefined || !find) return 'Product';
  return find(id) ?? 'Product Not Found';
}
