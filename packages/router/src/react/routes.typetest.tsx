// Type tests, checked by tsc under strict, exactOptionalPropertyTypes and
// noUncheckedIndexedAccess (packages/router/tsconfig.typetest.json, run by
// typetest.test.ts), and in the root program without them. Every `@ts-expect-error` line must
// be an error; everything else must compile.
import { expectTypeOf } from 'vitest';
import { defineLoader } from '../core/handles.ts';
import type { RouteErrorProps } from '../core/types.ts';
import { useLoader } from './data-hooks.ts';
import { RouterProvider } from './RouterProvider.tsx';
import { defineRoute, Router, type Route } from './routes.ts';
import { createRouter } from './create-router.ts';

interface Item {
  readonly id: string;
  readonly title: string;
}

const item = defineLoader('item', ({ params }): Item => ({ id: params.id ?? '', title: 'x' }));
const Page = () => <p>Page</p>;
const Spinner = () => <p>Loading…</p>;
const Failed = ({ error, retry }: RouteErrorProps) => (
  <button onClick={retry}>{error.message}</button>
);
// The views a route may declare: pending, error, not found, and their timing.
const views = {
  pendingComponent: Spinner,
  errorComponent: Failed,
  notFoundComponent: Page,
  pendingMs: 0,
} as const;
const fetchItem = (id: string): Promise<Item> => Promise.resolve({ id, title: 'x' });

// Every combination: loader (none, inline, handle) × meta loader (yes, no) × views (yes, no).
const plain = defineRoute({ path: '/plain', component: Page });
const plainViews = defineRoute({ path: '/plain-views', component: Page, ...views });
const plainMeta = defineRoute({
  path: '/plain-meta/:slug',
  component: Page,
  loadMeta: ({ params, data }) => {
    expectTypeOf(params).toEqualTypeOf<{ slug: string }>();
    expectTypeOf(data).toEqualTypeOf<undefined>();
    return { title: params.slug };
  },
});
const plainMetaViews = defineRoute({
  path: '/plain-meta-views',
  component: Page,
  loadMeta: () => ({ title: 'Plain' }),
  ...views,
});
const inline = defineRoute({
  path: '/inline/:id',
  loader: ({ params, signal }) => {
    expectTypeOf(params).toEqualTypeOf<{ id: string }>();
    void signal;
    return fetchItem(params.id);
  },
  component: Page,
});
const inlineViews = defineRoute({
  path: '/inline-views/:id',
  loader: ({ params }) => fetchItem(params.id),
  component: Page,
  ...views,
});
const inlineMeta = defineRoute({
  path: '/inline-meta/:id',
  loader: ({ params }) => fetchItem(params.id),
  loadMeta: ({ params, data }) => {
    expectTypeOf(data).toEqualTypeOf<Item | undefined>();
    return { title: data?.title ?? params.id };
  },
  component: Page,
});
const inlineMetaViews = defineRoute({
  path: '/inline-meta-views/:id',
  loader: ({ params }) => fetchItem(params.id),
  loadMeta: ({ data }) => ({ title: data?.title ?? 'Item' }),
  component: Page,
  ...views,
});
const handle = defineRoute({ path: '/handle/:id', loader: item, component: Page });
const handleViews = defineRoute({ path: '/handle-views/:id', loader: item, ...views });
const handleMeta = defineRoute({
  path: '/handle-meta/:id',
  loader: item,
  loadMeta: ({ data }) => {
    expectTypeOf(data).toEqualTypeOf<Item | undefined>();
    return { title: data?.title ?? 'Item' };
  },
  component: Page,
});
const handleMetaViews = defineRoute({
  path: '/handle-meta-views/:id',
  loader: item,
  loadMeta: ({ data }) => ({ title: data?.title ?? 'Item' }),
  component: Page,
  ...views,
});

// The route table takes each of them, as it does routes written inline.
export const routes: Route[] = [
  plain,
  plainViews,
  plainMeta,
  plainMetaViews,
  inline,
  inlineViews,
  inlineMeta,
  inlineMetaViews,
  handle,
  handleViews,
  handleMeta,
  handleMetaViews,
  { path: '/written-inline', loader: item, component: Page, ...views },
  { path: '/layout', component: Page, outlets: { aside: Spinner }, children: [plain] },
];
const router = createRouter({ routes, pendingComponent: Spinner, errorComponent: Failed });
export const app = <RouterProvider router={router} />;
export const bare = <RouterProvider router={new Router({ routes: [plain, handle] })} />;

export function Reads() {
  expectTypeOf(useLoader(inline).data).toEqualTypeOf<Item | undefined>();
  expectTypeOf(useLoader(handleMeta).data).toEqualTypeOf<Item | undefined>();
  expectTypeOf(useLoader(item).data).toEqualTypeOf<Item | undefined>();
  return null;
}

// What a route renders is a React component, checked where it is written.
// @ts-expect-error 42 is no component
export const notAComponent: Route = { path: '/', component: 42 };
// @ts-expect-error 42 is no component
defineRoute({ path: '/', component: 42 });
// @ts-expect-error 42 is no component
createRouter({ routes: [{ path: '/', component: 42 }] });
// @ts-expect-error an outlet renders a component
export const badOutlet: Route = { path: '/', outlets: { aside: 'aside' } };
// @ts-expect-error a page is rendered without props
export const needsProps: Route = { path: '/', component: ({ id }: { id: string }) => <p>{id}</p> };
// @ts-expect-error an error view is given RouteErrorProps, not a message
export const badError: Route = { path: '/', errorComponent: ({ msg }: { msg: string }) => msg };
// @ts-expect-error a pending view is a component
createRouter({ routes: [], pendingComponent: <p>Loading…</p> });
