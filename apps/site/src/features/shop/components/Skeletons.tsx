import { PRODUCT_TABS } from '../data/product-tabs.ts';
import { GRID_COLUMNS } from './ProductGrid.tsx';

/** The loading skeleton is 6 cards. */
const SKELETON_CARDS = 6;

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-stone-200 ${className}`} />;
}

export function ProductGridSkeleton({ label = 'Loading products…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={GRID_COLUMNS} data-testid="product-skeleton">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li
            key={i}
            className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
          >
            <Bar className="h-36" />
            <Bar className="h-4 w-3/4" />
            <Bar className="h-4 w-1/3" />
            <Bar className="h-8" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CartSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading cart…</span>
      <ul aria-hidden="true" className="flex flex-col gap-3" data-testid="cart-skeleton">
        {Array.from({ length: 3 }, (_, i) => (
          <li
            key={i}
            className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4"
          >
            <Bar className="h-14 w-14" />
            <div className="flex flex-1 flex-col gap-2">
              <Bar className="h-4 w-1/2" />
              <Bar className="h-4 w-1/4" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The product page's shape while its data loads (the first visit waits about 2 s): image,
 * name, price, stock, buttons, then the tab bar and a panel, at the sizes the page uses so
 * nothing jumps when the product arrives. Screen readers hear one status line instead.
 */
export function ProductDetailSkeleton() {
  return (
    <div className="flex flex-col gap-8" data-testid="product-detail-skeleton">
      <p role="status" className="sr-only">
        Loading product…
      </p>
      <div aria-hidden="true" className="grid gap-8 md:grid-cols-2">
        <Bar className="h-64" />
        <div className="flex flex-col gap-4">
          <Bar className="h-9 w-3/4" />
          <Bar className="h-9 w-1/3" />
          <Bar className="h-6 w-24" />
          <div className="flex gap-2">
            <Bar className="h-10 w-32" />
            <Bar className="h-10 w-28" />
            <Bar className="h-10 w-36" />
          </div>
          <Bar className="h-4 w-2/3" />
        </div>
      </div>
      <div aria-hidden="true">
        <ul className="flex gap-1 border-b border-stone-200 pb-2">
          {PRODUCT_TABS.map((tab) => (
            <li key={tab.id}>
              <Bar className="h-6 w-20" />
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-3 pt-5">
          <Bar className="h-6 w-32" />
          <Bar className="h-4 w-full" />
          <Bar className="h-4 w-5/6" />
        </div>
      </div>
    </div>
  );
}
