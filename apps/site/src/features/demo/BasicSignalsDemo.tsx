import { useId } from 'react';
import { observer, useComputed, useSignal } from '@tendril/signals/react';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { Panel } from '../../ui/Panel.tsx';
import source from './BasicSignalsDemo.tsx?excerpts';

/** "Basic signals": a counter and a greeting, each a signal owned by the component. */
export const BasicSignalsDemo = observer(function BasicSignalsDemo() {
  // #region signals
  const count = useSignal(0);
  const name = useSignal('');
  const greeting = useComputed(() => `Hello, ${name.value.trim() || 'stranger'}!`);
  // #endregion
  const nameId = useId();

  return (
    <Panel
      title="Basic signals"
      description="A signal holds a value; components that read it re-render when it changes."
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:gap-12">
        <div>
          <p className="text-sm font-medium text-stone-700">Counter</p>
          <p
            className="my-2 text-3xl font-bold tabular-nums"
            aria-live="polite"
            data-testid="count"
          >
            {count.value}
          </p>
          <div className="flex gap-2">
            <Button onClick={() => count.value--}>Decrement</Button>
            <Button variant="primary" onClick={() => count.value++}>
              Increment
            </Button>
            <Button onClick={() => (count.value = 0)}>Reset</Button>
          </div>
        </div>
        <div>
          <label htmlFor={nameId} className="text-sm font-medium text-stone-700">
            Your name
          </label>
          <input
            id={nameId}
            value={name.value}
            onChange={(e) => (name.value = e.currentTarget.value)}
            placeholder="Type your name"
            className="mt-2 block w-56 rounded-lg border border-stone-300 px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-green-700"
          />
          <p className="mt-2 text-lg" data-testid="greeting">
            {greeting.value}
          </p>
        </div>
      </div>
      <div className="mt-6">
        <CodeExcerpt source={source} region="signals" />
      </div>
    </Panel>
  );
});
