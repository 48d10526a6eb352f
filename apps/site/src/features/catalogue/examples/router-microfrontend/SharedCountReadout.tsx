import { useValue } from '@tendril/signals/react';
import { sharedCount } from '../../../../lib/shared-count.ts';

/**
 * The host signal the site lends the notes app. The app shows it and writes it with the
 * host's own signals module, so a write on either side shows on both.
 */
export default function SharedCountReadout() {
  const count = useValue(sharedCount);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status">Shared count (read in the docs): {count}</p>
      <button
        type="button"
        className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100"
        onClick={() => sharedCount.value++}
      >
        Add one from the docs
      </button>
    </div>
  );
}
