/*
 * Effect errors with @tendril/signals/effect: a failing effect never throws, it ends with
 * { status: 'error', error } (a thrown error or rejection becomes its message); retry() runs
 * it again with backoff before giving up, and the run's result is a signal to render.
 */
import {
  createInterpreter,
  retry,
  task,
  type EffectResult,
  type EffectRun,
} from '@tendril/signals/effect';
import { useValue } from '@tendril/signals/react';
import { signal, type ReadonlySignal } from '@tendril/signals';
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorPanel } from '../../../../ui/ErrorPanel.tsx';

const interpreter = createInterpreter();
type Shown = EffectResult<string> | { status: 'idle' };
const IDLE: ReadonlySignal<Shown> = signal<Shown>({ status: 'idle' });

export default function EffectErrorExample() {
  const [attempts, setAttempts] = useState(0);
  const [run, setRun] = useState<EffectRun<string>>();
  const result = useValue<Shown>(run?.result ?? IDLE);

  const start = (failTimes: number) => {
    let tries = 0;
    const save = task(async () => {
      tries++;
      setAttempts(tries);
      if (tries <= failTimes) throw new Error(`Save failed (attempt ${tries})`);
      return `Saved after ${tries} attempt${tries === 1 ? '' : 's'}`;
    });
    // Two retries, 200 ms then 400 ms apart.
    setRun(interpreter.start(retry(save, { retries: 2, delay: 200 })));
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => start(1)}>Save (fails once)</Button>
        <Button onClick={() => start(5)}>Save (always fails)</Button>
      </div>
      <p role="status" className="text-sm">
        {result.status === 'idle' && 'Not saved yet.'}
        {result.status === 'suspended' && `Saving… attempt ${attempts}`}
        {result.status === 'success' && result.value}
      </p>
      {result.status === 'error' && (
        <ErrorPanel
          title="Error saving"
          message={result.error}
          onRetry={() => start(0)}
          titleAs="h3"
        />
      )}
    </div>
  );
}
