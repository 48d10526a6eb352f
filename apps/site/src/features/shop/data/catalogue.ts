/*
 * The catalogue as the shop sees it: products from storage (`products`), seeded with the 16
 * built-in products on first visit. When storage cannot give a usable list, the built-in
 * sample products stand in; `fallback` says why, so a banner can tell the user when it
 * followed an error.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import { HYDRATION_ID } from '@tendril/router/hydrate';
import { parseProducts, type Product } from './product.ts';
import { provideProductNames } from './product-title.ts';
import { SEED_PRODUCTS } from './seed-products.ts';
import { reportStorageProblem, storage } from '../../../lib/storage.ts';

export const PRODUCTS_KEY = 'products';

export interface Catalogue {
  readonly products: readonly Product[];
  /** Samples are shown: none (from storage), 'empty' (nothing stored), 'error' (unreadable). */
  readonly fallback: 'none' | 'empty' | 'error';
}

/** The catalogue of a first visit, and of a page rendered ahead of time: the seed products. */
export const SEED_CATALOGUE: Catalogue = { products: SEED_PRODUCTS, fallback: 'none' };

/** Reads the catalogue from storage, seeding it when absent. Never throws. */
function readCatalogue(): Catalogue {
  const stored = storage.read(PRODUCTS_KEY);
  if (stored.kind === 'missing') {
    // First visit: seed storage. If that fails the samples still serve this page.
    storage.write(PRODUCTS_KEY, SEED_PRODUCTS);
    return SEED_CATALOGUE;
  }
  if (stored.kind === 'unavailable') return { products: SEED_PRODUCTS, fallback: 'error' };
  if (stored.kind === 'invalid') {
    reportStorageProblem('load', PRODUCTS_KEY, new Error('not JSON'));
    return { products: SEED_PRODUCTS, fallback: 'error' };
  }
  const parsed = parseProducts(stored.value);
  if (parsed.unreadable) {
    reportStorageProblem('load', PRODUCTS_KEY, new Error('not a product list'));
    return { products: SEED_PRODUCTS, fallback: 'error' };
  }
  if (parsed.dropped > 0 || parsed.repaired > 0)
    reportStorageProblem(
      'load',
      PRODUCTS_KEY,
      new Error(`${parsed.dropped} entries dropped, ${parsed.repaired} repaired`),
    );
  if (parsed.products.length === 0)
    return { products: SEED_PRODUCTS, fallback: parsed.dropped > 0 ? 'error' : 'empty' };
  return { products: parsed.products, fallback: 'none' };
}

const current = signal<Catalogue>(readCatalogue());

/** The latest catalogue read (updated by every reload: loader runs, other tabs). */
export const catalogue: ReadonlySignal<Catalogue> = current;

export function reloadCatalogue(): Catalogue {
  const next = readCatalogue();
  current.value = next;
  return next;
}

/** Writes the built-in catalogue back over an unreadable one (the banner's repair button). */
export function restoreCatalogue(): Catalogue {
  storage.write(PRODUCTS_KEY, SEED_PRODUCTS);
  return reloadCatalogue();
}

export function findProduct(products: readonly Product[], id: number | string | undefined) {
  const wanted = typeof id === 'string' ? Number(id) : id;
  return products.find((p) => p.id === wanted);
}

/**
 * A page rendered ahead of time (it carries its loaders' results) wrote its title and breadcrumb
 * with the seed products' names, and hydrates with them; once hydrated, the names are the stored
 * ones (`showStoredNames`).
 */
const namesAsRendered = signal(
  typeof document !== 'undefined' && document.getElementById(HYDRATION_ID) !== null,
);

/** From now on titles and breadcrumbs name products as stored (the shop's header calls it). */
export function showStoredNames(): void {
  namesAsRendered.value = false;
}

provideProductNames(
  (id) => findProduct((namesAsRendered.value ? SEED_CATALOGUE : current.value).products, id)?.name,
);
