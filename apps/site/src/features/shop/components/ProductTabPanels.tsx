import { Suspense, use, useId } from 'react';
import { Link, useLoader } from '@tendril/router/react';
import { Button } from '../../../ui/Button.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { cx } from '../../../ui/cx.ts';
import { formatPrice } from '../data/format.ts';
import type { Product } from '../data/product.ts';
import { averageRating, commentsFor, type Review } from '../data/product-content.ts';
import { productReviewsLoader } from '../data/shop-data.ts';
import { PRODUCT_TABS, tabHref, type ProductTab } from '../data/product-tabs.ts';
import { RETURN_POLICY, SHIPPING_OPTIONS } from '../data/shipping.ts';
import { stockBadge } from '../data/stock.ts';

/** Tabs are child routes, so they are links: each has a URL, Back works, and one is current. */
export function ProductTabNav({ product, active }: { product: Product; active: ProductTab }) {
  return (
    <nav aria-label="Product sections" className="border-b border-stone-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {PRODUCT_TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tabHref(product.id, tab.id)}
              exact
              className={cx(
                'inline-block rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-green-700',
                tab.id === active
                  ? 'border-green-800 text-green-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ProductTabPanel({ product, tab }: { product: Product; tab: ProductTab }) {
  const headingId = useId();
  const label = PRODUCT_TABS.find((t) => t.id === tab)!.label;
  return (
    <section aria-labelledby={headingId} className="pt-5" data-testid={`tab-${tab}`}>
      <h2 id={headingId} className="text-lg font-semibold">
        {label}
      </h2>
      <div className="mt-3">
        {tab === 'overview' && <Overview product={product} />}
        {tab === 'reviews' && <Reviews product={product} />}
        {tab === 'comments' && <Comments product={product} />}
        {tab === 'shipping' && <Shipping />}
      </div>
    </section>
  );
}

function Overview({ product }: { product: Product }) {
  const facts = [
    ['Product id', String(product.id)],
    ['Price', formatPrice(product.price)],
    ['Availability', stockBadge(product.stock).label],
    ['Shipping', 'Free standard shipping'],
  ];
  return (
    <div className="flex flex-col gap-4 text-stone-700">
      <p>
        The {product.name} is part of the Tendril demo catalogue. Its data comes from the{' '}
        <code className="rounded bg-stone-100 px-1">productDetailCustom</code> loader, which waits
        two seconds the first time and answers from its cache after that.
      </p>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-amber-700">
      <span aria-hidden="true">
        {'★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating))}
      </span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </span>
  );
}

/**
 * The reviews tab: its loader answers at once with the reviews as a deferred part, which
 * arrives after the reviews service's delay. Until then the tab says so; a server streams the
 * list into the page when it arrives.
 */
function Reviews({ product }: { product: Product }) {
  const state = useLoader(productReviewsLoader);
  // The loader's state is shared by every product: only trust it for this one.
  const mine = state.key === `reviews-${product.id}`;
  const reviews = mine ? state.data?.reviews : undefined;
  if (mine && state.status === 'error')
    return <ErrorPanel message={state.error?.message} onRetry={state.reload} titleAs="p" />;
  if (!reviews) return <ReviewsLoading />;
  return (
    <Suspense fallback={<ReviewsLoading />}>
      <ReviewList reviews={reviews} />
    </Suspense>
  );
}

function ReviewsLoading() {
  return (
    <p role="status" className="text-stone-700" data-testid="reviews-loading">
      Loading reviews…
    </p>
  );
}

function ReviewList({ reviews: part }: { reviews: Promise<Review[]> }) {
  const reviews = use(part);
  return (
    <div className="flex flex-col gap-4" data-testid="reviews">
      <p className="text-sm text-stone-700">
        Average <Stars rating={averageRating(reviews)} /> from {reviews.length} reviews
      </p>
      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <li key={review.author} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="font-semibold">{review.title}</p>
            <p className="text-sm">
              <Stars rating={review.rating} />{' '}
              <span className="text-stone-600">by {review.author}</span>
            </p>
            <p className="mt-2 text-stone-700">{review.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Comments({ product }: { product: Product }) {
  const boxId = useId();
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {commentsFor(product).map((comment) => (
          <li key={comment.author} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="text-sm">
              <span className="font-semibold">{comment.author}</span>{' '}
              <span className="text-stone-600">{comment.ago}</span>
            </p>
            <p className="mt-1 text-stone-700">{comment.text}</p>
          </li>
        ))}
      </ul>
      {/* A demo form: no validation or submission shown; Post Comment does nothing. */}
      <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-2">
        <label htmlFor={boxId} className="text-sm font-medium">
          Add a comment
        </label>
        <textarea
          id={boxId}
          rows={3}
          className="rounded-lg border border-stone-300 p-2 focus-visible:outline-2 focus-visible:outline-green-700"
        />
        <div>
          <Button type="submit">Post Comment</Button>
        </div>
      </form>
    </div>
  );
}

function Shipping() {
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full max-w-lg text-left text-sm">
        <caption className="sr-only">Shipping options</caption>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Option
            </th>
            <th scope="col" className="py-2 font-medium">
              Price
            </th>
            <th scope="col" className="py-2 font-medium">
              Delivery
            </th>
          </tr>
        </thead>
        <tbody>
          {SHIPPING_OPTIONS.map((option) => (
            <tr key={option.name} className="border-b border-stone-100">
              <th scope="row" className="py-2 font-semibold">
                {option.name}
              </th>
              <td className="py-2">{option.price === 0 ? 'Free' : formatPrice(option.price)}</td>
              <td className="py-2">{option.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rounded-lg bg-green-50 p-3 text-sm text-green-950" data-testid="return-policy">
        {RETURN_POLICY}
      </p>
    </div>
  );
}
