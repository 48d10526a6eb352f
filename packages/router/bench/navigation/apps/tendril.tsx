import { createRoot } from 'react-dom/client';
import { Link, Outlet, Router, RouterProvider, useParams, type Route } from '@tendril/router/react';
import { NESTED, Page, SECTIONS, sectionHeading, Shell, STATICS } from './pages.tsx';

function SectionPage({ section }: { section: string }) {
  const { id = '' } = useParams();
  return <Page heading={sectionHeading(section, id)} />;
}

const routes: Route[] = [
  { path: '/', component: () => <Page heading="Home" /> },
  ...STATICS.map((i) => ({ path: `/s${i}`, component: () => <Page heading={`Static ${i}`} /> })),
  ...SECTIONS.map((s) => ({ path: `/${s}/:id`, component: () => <SectionPage section={s} /> })),
  {
    path: '/nest',
    component: () => (
      <section>
        <Outlet />
      </section>
    ),
    children: NESTED.map((i) => ({
      path: `c${i}`,
      component: () => <Page heading={`Nested ${i}`} />,
    })),
  },
];
// No loaders here, so no data registry (createRouter adds one): as wouter, it ships routing only.
const router = new Router({ routes });

/** Renders the app into `root` (the package is side-effect free: a bare import is dropped). */
export function mount(root: HTMLElement) {
  createRoot(root).render(
    <RouterProvider router={router}>
      <Shell link={(href, text) => <Link to={href}>{text}</Link>}>
        <Outlet />
      </Shell>
    </RouterProvider>,
  );
}
