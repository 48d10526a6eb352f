// Type tests of the core's defineRoute (what routes render left open), checked by tsc under
// strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess
// (packages/router/tsconfig.typetest.json, run by typetest.test.ts) and in the root program.
import { expectTypeOf } from 'vitest';
import { createRouter } from './create-router.ts';
import { defineLoader } from './handles.ts';
import { defineRoute } from './route.ts';
import type { Route, RouteComponents } from './types.ts';

const count = defineLoader('count', () => 1);
const views = { pendingComponent: 'spinner', errorComponent: 'failed', pendingMinMs: 0 };
const meta = () => ({ title: 'T' });

// Every combination: loader (none, inline, handle) × meta loader (yes, no) × views (yes, no).
const table: Route[] = [
  defineRoute({ path: '/a' }),
  defineRoute({ path: '/b', ...views }),
  defineRoute({ path: '/c', loadMeta: meta }),
  defineRoute({ path: '/d', loadMeta: meta, ...views }),
  defineRoute({ path: '/e/:id', loader: ({ params }) => params.id }),
  defineRoute({ path: '/f/:id', loader: ({ params }) => params.id, ...views }),
  defineRoute({
    path: '/g/:id',
    loader: ({ params }) => params.id.length,
    loadMeta: ({ data }) => {
      expectTypeOf(data).toEqualTypeOf<number | undefined>();
      return { title: String(data) };
    },
  }),
  defineRoute({ path: '/h/:id', loader: () => 1, loadMeta: meta, ...views }),
  defineRoute({ path: '/i', loader: count }),
  defineRoute({ path: '/j', loader: count, ...views }),
  defineRoute({
    path: '/k',
    loader: count,
    loadMeta: ({ data }) => {
      expectTypeOf(data).toEqualTypeOf<number | undefined>();
      return {};
    },
  }),
  defineRoute({ path: '/l', loader: count, loadMeta: meta, ...views }),
];
export const router = createRouter({ routes: table });
expectTypeOf(router.match.value?.route.component).toEqualTypeOf<unknown>();

// A UI layer of its own instantiates the same types with its components.
interface HtmlViews extends RouteComponents {
  readonly component: () => string;
  readonly errorComponent: (props: { error: Error }) => string;
}
export const html: Route<HtmlViews>[] = [{ path: '/', component: () => '<h1>Home</h1>' }];
// @ts-expect-error not one of this layer's components
export const wrong: Route<HtmlViews> = { path: '/', component: 42 };
