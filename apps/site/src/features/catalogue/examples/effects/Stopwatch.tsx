import { observer, useSignal, useSignalEffect } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

/** An effect that starts an interval while `running` is true; its cleanup stops it. */
export default observer(function Stopwatch() {
  const running = useSignal(false);
  const tenths = useSignal(0);
  useSignalEffect(() => {
    if (!running.value) return;
    const id = setInterval(() => tenths.value++, 100);
    // Runs before the effect re-runs (running turned false) and on unmount.
    return () => clearInterval(id);
  });
  const isRunning = running.value;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="font-mono text-2xl" aria-live="off">
        {(tenths.value / 10).toFixed(1)} s
      </p>
      <Button variant="primary" onClick={() => (running.value = !running.peek())}>
        {isRunning ? 'Stop' : 'Start'}
      </Button>
      <Button onClick={() => (tenths.value = 0)}>Reset</Button>
      <span role="status">{isRunning ? 'Running' : 'Stopped'}</span>
    </div>
  );
});
