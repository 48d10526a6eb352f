import { useLoader } from '@tendril/router/react';
import { SEED_PRODUCTS } from '../data/seed-products.ts';
import { productsLoader } from '../data/shop-data.ts';
import type { Product } from '../data/product.ts';
import { useStoredCatalogue } from './stored-state.ts';

/**
 * The `products` loader as pages use it. When the loader fails, the built-in sample
 * products stand in (beside the error and its Retry). Once it has loaded, the products are the
 * catalogue as stored now: a page rendered ahead of time loaded the seed products on the
 * server, and this browser's stored ones replace them once it hydrates.
 */
export function useCatalogue(): {
  products: readonly Product[] | undefined;
  failed: boolean;
  error: Error | undefined;
  reload: () => void;
} {
  const state = useLoader(productsLoader, { auto: true });
  const stored = useStoredCatalogue();
  const failed = state.status === 'error' && state.data === undefined;
  return {
    products: failed ? SEED_PRODUCTS : state.data && stored.products,
    failed,
    error: state.error,
    reload: state.reload,
  };
}
