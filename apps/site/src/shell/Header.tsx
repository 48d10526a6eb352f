import { Link } from '@tendril/router/react';

const NAV = [
  { to: '/', label: 'Home', exact: true },
  { to: '/demo/basic-signals', label: 'Basic signals' },
  { to: '/demo/computed-signals', label: 'Computed signals' },
  { to: '/demo/router', label: 'Router playground' },
];

export function Header() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link to="/" className="text-xl font-bold text-green-900">
          Tendril
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-4 text-sm">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  exact={item.exact}
                  className="text-stone-700 hover:text-green-800"
                  activeClassName="font-semibold text-green-900"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
