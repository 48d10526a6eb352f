import type { ReactNode } from 'react';
import { Link, useLocation } from '@tendril/router/react';
import { cx } from '../../../ui/cx.ts';
import { StockBadge } from '../components/StockBadge.tsx';
import { findProduct } from '../data/catalogue.ts';
import { useStoredCart, useStoredCatalogue } from '../components/stored-state.ts';
import { formatPrice } from '../data/format.ts';
import { catalogueStats } from '../data/stats.ts';

const LINKS = [
  { to: '/', label: 'Home', active: (path: string) => path === '/' },
  {
    to: '/products',
    label: 'Products',
    active: (path: string) => path === '/products' || path.startsWith('/product/'),
  },
  { to: '/cart', label: 'Cart', active: (path: string) => path === '/cart' },
] as const;

/** The shop's sidebar: section links (active one highlighted) and a note for this page. */
export function ShopSidebar() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-6 text-sm">
      <nav aria-label="Shop">
        <ul className="flex flex-col gap-1">
          {LINKS.map((link) => {
            const on = link.active(pathname);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={on ? 'page' : undefined}
                  className={cx(
                    'block rounded-lg px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-700',
                    on && 'bg-green-100 text-green-900 hover:bg-green-100',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <RouteNote pathname={pathname} />
      {/* Not on the Demo Center itself: a sidebar never offers the page you are on. */}
      {pathname !== '/admin' && (
        <Link
          to="/admin"
          className="rounded-lg px-3 py-2 font-medium text-green-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          ← Back to Demo Center
        </Link>
      )}
    </div>
  );
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="sidebar-note"
    >
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-2 flex flex-col gap-2 text-stone-700">{children}</div>
    </section>
  );
}

function RouteNote({ pathname }: { pathname: string }) {
  const { products } = useStoredCatalogue();
  const { count, total, items } = useStoredCart();
  const productId = /^\/product\/(\d+)/.exec(pathname)?.[1];

  if (pathname === '/') {
    return (
      <Note title="Welcome">
        <p>The first two products are featured; the rest of the catalogue follows.</p>
        <p>Your cart is kept in this browser, across reloads and open tabs.</p>
      </Note>
    );
  }
  if (pathname === '/products') {
    const stats = catalogueStats(products);
    return (
      <Note title="Catalogue">
        <p>
          {stats.total} products, {stats.inStock} in stock.
        </p>
        <p>Preview opens a modal route: the page stays underneath and Back closes it.</p>
      </Note>
    );
  }
  if (productId !== undefined) {
    const product = findProduct(products, productId);
    const inCart = items.find((i) => i.id === product?.id)?.quantity ?? 0;
    return (
      <Note title="This product">
        {product ? (
          <>
            <p className="font-medium text-stone-900">{product.name}</p>
            <StockBadge stock={product.stock} className="self-start" />
            <p>{inCart > 0 ? `${inCart} in your cart.` : 'Not in your cart yet.'}</p>
          </>
        ) : (
          <p>No product has this id.</p>
        )}
        <p>The tabs are child routes: each has its own URL.</p>
      </Note>
    );
  }
  if (pathname === '/cart') {
    return (
      <Note title="Your cart">
        <p>
          {count} {count === 1 ? 'item' : 'items'}, {formatPrice(total)}.
        </p>
        <p>Open the shop in a second tab: the cart stays in step.</p>
      </Note>
    );
  }
  return null;
}
