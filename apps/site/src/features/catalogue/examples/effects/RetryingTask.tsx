import { useRef, useState } from 'react';
import type { ReadonlySignal } from '@tendril/signals';
import { createInterpreter, retry, task, type EffectResult } from '@tendril/signals/effect';
import { useValue } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

const interpreter = createInterpreter();

/** A flaky task that fails twice, described once and retried with backoff by the interpreter. */
function flakyTask(attempts: { count: number }) {
  return task(async () => {
    attempts.count++;
    if (attempts.count < 3) throw new Error(`Attempt ${attempts.count} failed`);
    return `Loaded on attempt ${attempts.count}`;
  });
}

function Status({ result }: { result: ReadonlySignal<EffectResult<string>> }) {
  const r = useValue(result);
  return (
    <p role="status">
      {r.status === 'success' ? r.value : r.status === 'error' ? `Error: ${r.error}` : r.status}
    </p>
  );
}

export default function RetryingTask() {
  const [run, setRun] = useState<{ result: ReadonlySignal<EffectResult<string>> } | null>(null);
  const cancel = useRef<() => void>(() => {});
  const start = () => {
    cancel.current();
    // Up to 3 retries, waiting 200 ms, then 400 ms.
    const started = interpreter.start(retry(flakyTask({ count: 0 }), { delay: 200 }));
    cancel.current = started.cancel;
    setRun(started);
  };
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Button variant="primary" onClick={start}>
          Run flaky task
        </Button>
        <Button onClick={() => cancel.current()}>Cancel</Button>
      </div>
      {run ? <Status result={run.result} /> : <p>Not run yet.</p>}
    </div>
  );
}
