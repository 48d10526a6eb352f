import { useId, type ComponentType } from 'react';
import { Link, useLocation, useMatch } from '@tendril/router/react';
import { demoCategoryOf } from './demo-menu.ts';

const pill =
  'inline-block rounded-full border border-stone-300 px-3 py-1 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

/**
 * The header of every demo page: "Back to Demo Center" first, then the demos of the page's own
 * category in the Demo Center, the page itself marked as the current one. A demo page the Demo
 * Center does not list in any category shows the way back alone. The news reader has no
 * sidebar, so this is the demo pages' way back whatever app the shell shows.
 */
export function DemoPagesNav() {
  // The page's own path, also under a modal route opened over it (its pills stay as they were).
  const location = useLocation();
  const category = demoCategoryOf(useMatch()?.pathname ?? location.pathname);
  const labelId = useId();
  return (
    <nav aria-label="Demo pages" data-print-hide="" className="mb-6 flex flex-col gap-2 text-sm">
      <Link
        to="/admin"
        className="w-fit py-1 font-medium text-green-800 underline hover:text-green-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        Back to Demo Center
      </Link>
      {category && (
        <div className="flex flex-wrap items-center gap-2">
          <p id={labelId} className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {category.name} demos
          </p>
          <ul
            aria-labelledby={labelId}
            className="flex flex-wrap gap-2"
            data-testid="related-demos"
          >
            {category.pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  exact
                  className={pill}
                  activeClassName="border-green-800 bg-green-800 text-white hover:border-green-800"
                >
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}

/**
 * `Page` under the demo pages' header, for a demo page that does not place it itself (its
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
