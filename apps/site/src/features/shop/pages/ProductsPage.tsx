import { useDeferredValue } from 'react';
import { CatalogueStats } from '../components/CatalogueStats.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { ProductGridSkeleton } from '../components/Skeletons.tsx';
import { useCatalogue } from '../components/useCatalogue.ts';

/** `/products`: the catalogue with its stats. */
export function ProductsPage() {
  const { products: loaded, failed, error, reload } = useCatalogue();
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
          <section aria-labelledby="all-products">
            <h2 id="all-products" className="sr-only">
              All products
            </h2>
            <ProductGrid products={products} label="Products" />
          </section>
        </>
      ) : (
        <ProductGridSkeleton />
      )}
    </div>
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
