import { useAction } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import type { Product } from '../data/product.ts';
import { addingProductId } from '../data/handlers.ts';
import { addToCart } from '../data/shop-actions.ts';

/**
 * Disabled and "Out of Stock" at 0; "Adding..." while running. While any add is in
 * flight every Add button is disabled (one add at a time), and the action itself refuses a second add.
 */
export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const action = useAction(addToCart);
  const adding = useValue(addingProductId);
  const soldOut = product.stock <= 0;
  const label = soldOut ? 'Out of Stock' : adding === product.id ? 'Adding...' : 'Add to Cart';
  return (
    <Button
      variant="primary"
      className={className}
      disabled={soldOut || adding !== null}
      aria-busy={adding === product.id || undefined}
      onClick={() => {
        if (soldOut || addingProductId.peek() !== null) return;
        // The action answers with a toast; a thrown error is logged by the router.
        action.run({ productId: product.id }).catch(() => {});
      }}
    >
      {label}
    </Button>
  );
}
