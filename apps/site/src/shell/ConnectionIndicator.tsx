import { useValue } from '@tendril/signals/react';
import { cx } from '../ui/cx.ts';
import { isOnline, isServiceWorkerReady } from '../lib/connection.ts';

const workerExpected =
  import.meta.env.PROD &&
  import.meta.env.VITE_DISABLE_SW !== 'true' &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator;

/** Online/offline dot, plus "SW..." while the service worker is still starting. */
export function ConnectionIndicator() {
  const online = useValue(isOnline);
  const workerReady = useValue(isServiceWorkerReady);
  return (
    <span className="flex items-center gap-1.5 text-xs" data-testid="connection">
      <span
        aria-hidden="true"
        className={cx('h-2 w-2 rounded-full', online ? 'bg-green-600' : 'bg-red-600')}
      />
      {online ? 'Online' : 'Offline'}
      {/* The slot stays once the worker is ready, so the header items after it never move. */}
      {workerExpected && (
        <span
          className="inline-block w-8 text-stone-500"
          title={workerReady ? undefined : 'The service worker is starting'}
        >
          {!workerReady && 'SW...'}
        </span>
      )}
    </span>
  );
}
