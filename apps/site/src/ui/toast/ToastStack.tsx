import { useValue } from '@tendril/signals/react';
import { Suspense } from 'react';
import { toasts } from '../../lib/toast-store.ts';
import { lazyNamed } from '../lazy-named.ts';

// The cards' code arrives with the first toast; the live regions are there from the start, so
// a screen reader announces that toast.
const ToastCard = lazyNamed(() => import('./ToastCard.tsx'), 'ToastCard');

/** The toast stack: polite announcements for success/info, assertive for errors. */
export function ToastStack() {
  const items = useValue(toasts);
  return (
    // Placed by its top edge and lifted by its own height, so it still sits 5rem above the
    // bottom: growing as a toast arrives then moves no box (a shift the browser would count).
    <div className="pointer-events-none fixed top-[calc(100%-5rem)] right-4 z-[1100] flex w-80 max-w-[calc(100vw-2rem)] -translate-y-full flex-col gap-2">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {items
          .filter((t) => t.type !== 'error')
          .map((t) => (
            <Suspense key={t.id} fallback={null}>
              <ToastCard {...t} />
            </Suspense>
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {items
          .filter((t) => t.type === 'error')
          .map((t) => (
            <Suspense key={t.id} fallback={null}>
              <ToastCard {...t} />
            </Suspense>
          ))}
      </div>
    </div>
  );
}
