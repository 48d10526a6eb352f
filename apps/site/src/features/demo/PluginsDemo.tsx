import { useId, type ReactNode } from 'react';
import type { ReadonlySignal } from '@tendril/signals';
import { observer, useValue } from '@tendril/signals/react';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { Panel } from '../../ui/Panel.tsx';
import source from './plugins-model.ts?excerpts';
import { createPluginsModel } from './plugins-model.ts';
import { useScoped } from './use-scoped.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

type PluginsModel = ReturnType<typeof createPluginsModel>;

function Row({
  label,
  source,
  testId,
}: {
  label: ReactNode;
  source: ReadonlySignal<unknown>;
  testId: string;
}) {
  const value = useValue(source);
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd data-testid={testId} className="font-mono">
        {value === null || value === '' ? '—' : String(value)}
      </dd>
    </>
  );
}

function TextOperators({ model }: { model: PluginsModel }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Text (kept under plugin-demo-input)
      </label>
      <input
        id={id}
        value={useValue(model.input)}
        onChange={(e) => (model.input.value = e.currentTarget.value)}
        className="mt-1 block w-full max-w-md rounded-lg border border-stone-300 px-3 py-1.5"
      />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-live="polite">
        <Row label="debounce(500)" source={model.debounced} testId="plugin-debounced" />
        <Row label="uppercase transform" source={model.uppercase} testId="plugin-uppercase" />
        <Row
          label="debounce(300) + trim + length > 2"
          source={model.composed}
          testId="plugin-composed"
        />
      </dl>
    </div>
  );
}

const CounterOperators = observer(function CounterOperators({ model }: { model: PluginsModel }) {
  const thresholdId = useId();
  const counter = model.counter.value;
  const threshold = model.threshold.value;
  return (
    <div>
      <p className="text-sm font-medium text-stone-700">
        Counter: <span data-testid="plugin-counter">{counter}</span>
      </p>
      <div className="mt-2 flex gap-2">
        <Button onClick={() => model.counter.value--}>Decrement</Button>
        <Button variant="primary" onClick={() => model.counter.value++}>
          Increment
        </Button>
      </div>
      <label htmlFor={thresholdId} className="mt-3 block text-sm font-medium text-stone-700">
        Filter threshold: {threshold}
      </label>
      <input
        id={thresholdId}
        type="range"
        min={0}
        max={20}
        value={threshold}
        onChange={(e) => (model.threshold.value = Number(e.currentTarget.value))}
        className="mt-1 w-full max-w-md accent-green-800"
      />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-live="polite">
        <Row label="throttle(1000)" source={model.throttled} testId="plugin-throttled" />
        <Row label="cache(10 s)" source={model.cached} testId="plugin-cached" />
        <Row label="filter(≥ threshold)" source={model.aboveThreshold} testId="plugin-filtered" />
      </dl>
    </div>
  );
});

/** "Plugins": operators from @tendril/signals/plugins applied to live signals. */
export function PluginsDemo() {
  const model = useScoped(createPluginsModel);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Plugins" />
      {model && (
        <>
          <Panel
            title="Text operators"
            description="debounce, transform, and compose(debounce, trim, filter) over one input, which persist keeps across reloads."
          >
            <TextOperators model={model} />
          </Panel>
          <Panel
            title="Counter operators"
            description="throttle, cache with a 10 s time-to-live, and a filter whose threshold is itself a signal."
          >
            <CounterOperators model={model} />
          </Panel>
        </>
      )}
      <CodeExcerpt source={source} region="plugins" />
    </div>
  );
}
