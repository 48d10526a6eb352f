import { Link } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { cart } from '../data/cart-store.ts';

const item =
  'rounded px-1 py-0.5 text-stone-700 hover:text-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
const active = 'font-semibold text-green-900';

/** The shop's header items: pages, the routing test links, the demo modals and the cart. */
export function ShopNav() {
  const count = useValue(cart).count;
  return (
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
        <Link to="/test-product/123" className={item} activeClassName={active}>
          Test Product
        </Link>
      </li>
      <li>
        <Link to="/test-simple/123" className={item} activeClassName={active}>
          Test Simple
        </Link>
      </li>
      <li>
        <Link to="/notification" className={item}>
          Notifications
        </Link>
      </li>
      <li>
        <Link to="/profile" className={item}>
          Profile
        </Link>
      </li>
      <li>
        <Link to="/settings" className={item}>
          Settings
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
          <span
            data-testid="cart-count"
            className="min-w-5 rounded-full bg-green-800 px-1.5 text-center text-xs font-bold text-white"
          >
            {count}
          </span>
          <span className="sr-only">{count === 1 ? 'item' : 'items'}</span>
        </Link>
      </li>
    </ul>
  );
}
