export { compileRoutes } from './core/matcher.ts';
export { breadcrumbs, type Breadcrumb } from './core/matcher-breadcrumbs.ts';
import { buildPath as fillPath } from './core/path-params.ts';
import type { TypedBuildPath } from './core/register.ts';
export type { BuildPathArgs, PathParams } from './core/path-params.ts';
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
  TypedBuildPath,
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
export { defineAction, defineLoader } from './core/handles.ts';
export type {
  ActionState,
  ActionStatus,
  DataSource,
  LoaderState,
  LoaderStatus,
  LoadOptions,
} from './core/data-source.ts';
export { defineRoute } from './core/route.ts';
export type {
  ActionContext,
  ActionFn,
  ActionHandle,
  ActionOptions,
  DefineRoute,
  Guard,
  GuardContext,
  GuardResult,
  LoaderContext,
  LoaderFn,
  LoaderHandle,
  LoaderOptions,
  Match,
  NavigateArgs,
  NavigateOptions,
  NavigationAction,
  NavigationResult,
  PendingNavigation,
  PortalOptions,
  PortalState,
  Route,
  RouteComponents,
  RouteErrorProps,
  RouteLoader,
  RouteLoaderContext,
  RouterApi,
  RouterEvent,
  RouteViews,
} from './core/types.ts';
export { createRouter } from './core/create-router.ts';
export { Router, type RouterOf, type RouterOptions } from './core/router.ts';
// Scroll restoration is its own subpath (`@tendril/router/scroll`): exported from here, it
// would be part of every app's first chunk, though RouterProvider loads it after first paint.
