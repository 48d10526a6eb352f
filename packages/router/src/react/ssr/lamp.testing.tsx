/*
 * A product page whose reviews are a deferred part, for the streaming tests: the same routes
 * render on the "server" and hydrate in the "browser", each from its own module graph.
 */
import { Suspense, use } from 'react';
import { defineLoader } from '../../core/handles.ts';
import { MetaTags } from '../../meta/react/MetaTags.tsx';
import { Outlet } from '../Outlet.tsx';
import { RouterProvider } from '../RouterProvider.tsx';
import { useLoader } from '../data-hooks.ts';
import type { Route, Router } from '../routes.ts';

interface Lamp {
  name: string;
  reviews: Promise<string[]>;
}

/** A product page whose reviews are a deferred part, settled by `reviews` when it is called. */
export function lampShop(reviews: () => Promise<string[]>) {
  const product = defineLoader('product', async (): Promise<Lamp> => ({
    name: 'Lamp',
    reviews: reviews(),
  }));
  function Reviews({ list }: { list: Promise<string[]> }) {
    return (
      <ul>
        {use(list).map((review) => (
          <li key={review}>{review}</li>
        ))}
      </ul>
    );
  }
  const routes: Route[] = [
    {
      path: '/lamp',
      loader: product,
      meta: { title: 'Lamp' },
      component: function LampPage() {
        const { data } = useLoader(product);
        return (
          <main>
            <h1>{data!.name}</h1>
            <Suspense fallback={<p>Loading reviews…</p>}>
              <Reviews list={data!.reviews} />
            </Suspense>
          </main>
        );
      },
    },
  ];
  const app = (router: Router) => (
    <RouterProvider router={router} scrollRestoration={false}>
      <MetaTags />
      <Outlet />
    </RouterProvider>
  );
  return { routes, app };
}
