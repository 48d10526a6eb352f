import { useStoredCart } from '../components/stored-state.ts';
import { COUNT_BADGE } from './count-badge.ts';

/** How many items the cart holds, in the header's Cart link. */
export function CartCount() {
  const count = useStoredCart().count;
  return (
    <>
      <span data-testid="cart-count" className={COUNT_BADGE}>
        {count}
      </span>
      <span className="sr-only">{count === 1 ? 'item' : 'items'}</span>
    </>
  );
}
