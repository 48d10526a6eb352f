import { useValue } from '@tendril/signals/react';
import type { NotesHost } from './host.ts';

/** The host's signal, read and written from inside the micro app. */
export function SharedCount({ host }: { host: NotesHost }) {
  const count = useValue(host.sharedCount);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm">
      <span data-testid="micro-shared-count">Shared count (read in the micro app): {count}</span>
      <button
        type="button"
        className="rounded-md border border-emerald-700 px-3 py-1 font-medium text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
        onClick={() => host.sharedCount.value++}
      >
        Add one from the micro app
      </button>
    </div>
  );
}
