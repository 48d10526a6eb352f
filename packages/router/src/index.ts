export { compileRoutes } from './core/matcher.ts';
export { breadcrumbs, type Breadcrumb } from './core/matcher-breadcrumbs.ts';
import { buildPath as fillPath, type TypedBuildPath } from './core/path-params.ts';
export type { BuildPathArgs, PathParams, TypedBuildPath } from './core/path-params.ts';
/**
 * Builds an href from a pattern and its params, percent-encoding the values (a star value
 * keeps its `/` separators); a missing param is a compile error (and throws at run time for
 * untyped callers). Once the app registers its router (`Register`), the pattern must be one
 * of its routes'.
 *
 * @example
 * ```ts
 * buildPath('/product/:id', { id: '1' }); // '/product/1'
 * ```
 */
// The package itself calls the untyped one: its own paths are not the app's routes.
export const buildPath: TypedBuildPath = fillPath;
export type {
  LinkTarget,
  PathPattern,
  RegisteredRoutes,
  Register,
  RoutePatterns,
  RouterOf,
} from './core/register.ts';
export type {
  CompiledRoute,
  Matcher,
  RouteDefinition,
  RouteMatch,
  RouteMeta,
} from './core/route-types.ts';
export { createBrowserHistory, type RouterHistory } from './core/history.ts';
export { createMemoryHistory } from './core/memory-history.ts';
export { isExternalHref, parseHref, type RouterLocation } from './core/location.ts';
export { DataRegistry, type DataOptions } from './core/loaders.ts';
export { isAbortError, wait } from './core/abort.ts';
export {
  afterFirstScreen,
  FIRST_SCREEN_QUIET_MS,
  type FirstScreenOptions,
} from './core/after-first-screen.ts';
export { NotFoundError } from './core/not-found.ts';
export {
  defineAction,
  defineLoader,
  type ActionContext,
  type ActionFn,
  type ActionHandle,
  type ActionOptions,
  type LoaderContext,
  type LoaderFn,
  type LoaderHandle,
  type LoaderOptions,
} from './core/handles.ts';
export type {
  ActionState,
  ActionStatus,
  DataSource,
  LoaderState,
  LoaderStatus,
  LoadOptions,
} from './core/data-source.ts';
export {
  defineRoute,
  type Guard,
  type GuardContext,
  type GuardResult,
  type Match,
  type PortalOptions,
  type PortalState,
  type Route,
  type RouteErrorProps,
  type RouteViews,
  type RouteLoader,
  type RouteLoaderContext,
} from './core/route.ts';
export { createRouter } from './core/create-router.ts';
export {
  Router,
  type NavigateArgs,
  type NavigateOptions,
  type NavigationAction,
  type NavigationResult,
  type PendingNavigation,
  type RouterEvent,
  type RouterOptions,
} from './core/router.ts';
// Scroll restoration is its own subpath (`@tendril/router/scroll`): exported from here, it
// would be part of every app's first chunk, though RouterProvider loads it after first paint.
