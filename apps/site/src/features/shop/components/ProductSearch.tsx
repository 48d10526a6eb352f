import { useId } from 'react';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import type { ProductFilter } from '../data/product-filter.ts';

const field =
  'rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-green-700';

/**
 * The catalogue's search box and "In stock only" filter, with how many products they leave.
 * Disabled until the page is interactive (a page rendered ahead of time has no handlers yet).
 */
export function ProductSearch({
  filter,
  onChange,
  shown,
  total,
}: {
  filter: ProductFilter;
  onChange: (next: ProductFilter) => void;
  shown: number;
  total: number;
}) {
  const id = useId();
  const ready = useHydrated();
  return (
    <form
      role="search"
      aria-label="Products"
      className="flex flex-wrap items-end gap-x-4 gap-y-2"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
        <label htmlFor={`${id}-query`} className="text-sm font-medium text-stone-700">
          Search products
        </label>
        <input
          id={`${id}-query`}
          type="search"
          autoComplete="off"
          disabled={!ready}
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.currentTarget.value })}
          className={field}
        />
      </div>
      <label className="flex items-center gap-2 py-1.5 text-sm text-stone-700">
        <input
          type="checkbox"
          disabled={!ready}
          checked={filter.inStockOnly}
          onChange={(event) => onChange({ ...filter, inStockOnly: event.currentTarget.checked })}
          className="h-4 w-4 accent-green-700"
        />
        In stock only
      </label>
      {/* Read out as it changes, so a screen reader hears what a keystroke left. */}
      <p aria-live="polite" className="py-1.5 text-sm text-stone-600" data-testid="product-count">
        {shown} of {total} products
      </p>
    </form>
  );
}
