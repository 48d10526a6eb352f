import { createRoot } from 'react-dom/client';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { NESTED, Page, SECTIONS, sectionHeading, Shell, STATICS } from './pages.tsx';

// Code-based routes. The paths are built in loops, so links are plain strings here.
const rootRoute = createRootRoute({
  component: () => (
    <Shell link={(href, text) => <Link to={href as '/'}>{text}</Link>}>
      <Outlet />
    </Shell>
  ),
});

function SectionPage({ section }: { section: string }) {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <Page heading={sectionHeading(section, id)} />;
}

const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <Page heading="Home" />,
});
const statics = STATICS.map((i) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/s${i}`,
    component: () => <Page heading={`Static ${i}`} />,
  }),
);
const sections = SECTIONS.map((s) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${s}/$id`,
    component: () => <SectionPage section={s} />,
  }),
);
const nest = createRoute({
  getParentRoute: () => rootRoute,
  path: '/nest',
  component: () => (
    <section>
      <Outlet />
    </section>
  ),
});
const nested = NESTED.map((i) =>
  createRoute({
    getParentRoute: () => nest,
    path: `c${i}`,
    component: () => <Page heading={`Nested ${i}`} />,
  }),
);

const routeTree = rootRoute.addChildren([home, ...statics, ...sections, nest.addChildren(nested)]);
const router = createRouter({ routeTree });

/** Renders the app into `root` (the package is side-effect free: a bare import is dropped). */
export function mount(root: HTMLElement) {
  createRoot(root).render(<RouterProvider router={router} />);
}
