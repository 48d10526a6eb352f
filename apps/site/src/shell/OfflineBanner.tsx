import { useValue } from '@tendril/signals/react';
import { isOnline } from '../lib/connection.ts';

/** The shell's offline banner. */
export function OfflineBanner() {
  // A page rendered ahead of time shows no banner: hydrate as that, then show the live state.
  const online = useValue(isOnline, { serverValue: true });
  if (online) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
    >
      You're offline - App continues to work with cached data
    </div>
  );
}
