export { RouterProvider, type RouterProviderProps } from './RouterProvider.tsx';
export { Link, type LinkComponent, type LinkProps } from './Link.tsx';
export { GlobalRoutes, Outlet, type OutletProps } from './Outlet.tsx';
export { useRouter, RouterContext } from './context.ts';
export { createRouter } from './create-router.ts';
export {
  defineRoute,
  Router,
  type ReactRouteComponents,
  type Route,
  type RouterOf,
  type RouterOptions,
} from './routes.ts';
export {
  useAction,
  useLoader,
  type LoaderData,
  type LoaderView,
  type UseLoaderOptions,
} from './data-hooks.ts';
export {
  useBreadcrumbs,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  usePending,
  usePortal,
  type FromRoute,
  type TypedNavigate,
} from './hooks.ts';
