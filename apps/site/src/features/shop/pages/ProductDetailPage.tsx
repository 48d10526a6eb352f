import { useEffect } from 'react';
import { Link, useLoader, useLocation, useParams } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import { OfflineDataNotice } from '../../../ui/OfflineDataNotice.tsx';
import { AddToCartButton } from '../components/AddToCartButton.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { ProductImage } from '../components/ProductImage.tsx';
import { ProductTabNav, ProductTabPanel } from '../components/ProductTabPanels.tsx';
import { RelatedProducts } from '../components/RelatedProducts.tsx';
import { ProductDetailSkeleton } from '../components/Skeletons.tsx';
import { StockBadge } from '../components/StockBadge.tsx';
import { useStoredCart, useStoredCatalogue } from '../components/stored-state.ts';
import { linkButton, textLink } from '../components/styles.ts';
import { findProduct } from '../data/catalogue.ts';
import { formatPrice } from '../data/format.ts';
import type { Product } from '../data/product.ts';
import { tabFromPath } from '../data/product-tabs.ts';
import { ProductNotFoundError } from '../data/handlers.ts';
import { productLoader } from '../data/shop-data.ts';
import { OFFLINE_NO_CACHE, OfflineNoCacheError, rememberVisit } from '../data/visited-products.ts';
import { offline } from '../../../lib/offline.ts';

/**
 * `/product/{id}` and its tabs, fed by the route's `productDetailCustom` loader. While it
 * loads for the first time, the page shows the skeleton (not for a product
 * cached by an earlier visit, which paints at once).
 */
export function ProductDetailPage() {
  const { id } = useParams<'/product/:id'>();
  const { pathname } = useLocation();
  const state = useLoader(productLoader);
  // The loader's state is shared by every product page: only trust it for this id.
  const mine = state.key === `product-${id}`;
  const online = useValue(offline.isOnline, { serverValue: true });
  const { products } = useStoredCatalogue();
  // The loader's product is a copy from when it loaded (cached per id, so a product opened
  // before paints at once); the catalogue is the product as it is now, which the title reads
  // too: a rename (here or in another tab) shows in the heading and the title at once.
  const loaded = mine ? state.data : undefined;
  const product = loaded && (findProduct(products, loaded.id) ?? loaded);
  // The page's head (description, JSON-LD, sharing cards) is made from the loader's copy: when
  // the catalogue's name, price or availability differ from it, load it again so the head
  // follows.
  const stale =
    !!loaded &&
    !!product &&
    (product.name !== loaded.name ||
      product.price !== loaded.price ||
      product.stock > 0 !== loaded.stock > 0);
  const { reload } = state;
  useEffect(() => {
    if (stale) reload();
  }, [stale, loaded, reload]);
  // A page rendered ahead of time hydrates with its product, and the loader (which remembers
  // each product opened online) never runs here: it counts as a visit all the same, so the
  // product opens offline later, as one the loader fetched does.
  useEffect(() => {
    if (loaded && online) rememberVisit(String(loaded.id));
  }, [loaded, online]);

  if (mine && state.status === 'error' && !product) {
    if (state.error instanceof ProductNotFoundError || state.error?.message === 'Product not found')
      return <ProductNotFound id={id} onRetry={state.reload} />;
    if (state.error instanceof OfflineNoCacheError)
      return (
        <ErrorPanel
          title={OFFLINE_NO_CACHE}
          message={state.error.message}
          onRetry={state.reload}
          retryLabel="Retry"
          titleAs="p"
        />
      );
    return <ErrorPanel message={state.error?.message} onRetry={state.reload} titleAs="p" />;
  }
  // The product takes 2 s on a first visit: its skeleton holds the page's shape meanwhile.
  if (!product) return <ProductDetailSkeleton />;
  return (
    <>
      {!online && <OfflineDataNotice onRefresh={state.reload} />}
      <ProductDetail product={product} tab={tabFromPath(pathname)} />
    </>
  );
}

function ProductDetail({
  product,
  tab,
}: {
  product: Product;
  tab: ReturnType<typeof tabFromPath>;
}) {
  const inCart = useStoredCart().items.find((item) => item.id === product.id)?.quantity ?? 0;
  return (
    <div className="flex flex-col gap-8">
      <article className="grid gap-8 md:grid-cols-2" aria-labelledby="product-name">
        <ProductImage product={product} size="lg" labelled />
        <div className="flex flex-col gap-4">
          <h1 id="product-name" className="text-3xl font-bold tracking-tight">
            {product.name}
          </h1>
          <p className="text-3xl font-bold text-stone-900" data-testid="product-price">
            {formatPrice(product.price)}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <StockBadge stock={product.stock} />
            {inCart > 0 && (
              <span className="text-sm text-stone-700" data-testid="in-cart">
                {inCart} in your cart
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <AddToCartButton product={product} className="px-5 py-2 text-base" />
            <Link to="/cart" className={linkButton}>
              View Cart
            </Link>
            <Link to="/products" className={linkButton}>
              Back to Products
            </Link>
          </div>
          <p className="text-sm text-stone-600">Free standard shipping. 30-day returns.</p>
        </div>
      </article>
      <div>
        <ProductTabNav product={product} active={tab} />
        <ProductTabPanel product={product} tab={tab} />
      </div>
      <RelatedProducts product={product} />
    </div>
  );
}

function ProductNotFound({ id, onRetry }: { id: string; onRetry: () => void }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <p aria-hidden="true" className="text-5xl">
        🔍
      </p>
      <h1 className="mt-2 text-2xl font-bold">Product not found</h1>
      <p className="mt-2 text-stone-600">
        We looked for a product with the id <strong data-testid="tried-id">{id}</strong> and found
        none.
      </p>
      <div className="mt-4 flex justify-center gap-3">
        <Button onClick={onRetry}>Retry</Button>
        <Link to="/products" className={textLink + ' self-center'}>
          Back to Products
        </Link>
      </div>
    </div>
  );
}
