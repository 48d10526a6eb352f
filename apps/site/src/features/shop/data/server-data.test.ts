// @vitest-environment node
/*
 * The shop's data where a page is rendered ahead of time: no window, so no storage and no
 * simulated latency. The loaders answer with the seed catalogue at once, and nothing is
 * reported as a storage problem.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from '@tendril/router';
import { storageMessages } from '../../../lib/storage.ts';
import { SEED_PRODUCTS } from './seed-products.ts';
import { productLoader, productsLoader } from './shop-data.ts';
import { PRODUCT_DETAIL_DELAY_MS } from './timing.ts';

describe('the shop without a browser', () => {
  it('loads the seed catalogue and a seed product at once, with no storage problem', async () => {
    expect(typeof window).toBe('undefined');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createRouter({ routes: [{ path: '/' }], history: createMemoryHistory(['/']) });
    const started = Date.now();
    const catalogue = await router.data.load(productsLoader, {});
    const product = await router.data.load(productLoader, { id: '1' });
    // Neither waited out the browser's simulated delay.
    expect(Date.now() - started).toBeLessThan(PRODUCT_DETAIL_DELAY_MS);
    expect(catalogue.data).toEqual({ products: SEED_PRODUCTS, fallback: 'none' });
    expect(product.data).toEqual(SEED_PRODUCTS[0]);
    expect(storageMessages.peek()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    router.destroy();
  });
});
