/*
 * The hydration phase: while a page rendered on a server is being hydrated, its first client
 * render must show what the server's HTML shows, so state only the browser knows (storage,
 * `navigator`) is applied only once hydration is done. A page hydrates when its document holds
 * an element marked `data-server-rendered`: Vue 2's published convention for the same purpose
 * (its server renderer marks the app's root so, and its client hydrates a root so marked and
 * removes the mark). Ending the phase
 * removes the mark too, so the state lives in the document: every copy of this package agrees,
 * and HTML rendered on a server that arrives later (an island) starts a phase of its own.
 * The React bindings end the phase once what they hydrated has committed; other apps call
 * `endHydration()` themselves.
 */
import { batch } from './api.ts';

// What waits for the end of the phase, in the order it asked.
let queue: (() => void)[] = [];

/** The marked elements: HTML rendered on a server that is still being hydrated. */
const marked = (): ArrayLike<Element> =>
  typeof document == 'undefined' ? [] : document.querySelectorAll('[data-server-rendered]');

/**
 * Runs `fn` now, or, while the page is hydrating, once hydration is done (all waiting functions
 * run together, in one `batch`, in the order they were given). The page is hydrating while its
 * document holds an element marked `data-server-rendered` (the root the server rendered into)
 * and `endHydration` has not run; without a `document` (on a server, in tests without a DOM)
 * it never is. Use it to apply a value only the browser has, so that hydration renders what the
 * server rendered and the next render shows the browser's value.
 *
 * @param fn - the work to run; what it writes re-renders the components that read it.
 * @example
 * ```ts
 * // The server's HTML says "online"; once hydrated, the page shows the browser's answer.
 * const online = signal(true);
 * afterHydration(() => (online.value = navigator.onLine));
 * addEventListener('online', () => (online.value = true));
 * addEventListener('offline', () => (online.value = false));
 * ```
 */
export function afterHydration(fn: () => void): void {
  if (marked().length) queue.push(fn);
  else fn();
}

/**
 * Ends the hydration phase: removes every `data-server-rendered` mark and runs what
 * `afterHydration` deferred, in one `batch`. Idempotent: a second call finds nothing to run.
 * `@tendril/signals/react` calls it once what its components hydrated has committed and the
 * page is idle; call it yourself when no React binding hydrates (another framework, plain DOM
 * code) or when a marked page is rendered afresh instead of hydrated (`createRoot`). A function
 * that throws stops none of the others; the error is thrown once all have run (an
 * `AggregateError` when several threw).
 *
 * @example
 * ```ts
 * if (canHydrate) hydrateRoot(root, app); // the bindings end the phase
 * else {
 *   endHydration(); // stored values apply before the first render
 *   createRoot(root).render(app);
 * }
 * ```
 */
export function endHydration(): void {
  for (const el of Array.from(marked())) el.removeAttribute('data-server-rendered');
  const waiting = queue;
  queue = [];
  const errors: unknown[] = [];
  batch(() => {
    for (const fn of waiting) {
      try {
        fn();
      } catch (error) {
        errors.push(error);
      }
    }
  });
  if (errors.length) throw errors.length > 1 ? new AggregateError(errors) : errors[0];
}
