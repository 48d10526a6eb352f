import { Link, useBreadcrumbs } from '@tendril/router/react';
import type { LinkTarget } from '@tendril/router';

export function Breadcrumbs() {
  const crumbs = useBreadcrumbs();
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="page-column pt-4 text-sm">
      <ol className="flex flex-wrap gap-1 text-stone-600">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-stone-900">
                {crumb.label}
              </span>
            ) : (
              // The router builds a crumb's href from the matched path: a site path already.
              <Link to={crumb.href as LinkTarget} className="underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
