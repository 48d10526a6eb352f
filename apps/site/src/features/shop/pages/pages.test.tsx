/*
 * The pages' loading, error and loaded states against a real router whose
 * loaders are made to fail, which the browser tests cannot arrange.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import {
  createRouter,
  Outlet,
  type Route,
  type Router,
  RouterProvider,
} from '@tendril/router/react';
import { reloadCatalogue, restoreCatalogue } from '../data/catalogue.ts';
import { performCartMutation, reloadCart } from '../data/cart-store.ts';
import { shopLoaders } from '../data/handlers.ts';
import { SEED_PRODUCTS } from '../data/seed-products.ts';
import { dismissStorageMessages } from '../../../lib/storage.ts';
import { CartPage } from './CartPage.tsx';
import { HomePage } from './HomePage.tsx';
import { ProductsPage } from './ProductsPage.tsx';

const routes: Route[] = [
  { path: '/', component: HomePage },
  { path: '/products', component: ProductsPage },
  { path: '/cart', component: CartPage },
];

let router: Router;

function show(path: string, failing?: 'products' | 'cart') {
  router = createRouter({
    routes,
    history: createMemoryHistory([path]),
    loaderDelayMs: 0,
    log: () => {},
  });
  if (failing === 'products') {
    // Fails once, then reads the stored catalogue (3 products): Retry must recover.
    vi.spyOn(shopLoaders, 'products').mockRejectedValueOnce(new Error('Disk on fire'));
    localStorage.setItem('products', JSON.stringify(SEED_PRODUCTS.slice(0, 3)));
  }
  if (failing === 'cart')
    vi.spyOn(shopLoaders, 'cart')
      .mockRejectedValueOnce(new Error('Disk on fire'))
      .mockResolvedValue({ items: [], count: 0, total: 0 });
  return render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  dismissStorageMessages();
  restoreCatalogue();
  reloadCart(); // storage was cleared: an empty cart
});

afterEach(() => {
  cleanup();
  router.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ProductsPage', () => {
  it('shows the 6-card skeleton until the catalogue loads, then stats and cards at once', async () => {
    show('/products');
    expect(screen.getByTestId('product-skeleton').children).toHaveLength(6);
    // No minimum wait in the data: the route's pending view keeps the minimum when it shows.
    await advance(1);
    expect(screen.getAllByTestId('product-card')).toHaveLength(16);
    const stats = screen.getByTestId('catalogue-stats');
    expect(within(stats).getByText('Starting From').nextSibling?.textContent).toBe('$79.00');
    expect(within(stats).getByText('Premium Range').nextSibling?.textContent).toBe('$2,499.00');
  });

  it('on a failed load: "Error loading products." with Retry, and sample products meanwhile', async () => {
    show('/products', 'products');
    await advance(0);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error loading products.');
    expect(alert.textContent).toContain('Disk on fire');
    expect(screen.getAllByTestId('product-card')).toHaveLength(16);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
  });
});

describe('ProductsPage search and filter', () => {
  it('narrows the grid as you type, and says "No products found" when nothing matches', async () => {
    show('/products');
    await advance(1);
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: 'mouse' } });
    await advance(0);
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByTestId('product-count').textContent).toBe('1 of 16 products');
    fireEvent.change(search, { target: { value: 'no such thing' } });
    await advance(0);
    expect(screen.queryByTestId('product-card')).toBeNull();
    expect(screen.getByText('No products found')).toBeTruthy();
    expect(screen.getByTestId('product-count').textContent).toBe('0 of 16 products');
    // The stats still describe the whole catalogue.
    expect(
      within(screen.getByTestId('catalogue-stats')).getByText('Total products').nextSibling
        ?.textContent,
    ).toBe('16');
    fireEvent.change(search, { target: { value: '' } });
    await advance(0);
    expect(screen.getAllByTestId('product-card')).toHaveLength(16);
  });

  it('"In stock only" hides sold-out products', async () => {
    show('/products');
    await advance(1);
    const inStock = SEED_PRODUCTS.filter((p) => p.stock > 0).length;
    expect(inStock).toBeLessThan(16);
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await advance(0);
    expect(screen.getAllByTestId('product-card')).toHaveLength(inStock);
  });
});

describe('HomePage', () => {
  it('features the first 2 products above the grid', async () => {
    show('/');
    await advance(300);
    const featured = screen.getByRole('list', { name: 'Featured products' });
    expect(
      within(featured)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([SEED_PRODUCTS[0]!.name, SEED_PRODUCTS[1]!.name]);
  });

  it('on a failed load: "Error loading products" with Reload', async () => {
    show('/', 'products');
    await advance(0);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error loading products');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('CartPage', () => {
  it('reloads 100 ms after mount, shows the skeleton until then, then the lines', async () => {
    performCartMutation({ type: 'add', productId: 2 });
    show('/cart');
    expect(screen.getByTestId('cart-skeleton')).toBeTruthy();
    await advance(99);
    expect(screen.queryByTestId('cart-item')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('cart-item-price').textContent).toBe('$349.00 x 1');
    expect(screen.getByTestId('cart-total').textContent).toBe('$349.00');
  });

  it('says "Cart limit of 100 items reached" while it holds 100 products, and not at 99', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      id: i + 1,
      name: `Product ${i + 1}`,
      price: 1,
      stock: 5,
      image: '📦',
    }));
    localStorage.setItem('products', JSON.stringify(many));
    localStorage.setItem(
      'cart',
      JSON.stringify({ items: many.slice(0, 100).map(({ id }) => ({ id, quantity: 1 })) }),
    );
    reloadCatalogue();
    show('/cart');
    await advance(100);
    expect(screen.getAllByTestId('cart-item')).toHaveLength(100);
    expect(screen.getByRole('status').textContent).toBe('Cart limit of 100 items reached');
    act(() => void performCartMutation({ type: 'remove', itemId: 1 }));
    await advance(100);
    expect(screen.getAllByTestId('cart-item')).toHaveLength(99);
    expect(screen.queryByText('Cart limit of 100 items reached')).toBeNull();
  });

  it('on a failed load: "Error loading cart." with Retry', async () => {
    show('/cart', 'cart');
    await advance(100);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error loading cart.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });
});
