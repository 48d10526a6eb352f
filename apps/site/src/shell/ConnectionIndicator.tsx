import { computed } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import { cx } from '../ui/cx.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { isOnline, isServiceWorkerReady } from '../lib/connection.ts';

const workerBuilt = import.meta.env.PROD && import.meta.env.VITE_DISABLE_SW !== 'true';
const workerSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const workerStarting = computed(() => workerSupported && !isServiceWorkerReady.value);

/**
 * Online/offline dot, plus "SW..." while the service worker is still starting. Only the browser
 * knows either, so HTML rendered ahead of time (and a page that runs no script) carries neither:
 * the slots keep their size, empty, and the status appears once the page has hydrated.
 */
export function ConnectionIndicator() {
  const known = useHydrated();
  const online = useValue(isOnline, { serverValue: true });
  const starting = useValue(workerStarting, { serverValue: true });
  return (
    <span className="flex items-center gap-1.5 text-xs noscript:hidden" data-testid="connection">
      <span
        aria-hidden="true"
        className={cx(
          'h-2 w-2 rounded-full',
          !known ? 'bg-stone-300' : online ? 'bg-green-600' : 'bg-red-600',
        )}
      />
      {/* As wide as "Offline", the longer word, so nothing after it moves when it appears. */}
      <span className="inline-block min-w-[3.25em]">
        {known && (online ? 'Online' : 'Offline')}
      </span>
      {/* The slot stays once the worker is ready, so the header items after it never move. */}
      {workerBuilt && (
        <span
          className="inline-block w-8 text-stone-500"
          title={known && starting ? 'The service worker is starting' : undefined}
        >
          {known && starting && 'SW...'}
        </span>
      )}
    </span>
  );
}
