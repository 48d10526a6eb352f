import { useValue } from '@tendril/signals/react';
import { cart } from '../data/cart-store.ts';
import { COUNT_BADGE } from './count-badge.ts';

/** How many items the cart holds, in the header's Cart link. */
export function CartCount() {
  const count = useValue(cart).count;
  return (
    <>
      <span data-testid="cart-count" className={COUNT_BADGE}>
        {count}
      </span>
      <span className="sr-only">{count === 1 ? 'item' : 'items'}</span>
    </>
  );
}
