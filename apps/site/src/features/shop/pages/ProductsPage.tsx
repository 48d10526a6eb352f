import { useDeferredValue, useState } from 'react';
import { CatalogueStats } from '../components/CatalogueStats.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { ProductSearch } from '../components/ProductSearch.tsx';
import { ProductGridSkeleton } from '../components/Skeletons.tsx';
import { useCatalogue } from '../components/useCatalogue.ts';
import { filterProducts, NO_FILTER, type ProductFilter } from '../data/product-filter.ts';
import type { Product } from '../data/product.ts';

/**
 * `/products`: the catalogue with its stats, and a search and filter over its grid ("No
 * products found" when they leave nothing). The stats describe the whole catalogue.
 */
export function ProductsPage() {
  const { products: loaded, failed, error, reload } = useCatalogue();
  const [filter, setFilter] = useState(NO_FILTER);
  // The grid is the page's heaviest render. Deferred, React renders it in slices that yield to
  // input (the loader's update would otherwise render it in one blocking task), with the
  // skeleton, of the same size, standing in meanwhile.
  const products = useDeferredValue(loaded, undefined);
  return (
    <div className="flex flex-col gap-6">
      <ProductsHeader />
      {failed && (
        <ErrorPanel
          title="Error loading products."
          titleAs="p"
          message={`${error?.message ?? ''} Showing sample products meanwhile.`.trim()}
          onRetry={reload}
          retryLabel="Retry"
        />
      )}
      {products ? (
        <>
          <CatalogueStats products={products} />
          <FilteredProducts products={products} filter={filter} onFilter={setFilter} />
        </>
      ) : (
        <ProductGridSkeleton />
      )}
    </div>
  );
}

function FilteredProducts({
  products,
  filter,
  onFilter,
}: {
  products: readonly Product[];
  filter: ProductFilter;
  onFilter: (next: ProductFilter) => void;
}) {
  // The field shows each keystroke at once; the grid follows when React has time.
  const shown = filterProducts(products, useDeferredValue(filter));
  return (
    <section aria-labelledby="all-products" className="flex flex-col gap-4">
      <h2 id="all-products" className="sr-only">
        All products
      </h2>
      <ProductSearch
        filter={filter}
        onChange={onFilter}
        shown={shown.length}
        total={products.length}
      />
      <ProductGrid products={shown} label="Products" />
    </section>
  );
}

function ProductsHeader() {
  return (
    <PageHeader
      title="Products"
      description="Every item ships from the demo warehouse. Preview one, open its details or add it straight to your cart."
      size="lg"
    />
  );
}

/** `/products` while the catalogue first loads, when that is slow (the route's pending view). */
export function ProductsPending() {
  return (
    <div className="flex flex-col gap-6">
      <ProductsHeader />
      <ProductGridSkeleton />
    </div>
  );
}
