/*
 * Toasts: showToast (or toast.success / .error / .info) adds one to the site's stack, which
 * the shell renders in the corner (errors announced assertively, the rest politely). Each
 * goes after 3000 ms by default; a duration of 0 keeps it until dismissed.
 */
import { useValue } from '@tendril/signals/react';
import { dismissToast, showToast, toast, toasts } from '../../../../lib/toast-store.ts';
import { Button } from '../../../../ui/Button.tsx';

export default function ToastExample() {
  const shown = useValue(toasts);
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => toast.success('Synced with server!')}>Success</Button>
        <Button onClick={() => toast.info("You're offline. App will continue to work!")}>
          Info
        </Button>
        <Button onClick={() => toast.error('Network error')}>Error</Button>
        <Button
          onClick={() =>
            showToast('info', 'Item removed', {
              duration: 0,
              action: { label: 'Undo', onClick: () => toast.success('Restored') },
            })
          }
        >
          Sticky, with Undo
        </Button>
      </div>
      <p role="status" className="text-sm">
        Toasts showing: {shown.length}
      </p>
      <Button onClick={() => shown.forEach((t) => dismissToast(t.id))} disabled={!shown.length}>
        Dismiss all
      </Button>
    </div>
  );
}
