/*
 * Typed links. An app that registers its router, by module augmentation as TanStack Router's
 * `Register` works, gets `Link to`, `navigate` and `buildPath` checked against the paths of
 * its routes: a pattern (`/product/:id`, its params then required and typed), a concrete
 * path matching one (`/product/1`), either with a query or hash, an in-page `?…`/`#…`, or
 * another site. Without registration they accept any string.
 *
 * The route table's type travels on the router `createRouter` returns (`RouterOf`), so
 * `typeof router` carries it. Paths follow the matcher: a child's path is relative to its
 * parent's, a pathless route groups its children, a regex route has no path to link to, and
 * the top-level catch-all (`*`, the not-found page) is no link target.
 */
import type { BuildPathArgs } from './path-params.ts';

/**
 * Register an app's router here to type its links (module augmentation):
 *
 * @example
 * ```ts
 * const router = createRouter({ routes });
 * declare module '@tendril/router' {
 *   interface Register {
 *     router: typeof router;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface Register {}

/**
 * The route table of the registered router; `never` without registration.
 *
 * @example
 * ```ts
 * type Routes = RegisteredRoutes; // typeof routes once the app registered its router
 * ```
 */
export type RegisteredRoutes = Register extends { router: { readonly '~routes'?: infer R } }
  ? R
  : never;

type Trim<S extends string> = S extends `/${infer R}`
  ? Trim<R>
  : S extends `${infer R}/`
    ? Trim<R>
    : S;

/** A child's full path: its own below its parent's ('' is the root's). */
type Join<Base extends string, P extends string> =
  Trim<P> extends '' ? (Base extends '' ? '/' : Base) : `${Base}/${Trim<P>}`;

type Below<Full extends string> = Full extends '/' ? '' : Full;

type PatternsOfRoute<R, Base extends string> = R extends { readonly path: infer P extends string }
  ? | Join<Base, P>
    | (R extends { readonly children: infer C } ? PatternsOf<C, Below<Join<Base, P>>> : never)
  : R extends { readonly regex: unknown }
    ? never
    : R extends { readonly children: infer C }
      ? PatternsOf<C, Base>
      : never;

type PatternsOf<Routes, Base extends string> = Routes extends readonly (infer R)[]
  ? R extends unknown
    ? PatternsOfRoute<R, Base>
    : never
  : never;

/**
 * Every path pattern of a route table, in full (`/product/:id/reviews`), but the top-level
 * catch-all.
 *
 * @example
 * ```ts
 * type P = RoutePatterns<typeof routes>; // '/' | '/cart' | '/product/:id' | …
 * ```
 */
export type RoutePatterns<Routes> = Exclude<PatternsOf<Routes, ''>, '/*'>;

type ConcreteSegment<S extends string> = S extends `:${string}` | `*${string}`
  ? string
  : S extends `${infer Head}*`
    ? `${Head}${string}`
    : S;

/** The paths a pattern matches: `/product/:id` → `/product/${string}`. */
type Concrete<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? `${ConcreteSegment<Head>}/${Concrete<Rest>}`
  : ConcreteSegment<P>;

type Suffix = '' | `?${string}` | `#${string}`;

/**
 * What `Link to` and `navigate` accept for a route table: its patterns, the paths they match
 * (with a query or hash), an in-page `?…` or `#…`, and other sites. Any string when `Routes`
 * is `never` (nothing registered) or its paths are not literal.
 *
 * @example
 * ```ts
 * const ok: LinkTarget<typeof routes> = '/product/1?tab=reviews';
 * ```
 */
export type LinkTarget<Routes = RegisteredRoutes> = [Routes] extends [never]
  ? string
  : string extends RoutePatterns<Routes>
    ? string
    : | RoutePatterns<Routes>
      | `${Concrete<RoutePatterns<Routes>>}${Suffix}`
      | `?${string}`
      | `#${string}`
      | `${'http' | 'https'}://${string}`
      | `${'mailto' | 'tel'}:${string}`;

/** A string literal type: neither `string` itself nor a template with a `${string}` hole. */
type IsLiteral<S extends string> = Record<never, never> extends Record<S, 1> ? false : true;

/** The path of an href: what comes before its query and hash. */
type PathOf<P extends string> = P extends `${infer Path}?${string}`
  ? PathOf<Path>
  : P extends `${infer Path}#${string}`
    ? Path
    : P;

type TrimStart<S extends string> = S extends `/${infer R}` ? TrimStart<R> : S;
type TrimEnd<S extends string> = S extends `${infer R}/` ? TrimEnd<R> : S;

/** A pattern's last segment against the rest of a path, as the matcher reads it. */
type LastFits<Path extends string, Segment extends string> = Segment extends `*${string}`
  ? true // `*` and `*name` take the rest, however many segments (none too)
  : Segment extends `:${string}`
    ? Path extends '' | `${string}/${string}`
      ? false
      : true
    : Segment extends `${infer Prefix}*`
      ? Path extends `${Prefix}${string}`
        ? true
        : false
      : Path extends Segment
        ? true
        : false;

/** Whether a path fits a pattern (both without a leading `/`), one segment per param. */
type Fits<
  Path extends string,
  Pattern extends string,
> = Pattern extends `${infer Head}/${infer Rest}`
  ? Path extends `${infer PathHead}/${infer PathRest}`
    ? LastFits<PathHead, Head> extends true
      ? Fits<PathRest, Rest>
      : false
    : Rest extends `*${string}`
      ? LastFits<Path, Head> // `/files/*` matches `/files` too
      : false
  : LastFits<Path, Pattern>;

type FitsAny<Path extends string, Patterns extends string> = true extends (
  Patterns extends string ? Fits<Path, Patterns> : never
)
  ? true
  : false;

type CheckTarget<P extends string, Routes> =
  IsLiteral<P> extends false
    ? LinkTarget<Routes>
    : P extends
          | RoutePatterns<Routes>
          | `?${string}`
          | `#${string}`
          | `${'http' | 'https'}://${string}`
          | `${'mailto' | 'tel'}:${string}`
      ? P
      : P extends `/${string}`
        ? FitsAny<TrimEnd<TrimStart<PathOf<P>>>, TrimStart<RoutePatterns<Routes>>> extends true
          ? P
          : RoutePatterns<Routes>
        : RoutePatterns<Routes>;

/**
 * `P` itself when it is a link target of the route table (see `LinkTarget`), checked segment
 * by segment: a param takes exactly one segment, so `/users/abc/extra` is no path of
 * `/users/:id` (a `${string}` in a template, a value known only at run time, is taken as it
 * is). Otherwise the table's patterns, so the compile error lists them. `P` itself when
 * nothing is registered. The type of `Link`'s `to` and `navigate`'s target.
 *
 * @example
 * ```ts
 * type Ok = ValidLinkTarget<'/users/7', typeof routes>; // '/users/7'
 * type No = ValidLinkTarget<'/users/7/extra', typeof routes>; // '/' | '/users/:id' | …
 * ```
 */
export type ValidLinkTarget<P, Routes = RegisteredRoutes> = P extends string
  ? [Routes] extends [never]
    ? P
    : string extends RoutePatterns<Routes>
      ? P
      : CheckTarget<P, Routes>
  : LinkTarget<Routes>;

/**
 * What `buildPath` accepts as its pattern: the route table's patterns (any string without
 * registration).
 *
 * @example
 * ```ts
 * const pattern: PathPattern<typeof routes> = '/product/:id';
 * ```
 */
export type PathPattern<Routes = RegisteredRoutes> = [Routes] extends [never]
  ? string
  : string extends RoutePatterns<Routes>
    ? string
    : RoutePatterns<Routes>;

/**
 * `buildPath` typed for a route table: its pattern must be one of the table's (any string
 * when nothing is registered). What `@tendril/router` exports as `buildPath`.
 *
 * @example
 * ```ts
 * const build: TypedBuildPath<typeof routes> = buildPath;
 * build('/product/:id', { id: '1' }); // '/product/1'
 * ```
 */
export type TypedBuildPath<Routes = RegisteredRoutes> = <P extends PathPattern<Routes>>(
  pattern: P,
  ...args: BuildPathArgs<P>
) => string;
