export { RouterProvider, type RouterProviderProps } from './RouterProvider.tsx';
export { Link, type LinkComponent, type LinkProps } from './Link.tsx';
export { GlobalRoutes, Outlet, type OutletProps } from './Outlet.tsx';
export { LoadingBoundary, type LoadingBoundaryProps } from './LoadingBoundary.tsx';
export { useRouter, RouterContext } from './context.ts';
export {
  useAction,
  useBreadcrumbs,
  useLoader,
  type UseLoaderOptions,
  useLoaderData,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  usePending,
  usePortal,
  type FromRoute,
  type LoaderData,
  type TypedNavigate,
} from './hooks.ts';
