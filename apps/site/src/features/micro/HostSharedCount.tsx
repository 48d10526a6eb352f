import { useValue } from '@tendril/signals/react';
import { Button } from '../../ui/Button.tsx';
import { sharedCount } from '../../lib/shared-count.ts';

/** The host's side of the shared signal: the notes app shows and writes the same one. */
export function HostSharedCount() {
  const count = useValue(sharedCount);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span data-testid="host-shared-count">Shared count (read in the host): {count}</span>
      <Button onClick={() => sharedCount.value++}>Add one from the host</Button>
    </div>
  );
}
