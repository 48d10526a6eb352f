import type { ComponentType } from 'react';
import { type Router, RouterProvider, useMatch } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { activeApp } from '../lib/active-app.ts';
import { Layout } from '../shell/Layout.tsx';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { DefaultNav } from './DefaultNav.tsx';
import { features } from './features.ts';

/** An app's shell parts may still be loading (the shop's are lazy): they appear when ready. */
const part = (Part: ComponentType | undefined, what: string) =>
  Part && (
    <PartBoundary what={what} compact>
      <Part />
    </PartBoundary>
  );

function Shell() {
  const app = useValue(activeApp);
  useMatch(); // re-render the sidebar slot on navigation
  const feature = features.find((f) => f.app === app);
  const Nav = feature?.Nav ?? DefaultNav;
  const Sidebar = feature?.Sidebar;
  const Banners = feature?.Banners;
  return (
    <Layout
      nav={part(Nav, 'The navigation')}
      sidebar={part(Sidebar, 'The sidebar')}
      banners={part(Banners, 'The notices')}
      availableApps={features.map((f) => f.app)}
    />
  );
}

export function App({ router }: { router: Router }) {
  return (
    <RouterProvider router={router}>
      <Shell />
    </RouterProvider>
  );
}
