import { observer, useComputed, useSignal } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

/** A signal, a computed value that follows it, and a component that re-renders on change. */
export default observer(function Counter() {
  const count = useSignal(0);
  const doubled = useComputed(() => count.value * 2);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p aria-live="polite">
        Count: <strong>{count.value}</strong> · doubled: <strong>{doubled.value}</strong>
      </p>
      <Button variant="primary" onClick={() => count.value++}>
        Increment
      </Button>
      <Button onClick={() => (count.value = 0)}>Reset</Button>
    </div>
  );
});
