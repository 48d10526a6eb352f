import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router';
import { NESTED, Page, SECTIONS, sectionHeading, Shell, STATICS } from './pages.tsx';

function SectionPage({ section }: { section: string }) {
  const { id = '' } = useParams();
  return <Page heading={sectionHeading(section, id)} />;
}

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <Shell link={(href, text) => <Link to={href}>{text}</Link>}>
        <Outlet />
      </Shell>
    ),
    children: [
      { index: true, element: <Page heading="Home" /> },
      ...STATICS.map((i) => ({ path: `s${i}`, element: <Page heading={`Static ${i}`} /> })),
      ...SECTIONS.map((s) => ({ path: `${s}/:id`, element: <SectionPage section={s} /> })),
      {
        path: 'nest',
        element: (
          <section>
            <Outlet />
          </section>
        ),
        children: NESTED.map((i) => ({ path: `c${i}`, element: <Page heading={`Nested ${i}`} /> })),
      },
    ],
  },
]);

/** Renders the app into `root` (the package is side-effect free: a bare import is dropped). */
export function mount(root: HTMLElement) {
  createRoot(root).render(<RouterProvider router={router} />);
}
