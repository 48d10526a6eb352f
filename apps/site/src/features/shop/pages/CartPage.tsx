import { useCallback, useEffect } from 'react';
import { Link, useAction, useLoader } from '@tendril/router/react';
import { QUEUED_MESSAGE } from '@tendril/router/offline';
import { observer, useValue } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ProductImage } from '../components/ProductImage.tsx';
import { CartSkeleton } from '../components/Skeletons.tsx';
import { primaryLinkButton, textLink } from '../components/styles.ts';
import { catalogue, findProduct } from '../data/catalogue.ts';
import { CART_LIMIT_MESSAGE, cartIsFull, type CartItem } from '../data/cart-rules.ts';
import { cart, CART_UPDATED_EVENT } from '../data/cart-store.ts';
import { formatPrice } from '../data/format.ts';
import { cartWithPending, describePending, pendingCartChanges } from '../data/offline-cart.ts';
import { clearCart, removeFromCart } from '../data/shop-actions.ts';
import { cartLoader } from '../data/shop-data.ts';
import { CART_RELOAD_AFTER_ACTION_MS } from '../data/timing.ts';

/**
 * `/cart` (title Shopping Cart). The `cart` loader gates the page (loading, error with
 * Retry) and re-reads storage 100 ms after mount and after each action, and on every
 * "cart updated" event (this tab or another); the lines on screen are the live cart.
 */
export function CartPage() {
  const state = useLoader(cartLoader);
  const { reload } = state;
  const live = useValue(cart);
  const remove = useAction(removeFromCart);
  const clear = useAction(clearCart);

  useEffect(() => {
    const timer = setTimeout(reload, CART_RELOAD_AFTER_ACTION_MS);
    window.addEventListener(CART_UPDATED_EVENT, reload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CART_UPDATED_EVENT, reload);
    };
  }, [reload]);

  const reloadSoon = useCallback(() => {
    setTimeout(reload, CART_RELOAD_AFTER_ACTION_MS);
  }, [reload]);

  const loaded = state.data !== undefined;
  const busy = remove.status === 'executing' || clear.status === 'executing';
  let body;
  if (!loaded && state.status === 'error')
    body = (
      <ErrorPanel
        title="Error loading cart."
        message={state.error?.message ?? null}
        onRetry={reload}
        retryLabel="Retry"
        titleAs="p"
      />
    );
  else if (!loaded) body = <CartSkeleton />;
  else if (live.items.length === 0) body = <EmptyCart />;
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        {cartIsFull(live) && <CartLimitNotice />}
        <ul aria-label="Cart items" className="flex flex-col gap-3">
          {live.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              disabled={busy}
              onRemove={() =>
                remove
                  .run({ itemId: item.id })
                  .catch(() => {})
                  .finally(reloadSoon)
              }
            />
          ))}
        </ul>
        <section
          aria-labelledby="summary-heading"
          className="flex h-fit flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id="summary-heading" className="text-lg font-semibold">
            Order summary
          </h2>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-stone-600">Items</dt>
              <dd data-testid="cart-items-count">{live.count}</dd>
            </div>
            <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatPrice(live.total)}</dd>
            </div>
          </dl>
          {/* A demo: Checkout does nothing visible. */}
          <Button variant="primary" size="lg">
            Checkout
          </Button>
          <Button
            disabled={busy}
            onClick={() =>
              clear
                .run()
                .catch(() => {})
                .finally(reloadSoon)
            }
          >
            Clear Cart
          </Button>
        </section>
      </div>
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={CART_TITLE}
        actions={
          loaded &&
          live.items.length > 0 && (
            <Link to="/products" className={textLink}>
              Continue Shopping
            </Link>
          )
        }
        size="lg"
      />
      <PendingChanges />
      {body}
    </div>
  );
}

const CART_TITLE = 'Shopping Cart';

/** `/cart` while the cart first loads, when that is slow (the route's pending view). */
export function CartPending() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={CART_TITLE} size="lg" />
      <CartSkeleton />
    </div>
  );
}

function CartLine({
  item,
  disabled,
  onRemove,
}: {
  item: CartItem;
  disabled: boolean;
  onRemove: () => void;
}) {
  const product = findProduct(useValue(catalogue).products, item.id);
  return (
    <li
      data-testid="cart-item"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <ProductImage product={{ name: item.name, image: product?.image ?? '📦' }} size="sm" />
      <div className="min-w-0 flex-1">
        <Link to={`/product/${item.id}`} className="font-semibold hover:underline">
          {item.name}
        </Link>
        <p className="text-sm text-stone-600" data-testid="cart-item-price">
          {formatPrice(item.price)} x {item.quantity}
        </p>
      </div>
      <p className="font-bold" data-testid="cart-item-total">
        {formatPrice(Math.round(item.price * 100 * item.quantity) / 100)}
      </p>
      <Button onClick={onRemove} disabled={disabled}>
        Remove<span className="sr-only"> {item.name}</span>
      </Button>
    </li>
  );
}

/** Shown while the cart holds as many products as it may: another one would be refused. */
function CartLimitNotice() {
  return (
    <p
      role="status"
      data-testid="cart-limit"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-950 lg:col-span-2"
    >
      {CART_LIMIT_MESSAGE}
    </p>
  );
}

function EmptyCart() {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p aria-hidden="true" className="text-5xl">
        🛒
      </p>
      <p className="mt-2 text-xl font-semibold">Your cart is empty</p>
      <Link to="/products" className={primaryLinkButton + ' mt-4'}>
        Continue Shopping
      </Link>
    </div>
  );
}

/** Cart changes made offline, waiting to sync: listed in order, with the result to expect. */
const PendingChanges = observer(function PendingChanges() {
  const pending = pendingCartChanges.value;
  const preview = cartWithPending.value;
  if (pending.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-heading"
      data-testid="pending-changes"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="pending-heading" className="font-semibold">
        Waiting to sync ({pending.length})
      </h2>
      {/* What the offline engine answered each of these changes with. */}
      <p className="mt-1 text-amber-800" data-testid="pending-note">
        {QUEUED_MESSAGE}
      </p>
      <ol className="mt-2 list-decimal pl-5">
        {pending.map((entry) => (
          <li key={entry.id} data-testid="pending-change">
            {describePending(entry)} <span className="text-amber-800">(pending)</span>
          </li>
        ))}
      </ol>
      <p className="mt-2">
        Once synced: {preview.count} {preview.count === 1 ? 'item' : 'items'},{' '}
        {formatPrice(preview.total)}
      </p>
    </section>
  );
});
