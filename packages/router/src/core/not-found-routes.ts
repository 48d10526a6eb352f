/*
 * Unmatched children: `/parent/unknown-child` renders the parent's layout with a not-found view
 * in its outlet, rather than a page-wide not-found. Only as a fallback: a path any route matches
 * (a later sibling `/parent/:slug` included) keeps that match; a top-level catch-all (`*`) gives
 * way, as it is the global not-found.
 *
 * How. For every layout (a route with declared children) under which some view applies, a
 * flat stand-in route `<layout's full path>/*` is compiled into a second matcher, deepest first.
 * When the primary match fails, the first stand-in that matches gives the match: the layout's
 * chain, then a child route whose component is the view (its `wildcard` param is the rest of
 * the path).
 */
import { compileRoutes } from './matcher.ts';
import type { Matcher } from './route-types.ts';
import type { Route, RouteComponents } from './types.ts';

/**
 * `matcher`, with unmatched children of a layout matching the layout's chain plus a child that
 * renders the nearest `notFoundComponent` in that chain, else `fallback` (the router's); with
 * neither, the primary result stands (the global not-found).
 */
export function withNotFound<K extends RouteComponents>(
  matcher: Matcher<Route<K>>,
  fallback: K['component'] | undefined,
): Matcher<Route<K>> {
  const chains = new Map<Route<K>, readonly Route<K>[]>();
  for (const entry of matcher.routes) {
    const { route, global } = entry;
    // Only a layout gets a stand-in; its chain is built here only (reading it freezes an
    // array per route, on every app's first load).
    if (global || !route.path || !route.children?.length) continue;
    const { chain, fullPath } = entry;
    const view = chain.findLast((r) => r.notFoundComponent)?.notFoundComponent ?? fallback;
    if (!view) continue;
    const params = Object.assign({}, ...chain.map((r) => r.params));
    const standIn: Route<K> = { path: `${fullPath.replace(/\/$/, '')}/*`, params, component: view };
    chains.set(standIn, [...chain, standIn]);
  }
  if (!chains.size) return matcher;
  // Reversed pre-order puts a layout's descendants before it: the first match is the nearest.
  const standIns = compileRoutes([...chains.keys()].reverse());
  return {
    ...matcher,
    match(path) {
      const found = matcher.match(path);
      const standIn =
        (!found || (!found.chain[1] && found.route.path === '*')) && standIns.match(path);
      return standIn ? { ...standIn, chain: chains.get(standIn.route)! } : found;
    },
  };
}
