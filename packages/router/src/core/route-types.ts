/*
 * The shapes the matcher reads and returns. The matcher only looks at the fields declared on
 * `RouteDefinition`; anything else on a route object (components, loaders, named outlets, ...)
 * is carried through untouched, so results hand back the very objects you declared.
 */

/** Route metadata. `title` labels breadcrumbs; everything else is opaque to the matcher. */
export interface RouteMeta {
  readonly title?: string;
  readonly [key: string]: unknown;
}

/** What the matcher reads from a route object. */
export interface RouteDefinition {
  /**
   * Path pattern. Children's paths are relative to their parent's (a leading `/` on a child is
   * ignored). A route with neither `path` nor `regex` is a pathless group: it never matches by
   * itself, and its children are relative to the nearest ancestor with a path.
   *
   * - `/product/:id`: a segment starting with `:` captures a named parameter.
   * - `/files/*`: a last segment `*` captures the rest (possibly empty) as `wildcard`;
   *   `/docs/*rest` captures it as `rest`.
   * - `/demo*`: a last segment ending in `*` matches by prefix (`/demo`, `/demos`, `/demo/x`)
   *   and captures the text after the prefix as `wildcard` (`''`, `'s'`, `'/x'`).
   * - `*` exactly: matches everything (under the parent, for a child) and captures the whole
   *   normalized pathname as `path`.
   */
  readonly path?: string;
  /**
   * Matched against the whole normalized pathname (an absolute pattern even for a child).
   * Capture group `i + 1` becomes `paramNames[i]`; named groups become params too.
   * Mutually exclusive with `path`; a regex route cannot have children.
   */
  readonly regex?: RegExp;
  readonly paramNames?: readonly string[];
  /**
   * Constraints: each decoded param value must pass its pattern or the route does not match
   * (and matching continues with later routes). Constraints apply to the route's children too.
   */
  readonly params?: Readonly<Record<string, RegExp>>;
  /** Children, matched after their parent in declaration order. Assumed to be the parent's type. */
  readonly children?: readonly RouteDefinition[];
  /**
   * Global routes (and their children) are not primary matches: `match()` skips them and
   * `matchGlobals()` returns every one that matches.
   */
  readonly global?: boolean;
  /** Opaque to the matcher. */
  readonly refreshOnAction?: boolean;
  /** Opaque to the matcher (except `title`, for breadcrumbs). */
  readonly meta?: RouteMeta;
  /** Named outlets: opaque to the matcher, carried on the route object. */
  readonly outlets?: Readonly<Record<string, unknown>>;
}

/** A successful match. */
export interface RouteMatch<R extends RouteDefinition = RouteDefinition> {
  /** The matched route (the last element of `chain`). */
  readonly route: R;
  /** Ancestors first, the matched route last. Pathless groups are included. */
  readonly chain: readonly R[];
  /** Decoded parameter values (a malformed escape is kept as raw text). */
  readonly params: Record<string, string>;
  /** The normalized pathname that was matched (no query, hash, repeated or trailing slash). */
  readonly pathname: string;
}

/** How a compiled route matches. */
export type CompiledRouteKind =
  /** Only static segments: looked up in a map by its whole path. */
  | 'static'
  /** Static and `:param` segments, same segment count. */
  | 'dynamic'
  /** Ends in a `*` / `*name` segment. */
  | 'star'
  /** Ends in `text*`. */
  | 'prefix'
  /** The path `*`. */
  | 'catch-all'
  | 'regex'
  /** No path and no regex: never matches by itself. */
  | 'group';

/** One route as compiled, for devtools and inspection. */
export interface CompiledRoute<R extends RouteDefinition = RouteDefinition> {
  /** Declaration index: pre-order over the route tree (parent, its children, next sibling). */
  readonly index: number;
  readonly route: R;
  readonly chain: readonly R[];
  readonly kind: CompiledRouteKind;
  /**
   * The full pattern with ancestors' paths joined (`/product/:id/reviews`); the regex source for
   * regex routes. A catch-all child of `/docs` shows as `/docs/*`: `kind` tells it apart.
   */
  readonly fullPath: string;
  /** Parameter names in path order (for regex routes: `paramNames`). */
  readonly paramNames: readonly string[];
  /** True for global routes and their descendants. */
  readonly global: boolean;
}

/** The compiled matcher. It never throws on any input string. */
export interface Matcher<R extends RouteDefinition = RouteDefinition> {
  /** The first non-global route in declaration order that matches, or `null`. */
  match(pathname: string): RouteMatch<R> | null;
  /** Every global route that matches, in declaration order. */
  matchGlobals(pathname: string): RouteMatch<R>[];
  /** Every route (groups included) in declaration order. */
  readonly routes: readonly CompiledRoute<R>[];
}
