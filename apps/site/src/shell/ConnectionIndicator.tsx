import { computed } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import { cx } from '../ui/cx.ts';
import { isOnline, isServiceWorkerReady } from '../lib/connection.ts';

const workerBuilt = import.meta.env.PROD && import.meta.env.VITE_DISABLE_SW !== 'true';
const workerSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const workerStarting = computed(() => workerSupported && !isServiceWorkerReady.value);

/**
 * Online/offline dot, plus "SW..." while the service worker is still starting. A page
 * rendered ahead of time shows, and hydrates, an online page whose worker is starting: the
 * browser's own state follows at once.
 */
export function ConnectionIndicator() {
  const online = useValue(isOnline, { serverValue: true });
  const starting = useValue(workerStarting, { serverValue: true });
  return (
    <span className="flex items-center gap-1.5 text-xs" data-testid="connection">
      <span
        aria-hidden="true"
        className={cx('h-2 w-2 rounded-full', online ? 'bg-green-600' : 'bg-red-600')}
      />
      {online ? 'Online' : 'Offline'}
      {/* The slot stays once the worker is ready, so the header items after it never move. */}
      {workerBuilt && (
        <span
          className="inline-block w-8 text-stone-500"
          title={starting ? 'The service worker is starting' : undefined}
        >
          {starting && 'SW...'}
        </span>
      )}
    </span>
  );
}
