import { Link } from '@tendril/router/react';
import type { LinkTarget } from '@tendril/router';

const NAV: readonly { to: LinkTarget; label: string }[] = [
  { to: '/demo/basic-signals', label: 'Basic signals' },
  { to: '/demo/computed-signals', label: 'Computed signals' },
  { to: '/demo/router', label: 'Router playground' },
];

/** Header links while no demo app is active. */
export function DefaultNav() {
  return (
    <ul className="flex flex-wrap gap-4 text-sm">
      {NAV.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className="text-stone-700 hover:text-green-800"
            activeClassName="font-semibold text-green-900"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
