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
