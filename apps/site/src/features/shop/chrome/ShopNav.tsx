import { Suspense } from 'react';
import { Link } from '@tendril/router/react';
import { lazyNamed } from '../../../ui/lazy-named.ts';
import { COUNT_BADGE } from './count-badge.ts';
import { useStoredNames } from '../components/stored-state.ts';

// The count needs the cart store, which is not on the first load; an empty badge of the same
// size holds its place meanwhile.
const CartCount = lazyNamed(() => import('./CartCount.tsx'), 'CartCount');

// Inline blocks with py-1: the small links are 24 px tall, the smallest target easy to hit.
const item =
  'inline-block rounded px-1 py-1 text-stone-700 hover:text-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
const active = 'font-semibold text-green-900';

const EXTRAS = [
  { to: '/test-product/123', label: 'Test Product' },
  { to: '/test-simple/123', label: 'Test Simple' },
  { to: '/notification', label: 'Notifications' },
  { to: '/profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
] as const;

/** The shop's header items: pages, the routing test links, the demo modals and the cart. */
export function ShopNav() {
  useStoredNames();
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <li>
          <Link to="/products" className={item} activeClassName={active}>
            Products
          </Link>
        </li>
        <li>
          <Link to="/admin" className={item} activeClassName={active}>
            Demo Center
          </Link>
        </li>
        <li>
          <Link
            to="/cart"
            className="flex items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-stone-800 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
            activeClassName="border-green-800 bg-green-50 font-semibold text-green-900"
          >
            <span aria-hidden="true">🛒</span>
            Cart
            <Suspense fallback={<span aria-hidden="true" className={COUNT_BADGE} />}>
              <CartCount />
            </Suspense>
          </Link>
        </li>
      </ul>
      {/* Routing test pages and the demo modal routes, kept small beside the store's links. */}
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        {EXTRAS.map((extra) => (
          <li key={extra.to}>
            <Link to={extra.to} className={item + ' text-stone-600'} activeClassName={active}>
              {extra.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
