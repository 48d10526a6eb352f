import { useLoader } from '@tendril/router/react';
import { SEED_PRODUCTS } from '../data/seed-products.ts';
import { productsLoader } from '../data/shop-data.ts';
import type { Product } from '../data/product.ts';

/**
 * The `products` loader as pages use it. When the loader fails, the built-in sample
 * products stand in (beside the error and its Retry).
 */
export function useCatalogue(): {
  products: readonly Product[] | undefined;
  failed: boolean;
  error: Error | undefined;
  reload: () => void;
} {
  const state = useLoader(productsLoader, { auto: true });
  const failed = state.status === 'error' && state.data === undefined;
  return {
    products: failed ? SEED_PRODUCTS : state.data?.products,
    failed,
    error: state.error,
    reload: state.reload,
  };
}
