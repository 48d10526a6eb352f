/*
 * React bindings over useSyncExternalStore: no compiler transform, no patched React.
 *
 * The recommended idiom is `observer(Component)`: one tracker per component (one graph
 * effect, one useSyncExternalStore subscription), whatever the render reads with `.value`.
 * Its shape follows mobx-react-lite's `observer` (a wrapper brackets the render exactly, so
 * nothing read by another component is attributed to this one); see ./tracker.ts for how it
 * tracks and the package README for why not a `useSignals()` call as in @preact/signals-react.
 * `useValue` remains for components that are not wrapped. Every subscription is an effect
 * disposed when the component unmounts, so an unmounted component leaves no subscriber.
 * useComputed and useSignal follow Preact Signals' hooks of the same names.
 */
import { installDevWarning } from './dev.ts';

// A barrel with no code of its own: an app bundles only what it uses, and a bundler can place
// observer (with its tracker) in the chunks that use it rather than where the hooks go.
export {
  useComputed,
  useSignal,
  useSignalEffect,
  useValue,
  type UseValueOptions,
} from './hooks.ts';
export { observer } from './observer.ts';

if (process.env.NODE_ENV !== 'production') installDevWarning();
