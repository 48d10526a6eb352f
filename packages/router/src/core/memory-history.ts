/*
 * An in-memory session history (see ./history.ts for the interface and the browser's).
 */
import { newKey, toLocation, type RouterHistory } from './history.ts';
import type { RouterLocation } from './location.ts';

/**
 * An in-memory history, for tests and hosts without a DOM; `go` notifies listeners
 * synchronously. Starts at the last of `initial` (default `['/']`); `entries` shows the stack.
 *
 * @example
 * ```ts
 * const history = createMemoryHistory(['/', '/products']);
 * const router = createRouter({ routes, history });
 * router.back(); // router.location.value?.pathname === '/'
 * ```
 */
export function createMemoryHistory(
  initial: string[] = ['/'],
): RouterHistory & { readonly entries: RouterLocation[] } {
  const listeners = new Set<(location: RouterLocation, delta: number) => void>();
  const entries = initial.map((href, idx) => toLocation(href, { usr: null, key: newKey(), idx }));
  let index = entries.length - 1;

  const move = (delta: number, notify: boolean) => {
    const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
    const moved = target - index;
    if (!moved) return;
    index = target;
    if (notify) for (const listener of [...listeners]) listener(entries[index]!, moved);
  };

  return {
    entries,
    get location() {
      return entries[index]!;
    },
    push(href, state) {
      entries.splice(
        index + 1,
        entries.length,
        toLocation(href, { usr: state ?? null, key: newKey(), idx: index + 1 }),
      );
      index++;
    },
    replace(href, state) {
      entries[index] = toLocation(href, { usr: state ?? null, key: newKey(), idx: index });
    },
    go: (delta) => move(delta, true),
    revert: (delta) => move(-delta, false),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
    },
  };
}
