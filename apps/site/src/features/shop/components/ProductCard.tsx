import { useId } from 'react';
import { Link } from '@tendril/router/react';
import { cx } from '../../../ui/cx.ts';
import { formatPrice } from '../data/format.ts';
import type { Product } from '../data/product.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { ProductImage } from './ProductImage.tsx';
import { StockBadge } from './StockBadge.tsx';
import { linkButton } from './styles.ts';

/** A product card: image, name, price, stock badge, Preview, View Details, Add to Cart. */
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
      className={cx(
        'flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md',
        featured && 'sm:flex-row sm:items-center sm:gap-6 sm:p-6',
      )}
    >
      <div className={cx('relative', featured && 'sm:w-48 sm:shrink-0')}>
        <ProductImage product={product} className={featured ? 'sm:h-40' : undefined} />
        {/* A modal route: the grid stays underneath. */}
        <Link
          to={`/product/${product.id}/preview`}
          className="absolute top-2 right-2 rounded-full border border-stone-300 bg-white/95 px-2.5 py-1 text-xs font-medium text-stone-800 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          Preview
        </Link>
      </div>
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <Heading id={titleId} className={cx('font-semibold', featured && 'text-lg')}>
            {product.name}
          </Heading>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-bold text-stone-900">{formatPrice(product.price)}</span>
            <StockBadge stock={product.stock} />
          </div>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <Link to={`/product/${product.id}`} className={linkButton}>
            View Details
          </Link>
          <AddToCartButton product={product} className="w-full" />
        </div>
      </div>
    </article>
  );
}
