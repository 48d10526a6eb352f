import { Link, useParams, useRouter } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { AddToCartButton } from '../components/AddToCartButton.tsx';
import { ProductImage } from '../components/ProductImage.tsx';
import { StockBadge } from '../components/StockBadge.tsx';
import { linkButton } from '../components/styles.ts';
import { catalogue, findProduct } from '../data/catalogue.ts';
import { formatPrice } from '../data/format.ts';

/**
 * `/product/{id}/preview`: a modal route over the page it was opened from. The shell's
 * PortalOutlet gives it the 300 ms fade, the 600 px box, focus trapping, Escape and backdrop.
 */
export function PreviewModal() {
  const { id } = useParams<'/product/:id/preview'>();
  const router = useRouter();
  const product = findProduct(useValue(catalogue).products, id);
  return (
    <div data-testid="product-preview">
      <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-6 py-4">
        <h2 className="text-lg font-semibold">{product?.name ?? 'Product not found'}</h2>
        <button
          type="button"
          aria-label="Close preview"
          onClick={() => router.closePortal()}
          className="rounded px-2 text-2xl leading-none text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          ×
        </button>
      </div>
      {product ? (
        <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
          <ProductImage product={product} size="md" labelled className="sm:w-48 sm:shrink-0" />
          <div className="flex flex-1 flex-col gap-3">
            <p className="text-2xl font-bold">{formatPrice(product.price)}</p>
            <div>
              <StockBadge stock={product.stock} />
            </div>
            <div className="flex flex-wrap gap-2">
              <AddToCartButton product={product} />
              <Link to={`/product/${product.id}`} className={linkButton}>
                View Details
              </Link>
            </div>
          </div>
        </div>
      ) : (
        <p className="p-6 text-stone-700">
          No product has the id <strong>{id}</strong>.
        </p>
      )}
    </div>
  );
}
