import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineLoader } from '../../core/handles.ts';
import { createMemoryHistory } from '../../core/memory-history.ts';
import { createMetaCache } from '../cache.ts';
import type { MetaContext } from '../types.ts';
import { Outlet } from '../../react/Outlet.tsx';
import { RouterProvider } from '../../react/RouterProvider.tsx';
import { HeadTags, MetaTags, useRouteMeta } from './index.ts';
import type { Route } from '../../react/routes.ts';
import { createRouter } from '../../react/create-router.ts';

afterEach(cleanup);

const lamp = { name: 'Lamp <b>', price: 20, availability: 'in_stock' as const };

function productMeta({ params, data }: MetaContext) {
  const product = data as typeof lamp | undefined;
  return product
    ? {
        title: product.name,
        canonical: `https://shop.test/product/${params.id}`,
        product,
      }
    : { title: 'Product Not Found', robots: 'noindex' };
}

function setup(initial: string) {
  const productLoader = defineLoader('product', async ({ params }) => {
    if (params.id !== '1') throw new Error('404 Not Found');
    return lamp;
  });
  const routes: Route[] = [
    { path: '/', meta: { title: 'Home', description: 'The shop' } },
    {
      path: '/product/:id',
      loader: productLoader,
      meta: { description: 'A product' },
      loadMeta: productMeta,
      component: Heading,
    },
  ];
  const router = createRouter({
    routes,
    history: createMemoryHistory([initial]),
    loaderDelayMs: 0,
    retries: 0,
    log: vi.fn(),
  });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <MetaTags cache={createMetaCache({ log: vi.fn() })} />
      <Outlet />
    </RouterProvider>,
  );
  return router;
}

function Heading() {
  const { title = '…' } = useRouteMeta();
  return <h1>{title}</h1>;
}

const head = () => document.head;
const metaContent = (selector: string) =>
  head().querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('MetaTags', () => {
  it('puts the page title and meta into the head', () => {
    setup('/');
    expect(head().querySelector('title')?.textContent).toBe('Home');
    expect(metaContent('name="description"')).toBe('The shop');
  });

  it('holds a product page meta in the head once its data loaded, and removes it on navigation', async () => {
    const router = setup('/product/1');
    expect(await screen.findByRole('heading', { name: 'Lamp <b>' })).toBeTruthy();
    expect(head().querySelector('title')?.textContent).toBe('Lamp <b>');
    expect(metaContent('name="description"')).toBe('A product');
    expect(metaContent('property="product:price:amount"')).toBe('20.00');
    expect(metaContent('property="product:price:currency"')).toBe('USD');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/product/1',
    );
    const ld = document.querySelector('script[type="application/ld+json"]');
    expect(ld?.innerHTML).not.toContain('<b>');
    expect(JSON.parse(ld?.textContent ?? '')).toMatchObject({
      '@type': 'Product',
      name: 'Lamp <b>',
      offers: { price: '20.00', priceCurrency: 'USD' },
    });

    await act(() => router.navigate('/'));
    expect(head().querySelector('title')?.textContent).toBe('Home');
    expect(head().querySelector('meta[property^="product:"]')).toBeNull();
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(head().querySelectorAll('title')).toHaveLength(1);
  });

  it('marks an unknown product noindex', async () => {
    setup('/product/404');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(metaContent('name="robots"')).toBe('noindex');
  });

  it('leaves nothing in the head after unmounting', () => {
    setup('/');
    cleanup();
    expect(head().querySelector('title')).toBeNull();
    expect(head().querySelector('meta[name="description"]')).toBeNull();
  });
});

describe('HeadTags', () => {
  it('renders a given meta without a router', () => {
    render(<HeadTags meta={{ title: 'Alone', twitter: { card: 'summary' } }} />);
    expect(head().querySelector('title')?.textContent).toBe('Alone');
    expect(metaContent('name="twitter:card"')).toBe('summary');
  });
});
