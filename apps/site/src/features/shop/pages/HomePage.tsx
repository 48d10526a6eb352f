import { Link } from '@tendril/router/react';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { ProductGridSkeleton } from '../components/Skeletons.tsx';
import { textLink } from '../components/styles.ts';
import { useCatalogue } from '../components/useCatalogue.ts';

/** On the shop's home the first 2 products are featured. */
const FEATURED_COUNT = 2;

/** The shop's `/` (title Home): featured products, then the whole grid. */
export function HomePage() {
  const { products, failed, error, reload } = useCatalogue();
  return (
    <div className="flex flex-col gap-8">
      <header className="rounded-2xl bg-linear-to-br from-green-800 to-green-950 p-6 text-white sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">Home</h1>
        <p className="mt-2 max-w-xl text-green-50">
          Welcome to the Tendril demo shop: a catalogue, product pages with tabs and a cart that
          survives reloads, all on signals and named loaders and actions.
        </p>
        <Link
          to="/products"
          className="mt-4 inline-block rounded-lg bg-white px-4 py-2 font-semibold text-green-900 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Browse all products
        </Link>
      </header>
      {failed && (
        <ErrorPanel
          title="Error loading products"
          titleAs="p"
          message={`${error?.message ?? ''} Showing sample products meanwhile.`.trim()}
          onRetry={reload}
          retryLabel="Reload"
        />
      )}
      {products ? (
        <>
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-xl font-semibold">
              Featured
            </h2>
            <ul aria-label="Featured products" className="mt-3 grid gap-4 lg:grid-cols-2">
              {products.slice(0, FEATURED_COUNT).map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} featured />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="catalogue-heading">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="catalogue-heading" className="text-xl font-semibold">
                All products
              </h2>
              <Link to="/products" className={textLink}>
                Catalogue and stats
              </Link>
            </div>
            <div className="mt-3">
              <ProductGrid products={products} label="All products" />
            </div>
          </section>
        </>
      ) : (
        <ProductGridSkeleton />
      )}
    </div>
  );
}
