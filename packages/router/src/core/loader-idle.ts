import type { LoaderState } from './loaders.ts';

/**
 * A loader's state before it has run. Its own module, so the router's stand-in registry can
 * use it without bringing the registry's code onto the first load.
 */
export const IDLE_LOADER: LoaderState = {
  status: 'idle',
  data: undefined,
  error: undefined,
  stale: false,
  key: undefined,
  updatedAt: undefined,
  attempt: 0,
  maxAttempts: 0,
};
