import { Link } from '@tendril/router/react';
import { formatPrice } from '../data/format.ts';
import type { Product } from '../data/product.ts';
import { relatedProducts } from '../data/related.ts';
import { ProductImage } from './ProductImage.tsx';
import { useStoredCatalogue } from './stored-state.ts';

/** Up to 4 other products, nearest in price. */
export function RelatedProducts({ product }: { product: Product }) {
  const related = relatedProducts(useStoredCatalogue().products, product);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-xl font-semibold">
        Related products
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="related-products">
        {related.map((p) => (
          <li key={p.id}>
            <Link
              to={`/product/${p.id}`}
              className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm hover:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
            >
              <ProductImage product={p} size="tile" />
              <span className="font-medium">{p.name}</span>
              <span className="text-sm text-stone-700">{formatPrice(p.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
