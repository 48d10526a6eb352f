export {
  batch,
  computed,
  effect,
  effectScope,
  isSignal,
  signal,
  untracked,
  type Dispose,
  type EffectCleanup,
  type EffectFn,
  type ReadonlySignal,
  type Signal,
  type SignalOptions,
} from './core/api.ts';
export { afterHydration, endHydration } from './core/hydration.ts';
