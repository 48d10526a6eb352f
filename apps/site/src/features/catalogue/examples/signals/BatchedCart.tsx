import { useEffect, useState } from 'react';
import { batch, effect, signal, computed } from '@tendril/signals';
import { observer } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

// Module-level state: any component can read it, no provider needed.
const price = signal(25);
const quantity = signal(1);
const total = computed(() => price.value * quantity.value);

/** Two writes in a batch: the effect that follows the total runs once, not twice. */
export default observer(function BatchedCart() {
  const [runs, setRuns] = useState(0);
  useEffect(
    () =>
      effect(() => {
        total.value; // read: the effect follows the total
        setRuns((n) => n + 1);
      }),
    [],
  );
  return (
    <div className="space-y-3">
      <p>
        {quantity.value} × ${price.value} = <strong>${total.value}</strong>
      </p>
      <p className="text-sm text-stone-600">Effect runs: {runs}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => quantity.value++}>Add one</Button>
        <Button
          variant="primary"
          onClick={() =>
            batch(() => {
              price.value = price.peek() === 25 ? 20 : 25;
              quantity.value += 2;
            })
          }
        >
          Toggle sale price and add two (batched)
        </Button>
      </div>
    </div>
  );
});
