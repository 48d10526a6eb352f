import { useValue } from '@tendril/signals/react';
import { cx } from '../cx.ts';
import { dismissToast, toasts, type ToastType } from '../../lib/toast-store.ts';

const STYLES: Record<ToastType, string> = {
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
  info: 'border-sky-700 bg-sky-50 text-sky-950',
};

const ICONS: Record<ToastType, string> = { success: '✓', error: '!', info: 'i' };

const NO_TOASTS: readonly [] = [];

/** The toast stack: polite announcements for success/info, assertive for errors. */
export function ToastStack() {
  // Its code arrives after the first paint: a page rendered ahead of time (with no toasts)
  // hydrates it empty, then shows any raised meanwhile.
  const items = useValue(toasts, { serverValue: NO_TOASTS });
  return (
    // Placed by its top edge and lifted by its own height, so it still sits 5rem above the
    // bottom: growing as a toast arrives then moves no box (a shift the browser would count).
    <div className="pointer-events-none fixed top-[calc(100%-5rem)] right-4 z-[1100] flex w-80 max-w-[calc(100vw-2rem)] -translate-y-full flex-col gap-2">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {items
          .filter((t) => t.type !== 'error')
          .map((t) => (
            <ToastCard key={t.id} {...t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {items
          .filter((t) => t.type === 'error')
          .map((t) => (
            <ToastCard key={t.id} {...t} />
          ))}
      </div>
    </div>
  );
}

/** Props of `ToastCard`: the toast it shows. */
export interface ToastCardProps {
  id: number;
  type: ToastType;
  message: string;
  /** A button that runs `onClick` and dismisses the toast. @default undefined */
  action?: { label: string; onClick: () => void } | undefined;
}

/** One toast: an icon for its type, the message, its action and a Dismiss (×) button. */
export function ToastCard({ id, type, message, action }: ToastCardProps) {
  return (
    <div
      data-testid="toast"
      data-type={type}
      className={cx(
        'pointer-events-auto flex items-start gap-2 rounded-lg border-l-4 p-3 text-sm shadow-md',
        STYLES[type],
      )}
    >
      <span aria-hidden="true" className="font-bold">
        {ICONS[type]}
      </span>
      <p className="flex-1">{message}</p>
      {action && (
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            action.onClick();
            dismissToast(id);
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Dismiss notification"
        className="px-1 leading-none opacity-70 hover:opacity-100"
        onClick={() => dismissToast(id)}
      >
        ×
      </button>
    </div>
  );
}
