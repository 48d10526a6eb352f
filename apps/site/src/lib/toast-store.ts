/*
 * The toast stack (each toast: id, type, message, duration; default 3000 ms). Any feature
 * can raise a toast; the shell renders the stack and announces it to screen readers.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  action?: ToastAction;
}

const DEFAULT_TOAST_MS = 3000;
const MAX_TOASTS = 5;

const list = signal<Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export const toasts: ReadonlySignal<Toast[]> = list;

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  list.value = list.peek().filter((t) => t.id !== id);
}

/** Shows a toast; a duration of 0 keeps it until dismissed. Returns its id. */
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

export const toast = {
  success: (message: string, options?: { duration?: number; action?: ToastAction }) =>
    showToast('success', message, options),
  error: (message: string, options?: { duration?: number; action?: ToastAction }) =>
    showToast('error', message, options),
  info: (message: string, options?: { duration?: number; action?: ToastAction }) =>
    showToast('info', message, options),
};
