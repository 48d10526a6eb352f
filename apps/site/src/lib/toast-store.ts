/*
 * The toast stack (each toast: id, type, message, duration; default 3000 ms). Any feature
 * can raise a toast; the shell renders the stack and announces it to screen readers.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';

/** A toast's kind: errors are announced assertively, the others politely. */
export type ToastType = 'success' | 'error' | 'info';

/** A button on a toast (Undo, Refresh); clicking it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** One toast in the stack. */
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** How long it stays, in ms; 0 keeps it until dismissed. @default 3000 */
  duration: number;
  action?: ToastAction;
}

const DEFAULT_TOAST_MS = 3000;
const MAX_TOASTS = 5;

const list = signal<Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** The toasts shown, oldest first (at most 5: a sixth drops the oldest). */
export const toasts: ReadonlySignal<Toast[]> = list;

/** Removes a toast before its time. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  list.value = list.peek().filter((t) => t.id !== id);
}

/**
 * Shows a toast; a duration of 0 keeps it until dismissed. Returns its id.
 *
 * @param options - how long it stays and an optional action. @default { duration: 3000 }
 * @example
 * ```ts
 * showToast('success', 'Synced with server!');
 * const id = showToast('info', 'Saved', { duration: 0, action: { label: 'Undo', onClick: undo } });
 * ```
 */
export function showToast(
  type: ToastType,
  message: string,
  options: { duration?: number; action?: ToastAction } = {},
): number {
  const id = nextId++;
  const duration = options.duration ?? DEFAULT_TOAST_MS;
  const toast: Toast = {
    id,
    type,
    message,
    duration,
    ...(options.action ? { action: options.action } : {}),
  };
  const kept = list.peek().slice(-(MAX_TOASTS - 1));
  for (const dropped of list.peek().slice(0, -(MAX_TOASTS - 1) || undefined)) {
    if (!kept.includes(dropped)) dismissToast(dropped.id);
  }
  list.value = [...kept, toast];
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/**
 * Shorthands for `showToast` by type.
 *
 * @example
 * ```ts
 * toast.error('Network error');
 * ```
 */
export const toast = {
  success: (message: string, options?: { duration?: number; action?: ToastAction }) =>
    showToast('success', message, options),
  error: (message: string, options?: { duration?: number; action?: ToastAction }) =>
    showToast('error', message, options),
  info: (message: string, options?: { duration?: number; action?: ToastAction }) =>
    showToast('info', message, options),
};
