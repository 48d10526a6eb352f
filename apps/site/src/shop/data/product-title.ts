/*
 * The product page's breadcrumb label is the product's name (Home › Products › name). The
 * router reads `meta.title` inside its breadcrumbs computation, so a getter that reads
 * signals here (the page match and the catalogue) keeps that crumb live.
 */
import { signal } from '@tendril/signals';
import type { Router } from '@tendril/router';
import { catalogue, findProduct } from './catalogue.ts';

const routerRef = signal<Router | null>(null);

export function trackProductTitles(router: Router): void {
  routerRef.value = router;
}

/** The name of the product the page shows, or the SPEC §8 "Product Not Found" title. */
export function productPageTitle(): string {
  const id = routerRef.value?.match.value?.params.id;
  if (id === undefined) return 'Product';
  return findProduct(catalogue.value.products, id)?.name ?? 'Product Not Found';
}
