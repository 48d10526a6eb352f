import { Link, Outlet, useParams } from '@tendril/router/react';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/*
 * The routing test pages. `/test-product/{id}` fills three named outlets from one route;
 * `/test-product/{id}/main-only` fills only `main`, so the other two show their fallbacks.
 * `/test-simple/{id}` shows that only the first matching route renders.
 */

const box = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
const textLink =
  'font-medium text-green-800 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

export function TestProductLayout() {
  const { id } = useParams<'/test-product/:id'>();
  return (
    <div className="flex flex-col gap-4">
      <DemoPagesNav />
      <header>
        <PageHeader
          title="Named outlets"
          description={
            <>
              One route fills the <code>main</code>, <code>sidebar</code> and <code>reviews</code>{' '}
              outlets; an outlet no route fills shows its fallback.
            </>
          }
          size="lg"
        />
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          <Link to={`/test-product/${id}`} exact className={textLink}>
            All three outlets
          </Link>
          <Link to={`/test-product/${id}/main-only`} className={textLink}>
            Main outlet only
          </Link>
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <section aria-label="Main outlet" className={box} data-testid="outlet-main">
          <Outlet name="main" fallback={<p>No main content</p>} />
        </section>
        <section aria-label="Sidebar outlet" className={box} data-testid="outlet-sidebar">
          <Outlet name="sidebar" fallback={<p className="text-stone-600">No sidebar content</p>} />
        </section>
      </div>
      <section aria-label="Reviews outlet" className={box} data-testid="outlet-reviews">
        <Outlet name="reviews" fallback={<p className="text-stone-600">No reviews available</p>} />
      </section>
    </div>
  );
}

export function TestProductMain() {
  const { id } = useParams<'/test-product/:id'>();
  return (
    <div>
      <h2 className="font-semibold">Main: product {id}</h2>
      <p className="mt-1 text-stone-700">Rendered by the main outlet for id {id}.</p>
    </div>
  );
}

export function TestProductSidebar() {
  const { id } = useParams<'/test-product/:id'>();
  return (
    <div>
      <h2 className="font-semibold">Sidebar</h2>
      <p className="mt-1 text-sm text-stone-700">Rendered by the sidebar outlet for id {id}.</p>
    </div>
  );
}

export function TestProductReviews() {
  return (
    <div>
      <h2 className="font-semibold">Reviews</h2>
      <p className="mt-1 text-sm text-stone-700">★★★★☆ Rendered by the reviews outlet.</p>
    </div>
  );
}

export function TestSimplePage() {
  const { id } = useParams<'/test-simple/:id'>();
  return (
    <div className="flex flex-col gap-3">
      <PageHeader
        title="Simple layout"
        description={
          <>
            Product id <strong data-testid="simple-id">{id}</strong>.
          </>
        }
        size="lg"
      />
      <p className={box}>
        Only the first match renders: <code>/test-simple/:id</code> is declared before{' '}
        <code>/test-simple/*</code>, which matches this URL too but never renders here.
      </p>
    </div>
  );
}

export function TestSimpleCatchAll() {
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title="Simple layout: catch-all" size="lg" />
      <p className={box}>
        <code>/test-simple/:id</code> did not match this URL, so the next route in order,{' '}
        <code>/test-simple/*</code>, rendered instead.
      </p>
    </div>
  );
}
