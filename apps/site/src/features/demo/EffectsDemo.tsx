import { useState } from 'react';
import { signal, type ReadonlySignal } from '@tendril/signals';
import { observer } from '@tendril/signals/react';
import type { EffectResult, EffectRun } from '@tendril/signals/effect';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { cn } from '../../ui/cn.ts';
import source from './effects-scenarios.ts?excerpts';
import {
  createDemoInterpreter,
  createScenarios,
  describeValue,
  type Scenario,
} from './effects-scenarios.ts';

const STATUS_STYLE: Record<EffectResult<unknown>['status'], string> = {
  success: 'bg-green-100 text-green-900',
  error: 'bg-red-100 text-red-900',
  suspended: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-stone-200 text-stone-900',
};

interface Current {
  readonly scenario: Scenario;
  readonly run: EffectRun<unknown>;
}

function createDemo() {
  const interpreter = createDemoInterpreter();
  const attempts = signal<readonly string[]>([]);
  const current = signal<Current | null>(null);
  const scenarios = createScenarios((n) => (attempts.value = [...attempts.peek(), `Attempt ${n}`]));
  return {
    scenarios,
    attempts: attempts as ReadonlySignal<readonly string[]>,
    current: current as ReadonlySignal<Current | null>,
    start(scenario: Scenario) {
      current.peek()?.run.cancel();
      attempts.value = [];
      current.value = { scenario, run: interpreter.start(scenario.effect()) };
    },
  };
}

/** "Effects": effect descriptions run by an interpreter; each result shown as it changes. */
export const EffectsDemo = observer(function EffectsDemo() {
  const [demo] = useState(createDemo);
  const current = demo.current.value;
  const result = current?.run.result.value ?? null;
  const attempts = demo.attempts.value;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Effects" />
      <Panel
        title="Effect interpreter"
        description="Effects are values; createInterpreter runs them. A run is suspended until it ends in success, error or cancelled."
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {demo.scenarios.map((s) => (
            <div key={s.id} className="rounded-lg border border-stone-200 p-3">
              <Button onClick={() => demo.start(s)}>{s.label}</Button>
              <p className="mt-1 text-xs text-stone-600">{s.description}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 rounded-lg border border-stone-200 p-4" aria-live="polite">
          {current && result ? (
            <>
              <p className="text-sm">
                {current.scenario.label}:{' '}
                <span
                  data-testid="effect-status"
                  className={cn('rounded px-2 py-0.5 font-semibold', STATUS_STYLE[result.status])}
                >
                  {result.status}
                </span>
              </p>
              {result.status === 'success' && (
                <p className="mt-2 text-sm" data-testid="effect-value">
                  {describeValue(result.value)}
                </p>
              )}
              {result.status === 'error' && (
                <p className="mt-2 text-sm text-red-800" data-testid="effect-error">
                  {result.error}
                </p>
              )}
              {attempts.length > 0 && (
                <p className="mt-2 text-xs text-stone-600">{attempts.join(' · ')}</p>
              )}
            </>
          ) : (
            <p className="text-sm text-stone-600">Pick an effect to run.</p>
          )}
          <Button
            className="mt-3"
            disabled={result?.status !== 'suspended'}
            onClick={() => current?.run.cancel()}
          >
            Cancel
          </Button>
        </div>
      </Panel>
      <CodeExcerpt source={source} region="scenarios" />
    </div>
  );
});
