/*
 * The JS heap as a signal: watchHeap() reads performance.memory every second (Chromium only)
 * and flags it over 50 MB. Allocate holds 20 MB more in memory, Release lets it go; the
 * reading follows on the next tick (after a garbage collection for Release).
 */
import { watchHeap } from '@tendril/router/performance';
import { useValue } from '@tendril/signals/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';

const CHUNK = 20 * 1024 * 1024;

export default function HeapExample() {
  const [heap] = useState(() => watchHeap());
  useEffect(() => heap.dispose, [heap]);
  // A page rendered ahead of time has no heap to read: null until hydrated.
  const reading = useValue(heap, { serverValue: null });
  const held = useRef<Float64Array[]>([]);
  const [heldMB, setHeldMB] = useState(0);

  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" className={reading?.high ? 'text-sm font-semibold text-red-800' : 'text-sm'}>
        {reading === null
          ? 'Reading the JS heap…'
          : reading
            ? `JS heap: ${reading.usedMB.toFixed(1)} MB${reading.high ? ' (warning: over 50 MB)' : ''}`
            : 'This browser does not expose the JS heap size.'}
      </p>
      <p className="text-sm">Held by this example: {heldMB} MB</p>
      <div className="flex gap-2">
        <Button
          onClick={() => {
            // Filled, so the memory is really committed.
            held.current.push(new Float64Array(CHUNK / 8).fill(1));
            setHeldMB(held.current.length * 20);
          }}
        >
          Allocate 20 MB
        </Button>
        <Button
          onClick={() => {
            held.current = [];
            setHeldMB(0);
          }}
          disabled={heldMB === 0}
        >
          Release
        </Button>
      </div>
    </div>
  );
}
