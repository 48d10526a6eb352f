/*
 * The route matcher: first match wins, in declaration order, without scanning the routes.
 *
 * Semantics. Routes form a tree; their declaration order is the pre-order of that tree (a
 * parent, then its children, then the parent's next sibling), and each route gets its index in
 * that order. `match(path)` returns the matching non-global route with the LOWEST index. There
 * is deliberately no specificity ranking: `/a/:x` declared before `/a/b` wins for `/a/b`.
 *
 * Algorithm. `compileRoutes` runs once and sorts routes into three structures (matcher-trie.ts):
 *
 *  1. static routes (no params, no `*`) go into a Map keyed by their whole path;
 *  2. every other path route is inserted into a segment trie (static children by key, one
 *     param child, and a list of star / prefix / catch-all routes anchored at each node). The
 *     route's terminal records its declaration index, and every node records the lowest and
 *     highest index found anywhere below it;
 *  3. regex routes are kept aside in declaration order, each with the literal prefix its regex
 *     requires (`^\/archive\/` → `/archive/`).
 *
 * A lookup normalizes the pathname, takes the static map's hit as the best candidate so far,
 * then walks the trie depth-first by character index, exploring static and param branches
 * both (that is what makes declaration order exact), but entering a node only if its lowest
 * index beats the best candidate. Finally it tries the regex routes whose index is still lower
 * than the best. The candidate with the lowest index is exactly the one a linear scan in
 * declaration order would have returned first, while most routes are never looked at.
 * Constraints are checked on candidates as they are found; a failing one does not match, so
 * the search simply goes on. Params are built once, for the winner.
 *
 * Global routes live in a second engine of the same kind; `matchGlobals` asks it repeatedly
 * for "the lowest index above the previous hit" to list every match in order.
 */
import { normalizePathname } from './matcher-pathname.ts';
import { flattenRoutes } from './matcher-patterns.ts';
import { Engine, type Terminal } from './matcher-trie.ts';
import type { CompiledRoute, Matcher, RouteDefinition, RouteMatch } from './route-types.ts';

export type {
  CompiledRoute,
  CompiledRouteKind,
  Matcher,
  RouteDefinition,
  RouteMatch,
  RouteMeta,
} from './route-types.ts';
export { normalizePathname, safeDecode } from './matcher-pathname.ts';
export { breadcrumbs, type Breadcrumb, type BreadcrumbSource } from './matcher-breadcrumbs.ts';
export { buildPath, type BuildPathArgs, type PathParams } from './path-params.ts';

/**
 * Compiles a route tree into a matcher. Call it once, when the router is created. Throws on an
 * invalid route definition (a `*` in the middle of a path, a duplicate param name, a constraint
 * on an unknown param, children under a `*` or regex route, ...). Children are expected to be
 * of the same type as their parents. `added` gives routes children beyond their declared ones
 * (appended after them), without touching the route objects.
 *
 * @example
 * ```ts
 * const matcher = compileRoutes([{ path: '/' }, { path: '/item/:id' }]);
 * matcher.match('/item/7')?.params; // { id: '7' }
 * ```
 */
export function compileRoutes<R extends RouteDefinition>(
  routes: readonly R[],
  added?: ReadonlyMap<R, readonly R[]>,
): Matcher<R> {
  const flat = flattenRoutes(routes, added);
  const primary = new Engine(flat.filter((r) => !r.global));
  const globals = new Engine(flat.filter((r) => r.global));
  // The flattened entries are the compiled routes (their extra fields are internal).
  const compiled: readonly CompiledRoute<R>[] = Object.freeze(flat);

  const toMatch = (engine: Engine<R>, t: Terminal<R>, pathname: string): RouteMatch<R> => ({
    route: t.route,
    chain: t.chain,
    params: engine.paramsOf(t, pathname),
    pathname,
  });

  return {
    routes: compiled,
    match(input: string): RouteMatch<R> | null {
      if (typeof input !== 'string') return null;
      const pathname = normalizePathname(input);
      const t = primary.find(pathname, -1);
      return t === null ? null : toMatch(primary, t, pathname);
    },
    matchGlobals(input: string): RouteMatch<R>[] {
      const out: RouteMatch<R>[] = [];
      if (typeof input !== 'string') return out;
      const pathname = normalizePathname(input);
      let after = -1;
      for (let t = globals.find(pathname, after); t !== null; t = globals.find(pathname, after)) {
        out.push(toMatch(globals, t, pathname));
        after = t.index;
      }
      return out;
    },
  };
}
