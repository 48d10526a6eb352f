/*
 * A one-route shop for the hydration tests: the same routes and app render on the "server" and
 * hydrate in the "browser", each from its own module graph (as in two processes).
 */
import { useId } from 'react';
import { defineLoader } from '../../core/handles.ts';
import { MetaTags } from '../../meta/react/MetaTags.tsx';
import { Outlet } from '../Outlet.tsx';
import { PortalOutlet } from '../PortalOutlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { useLoader } from '../data-hooks.ts';
import type { RouteErrorProps } from '../../core/types.ts';
import type { Route, Router } from '../routes.ts';

export interface Product {
  name: string;
  price: number;
}

/** The shop's routes and app over `fetchProduct`: a home page and product pages. */
export function shop(fetchProduct: (id: string) => Promise<Product>) {
  const product = defineLoader('product', ({ params }) => fetchProduct(params.id!));
  const routes: Route[] = [
    {
      path: '/',
      meta: { title: 'Home', description: 'Every lamp', canonical: '/' },
      component: () => <h1>Home</h1>,
    },
    {
      path: '/product/:id',
      loader: product,
      retries: 0,
      meta: { title: 'Product', product: { name: 'Lamp', price: 49 } },
      // Async, as when it loads a formatter: the browser's first render cannot have it yet.
      loadMeta: async ({ params, data }) => ({
        description: `${(data as Product | undefined)?.name ?? 'A lamp'} for $49`,
        canonical: `/product/${params.id}`,
        og: { title: (data as Product | undefined)?.name ?? 'Lamp' },
      }),
      pendingComponent: () => <p>Loading…</p>,
      errorComponent: ({ error, retry }: RouteErrorProps) => (
        <p role="alert">
          {error.message} <button onClick={retry}>Try Again</button>
        </p>
      ),
      children: [{ path: 'preview', portal: true, component: () => <p>Preview</p> }],
      component: function ProductPage() {
        const { data } = useLoader(product);
        // An id from useId must come out the same in the browser as on the server.
        const heading = useId();
        return (
          <h1 id={heading}>
            {data?.name} at ${data?.price}
          </h1>
        );
      },
    },
  ];
  const app = (router: Router) => (
    <RouterProvider router={router} scrollRestoration={false}>
      <MetaTags />
      <Outlet />
      <PortalOutlet />
    </RouterProvider>
  );
  return { product, routes, app };
}

/** A product service: id 0 fails. */
export async function fetchProduct(id: string): Promise<Product> {
  if (id === '0') throw new Error('No stock service');
  return { name: `Lamp ${id}`, price: 49 };
}
