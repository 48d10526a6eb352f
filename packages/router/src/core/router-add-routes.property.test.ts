import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRoutes } from './matcher.ts';
import { createMemoryHistory } from './memory-history.ts';
import { Router } from './router.ts';
import type { Route } from './types.ts';

// Child paths from a small alphabet, so random URLs often hit (and often miss) them.
const segment = fc.constantFrom('a', 'b', ':x', 'a/:y', 'b/c', '*');
const children = fc.array(segment, { maxLength: 4 }).map((paths) =>
  // A `*` child is a catch-all under its parent: keep at most one, last.
  paths.filter((p, i) => p !== '*' || i === paths.length - 1).map((path): Route => ({ path })),
);
const url = fc
  .array(fc.constantFrom('p', 'q', 'a', 'b', 'c', '7'), { maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`);

describe('addRoutes against a model', () => {
  it('matches as if the added children had been declared after the parent’s own', () => {
    fc.assert(
      fc.property(
        children,
        fc.array(children, { minLength: 1, maxLength: 3 }),
        fc.array(url, { minLength: 1, maxLength: 8 }),
        (declared, batches, urls) => {
          const parent: Route = { path: '/p', children: declared };
          const routes: Route[] = [{ path: '/' }, parent, { path: '/p/*' }, { path: '*' }];
          const router = new Router({ routes, history: createMemoryHistory([urls[0]!]) });
          for (const batch of batches) router.addRoutes(batch, parent);
          // The model: one tree with every child declared in order.
          const model = compileRoutes<Route>([
            routes[0]!,
            { ...parent, children: [...declared, ...batches.flat()] },
            routes[2]!,
            routes[3]!,
          ]);
          expect(router.routes.map((r) => r.fullPath)).toEqual(model.routes.map((r) => r.fullPath));
          for (const path of urls) {
            const got = router.matcher.match(path);
            const want = model.match(path);
            expect(got && router.routes.findIndex((r) => r.route === got.route)).toBe(
              want && model.routes.findIndex((r) => r.route === want.route),
            );
            expect(got?.params).toEqual(want?.params);
          }
          // The page on screen follows the added routes.
          const shown = router.match.value;
          const first = model.match(urls[0]!);
          expect(shown && router.routes.findIndex((r) => r.route === shown.route)).toBe(
            first && model.routes.findIndex((r) => r.route === first.route),
          );
          router.destroy();
        },
      ),
      { numRuns: 200 },
    );
  });
});
