export { compileRoutes } from './core/matcher.ts';
export { breadcrumbs, type Breadcrumb } from './core/matcher-breadcrumbs.ts';
export { buildPath, type BuildPathArgs, type PathParams } from './core/path-params.ts';
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
export {
  attachScrollRestoration,
  ScrollStore,
  type ScrollPosition,
  type ScrollRestorationOptions,
} from './core/scroll.ts';
