import type { ComponentType } from 'react';
import { Link } from '@tendril/router/react';
import type { LinkTarget } from '@tendril/router';

const PAGES: readonly { to: LinkTarget; label: string }[] = [
  { to: '/demo/basic-signals', label: 'Basic signals' },
  { to: '/demo/computed-signals', label: 'Computed signals' },
  { to: '/demo/router', label: 'Router playground' },
  { to: '/demo/offline-router', label: 'Offline router' },
];

/**
 * Links between the signals and router demo pages, whatever app the header is showing, and
 * back to the Demo Center. Every page of the demo section shows it: the news reader has no
 * sidebar, so this is its only way back.
 */
export function DemoPagesNav() {
  return (
    <nav aria-label="Demo pages" className="mb-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        <li>
          <Link
            to="/admin"
            className="inline-block px-1 py-1 text-green-800 underline hover:text-green-950"
          >
            Back to Demo Center
          </Link>
        </li>
        {PAGES.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              exact
              className="rounded-full border border-stone-300 px-3 py-1 hover:border-green-700"
              activeClassName="border-green-800 bg-green-800 text-white"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `Page` under the demo pages' links, for a demo page that does not place them itself (its
 * component stays free of the router, so its unit tests need none).
 */
export function withDemoPagesNav(Page: ComponentType): ComponentType {
  const WithDemoPagesNav = () => (
    <>
      <DemoPagesNav />
      <Page />
    </>
  );
  return WithDemoPagesNav;
}
