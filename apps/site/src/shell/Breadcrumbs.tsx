import { Link, useBreadcrumbs } from '@tendril/router/react';

export function Breadcrumbs() {
  const crumbs = useBreadcrumbs();
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap gap-1 text-stone-600">
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className="flex gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-stone-900">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.href} className="underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
