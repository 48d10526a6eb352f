import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `false` while React hydrates HTML rendered ahead of time (build/prerender.ts), whose
 * handlers are not attached yet, then `true`; `true` at once in a page rendered in the
 * browser. React reads the third function when it hydrates, the second otherwise.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
