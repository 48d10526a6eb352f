import { useId } from 'react';
import { Link } from '@tendril/router/react';
import { cn } from '../../ui/cn.ts';
import { formatPrice } from '../data/format.ts';
import type { Product } from '../data/product.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { ProductImage } from './ProductImage.tsx';
import { StockBadge } from './StockBadge.tsx';
import { linkButton } from './styles.ts';

/** SPEC §2 product card: image, name, price, stock badge, Preview, View Details, Add to Cart. */
export function ProductCard({
  product,
  featured = false,
  headingLevel = 3,
}: {
  product: Product;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="product-card"
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md',
        featured && 'sm:flex-row sm:items-center sm:gap-6 sm:p-6',
      )}
    >
      <ProductImage product={product} className={cn(featured && 'sm:h-40 sm:w-48 sm:shrink-0')} />
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <Heading id={titleId} className={cn('font-semibold', featured && 'text-lg')}>
            {product.name}
          </Heading>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-bold text-stone-900">{formatPrice(product.price)}</span>
            <StockBadge stock={product.stock} />
          </div>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-2">
            <Link to={`/product/${product.id}/preview`} className={linkButton}>
              Preview
            </Link>
            <Link to={`/product/${product.id}`} className={linkButton}>
              View Details
            </Link>
          </div>
          <AddToCartButton product={product} className="w-full" />
        </div>
      </div>
    </article>
  );
}
