import { observer, useComputed, useSignal } from '@tendril/signals/react';
import { NumberField } from '../../ui/NumberField.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { Panel } from '../../ui/Panel.tsx';
import source from './ComputedSignalsDemo.tsx?excerpts';

/** "Computed signals": two numbers and their sum, product and difference. */
export const ComputedSignalsDemo = observer(function ComputedSignalsDemo() {
  // #region computed
  const a = useSignal(6);
  const b = useSignal(3);
  const sum = useComputed(() => a.value + b.value);
  const product = useComputed(() => a.value * b.value);
  const difference = useComputed(() => a.value - b.value);
  // #endregion

  const results = [
    { label: 'Add', symbol: '+', value: sum.value },
    { label: 'Multiply', symbol: '×', value: product.value },
    { label: 'Subtract', symbol: '−', value: difference.value },
  ];
  const left = a.value;
  const right = b.value;

  return (
    <Panel
      title="Computed signals"
      description="Computeds derive values from signals and recompute only when an input changed."
    >
      <div className="flex gap-4">
        <NumberField label="First number" value={left} onChange={(v) => (a.value = v)} />
        <NumberField label="Second number" value={right} onChange={(v) => (b.value = v)} />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {results.map((r) => (
          <div key={r.label} className="rounded-lg bg-stone-100 p-3">
            <dt className="text-sm text-stone-600">{r.label}</dt>
            <dd
              className="text-xl font-semibold tabular-nums"
              data-testid={`result-${r.label.toLowerCase()}`}
            >
              {left} {r.symbol} {right} = {r.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <CodeExcerpt source={source} region="computed" />
      </div>
    </Panel>
  );
});
