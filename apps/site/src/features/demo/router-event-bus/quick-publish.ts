import type { Bus } from '@tendril/signals/bus';

/** What the quick-publish buttons send, one burst per button. */
export const QUICK_EVENTS: Record<string, readonly [subject: string, data: unknown][]> = {
  'User events': [
    ['user.created', { id: 1, name: 'Ada' }],
    ['user.updated', { id: 1, name: 'Ada Lovelace' }],
    ['user.a.b', { nested: true }],
  ],
  'Order events': [
    ['order.created', { id: 7, total: 42 }],
    ['order.7.paid', { total: 42 }],
  ],
};

/** Pause between two quick publishes, so each event is seen arriving on its own. */
export const QUICK_PUBLISH_DELAY_MS = 100;

/**
 * Publishes `events` one by one with `delayMs` between them; stops early when `signal`
 * aborts (the page was left). Resolves once done.
 */
export async function publishSpaced(
  bus: Bus,
  events: readonly (readonly [string, unknown])[],
  signal: AbortSignal,
  delayMs = QUICK_PUBLISH_DELAY_MS,
): Promise<void> {
  for (let i = 0; i < events.length; i++) {
    if (signal.aborted) return;
    if (i > 0)
      await new Promise<void>((resolve) => {
        const onAbort = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, delayMs);
        signal.addEventListener('abort', onAbort);
      });
    if (signal.aborted) return;
    const [subject, data] = events[i]!;
    bus.publish(subject, data);
  }
}
