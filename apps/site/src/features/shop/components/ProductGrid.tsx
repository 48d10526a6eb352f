import type { Product } from '../data/product.ts';
import { ProductCard } from './ProductCard.tsx';

/** 1/2/3/4 columns by width. */
export const GRID_COLUMNS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  if (products.length === 0) return <p className="text-stone-600">No products found</p>;
  return (
    <ul aria-label={label} className={GRID_COLUMNS}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
