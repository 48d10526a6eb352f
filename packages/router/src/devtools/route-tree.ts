import type { CompiledRoute } from '../core/route-types.ts';
import type { Match, Route } from '../core/types.ts';

/** One row of the Route Tree tab. */
export interface RouteTreeRow {
  readonly index: number;
  /** The full pattern (`/product/:id/reviews`). */
  readonly path: string;
  /** Nesting depth (0 for a top-level route). */
  readonly depth: number;
  readonly global: boolean;
  /** The route is the matched route itself. */
  readonly matched: boolean;
  /** The route is in the matched chain (an ancestor of the match, or the match). */
  readonly active: boolean;
  /** The params of the match, on the matched row only. */
  readonly params: Readonly<Record<string, string>> | undefined;
}

/**
 * The route table as rows, with the current match and its chain marked.
 *
 * @param routes - `router.routes`.
 * @param match - `router.match.value`.
 * @example
 * ```ts
 * const rows = routeTreeRows(router.routes, router.match.value);
 * rows.find((r) => r.matched)?.params; // { id: '1' } on /product/1
 * ```
 */
export function routeTreeRows(
  routes: readonly CompiledRoute<Route>[],
  match: Match | null,
): RouteTreeRow[] {
  return routes.map((r) => {
    const matched = match?.route === r.route;
    return {
      index: r.index,
      path: r.fullPath || '(group)',
      depth: r.chain.length - 1,
      global: r.global,
      matched,
      active: match?.chain.includes(r.route) ?? false,
      params: matched ? match!.params : undefined,
    };
  });
}
