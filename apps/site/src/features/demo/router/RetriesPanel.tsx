import { useEffect, useId, useState } from 'react';
import { useLoader, useRouter } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { UNEXPECTED_ERROR } from '../../../lib/error-message.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { ensureRegistry, reportLoader, simulatedFailures } from './report-loader.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';

const FAILURES: readonly [number, string][] = [
  [0, 'None'],
  [1, 'The first attempt'],
  [2, 'The first two attempts'],
  [4, 'Every attempt'],
];

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

function ReportStatus() {
  const report = useLoader(reportLoader, { params: {} });
  const { status, attempt, maxAttempts, data, error } = report;
  const how = attempt ? `on attempt ${attempt} of ${maxAttempts}` : 'from the cache';
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="primary" disabled={status === 'loading'} onClick={report.reload}>
        Load the report
      </Button>
      <div role="status" data-testid="report-status" className="text-sm">
        {status === 'idle' && 'Not loaded yet.'}
        {status === 'loading' &&
          (attempt > 1
            ? `Retrying (attempt ${attempt} of ${maxAttempts})… ${error?.message ?? ''}`
            : `Loading… attempt ${attempt} of ${maxAttempts}`)}
        {status === 'success' && data && `Loaded ${how} at ${timeFormat.format(data.loadedAt)}.`}
      </div>
      {status === 'error' && (
        <ErrorPanel
          message={`${error?.message || UNEXPECTED_ERROR} (attempt ${attempt} of ${maxAttempts})`}
          onRetry={report.reload}
          titleAs="p"
        />
      )}
    </div>
  );
}

/** A loader on the router's registry that fails on demand, to watch it retry. */
export function RetriesPanel() {
  const router = useRouter();
  const [setup, setSetup] = useState<'loading' | 'ready' | 'error'>('loading');
  const [tries, setTries] = useState(0);
  const failures = useValue(simulatedFailures);
  const selectId = useId();
  useEffect(() => {
    let live = true;
    // Fails only when the registry's code cannot be fetched (offline, not cached).
    ensureRegistry(router).then(
      () => live && setSetup('ready'),
      () => live && setSetup('error'),
    );
    return () => {
      live = false;
    };
  }, [router, tries]);
  return (
    <Panel
      title="Loader retries"
      description="A loader retries a failed attempt 3 times, waiting 1 s, then 2 s, then 4 s, and says which attempt it is on and why the last one failed. Open the devtools (Alt+Shift+D), Loaders tab, to watch it."
    >
      <label htmlFor={selectId} className="block text-sm font-medium">
        Simulated failures
      </label>
      <select
        id={selectId}
        value={failures}
        onChange={(e) => (simulatedFailures.value = Number(e.currentTarget.value))}
        className="mt-1 mb-4 rounded-lg border border-stone-300 p-1.5 text-sm"
      >
        {FAILURES.map(([count, label]) => (
          <option key={count} value={count}>
            {label}
          </option>
        ))}
      </select>
      {setup === 'ready' && <ReportStatus />}
      {setup === 'loading' && <LoadingStatus>Loading the loader…</LoadingStatus>}
      {setup === 'error' && (
        <ErrorPanel
          message={null}
          onRetry={() => {
            setSetup('loading');
            setTries((n) => n + 1);
          }}
          titleAs="p"
        />
      )}
    </Panel>
  );
}
