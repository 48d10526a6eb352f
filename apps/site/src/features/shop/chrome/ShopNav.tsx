import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { Link } from '@tendril/router/react';
import { cx } from '../../../ui/cx.ts';
import { lazyNamed } from '../../../ui/lazy-named.ts';
import { useHydrated } from '../../../ui/use-hydrated.ts';
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

/**
 * The shop's header items: pages, the routing test links, the demo modals and the cart. On a
 * narrow screen (below 48rem) the links are in a menu behind a disclosure button, so the
 * header keeps to two rows; the cart stays out. The menu closes on Escape (focus returns to
 * its button), on a click outside it, when focus leaves it and when a link is followed.
 * Without JavaScript the links are shown as a list instead.
 */
export function ShopNav() {
  useStoredNames();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // A button rendered ahead of time does nothing until hydrated: it says so by being disabled.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Tabbing past its last link (or back before its button) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && next !== toggle.current && !panel.current?.contains(next)) setOpen(false);
  };

  // Following one of its links closes it.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <div
      ref={box}
      onBlur={onBlur}
      className="relative flex items-center justify-end gap-3 md:justify-start md:gap-6 noscript:flex-wrap noscript:justify-start"
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={!hydrated}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1 text-sm font-medium text-stone-800 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:cursor-wait md:hidden noscript:hidden"
      >
        <span aria-hidden="true">☰</span>
        Menu
      </button>
      {/* A panel below the header on a narrow screen; in the header's row on a wide one. */}
      <div
        ref={panel}
        id={menuId}
        onClick={onMenuClick}
        className={cx(
          'absolute top-full right-0 z-[900] mt-3 w-56 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-xl',
          'md:static md:mt-0 md:flex md:w-auto md:gap-1 md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none',
          'noscript:static noscript:flex noscript:w-auto noscript:border-0 noscript:p-0 noscript:shadow-none',
          open ? 'flex' : 'hidden',
        )}
      >
        <ul className="flex flex-col gap-1 text-sm md:flex-row md:flex-wrap md:items-center md:gap-x-4 noscript:flex-row noscript:flex-wrap noscript:gap-x-4">
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
        </ul>
        {/* Routing test pages and the demo modal routes, kept small beside the store's links. */}
        <ul className="flex flex-col gap-1 border-t border-stone-200 pt-2 text-xs md:flex-row md:flex-wrap md:items-center md:gap-x-3 md:border-0 md:pt-0 noscript:flex-row noscript:flex-wrap noscript:gap-x-3 noscript:border-0 noscript:pt-0">
          {EXTRAS.map((extra) => (
            <li key={extra.to}>
              <Link to={extra.to} className={item + ' text-stone-600'} activeClassName={active}>
                {extra.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Link
        to="/cart"
        className="flex shrink-0 items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        activeClassName="border-green-800 bg-green-50 font-semibold text-green-900"
      >
        <span aria-hidden="true">🛒</span>
        Cart
        <Suspense fallback={<span aria-hidden="true" className={COUNT_BADGE} />}>
          <CartCount />
        </Suspense>
      </Link>
    </div>
  );
}
