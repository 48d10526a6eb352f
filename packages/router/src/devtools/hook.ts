/*
 * The signals devtools hook, on its own subpath (`@tendril/router/devtools/hook`) so an app can
 * install it first thing at almost no cost. `installSignalsHook` puts a hook on
 * `globalThis.__TENDRIL_SIGNALS_DEVTOOLS__`; from then on every signal or computed created with
 * a `name` is remembered through a `WeakRef` (listing it never keeps it alive), in the hook's
 * own `nodes` array, where the Signals tab reads it. Signals created before the hook is
 * installed are not listed: install it before the app's modules create theirs (the devtools
 * launcher also installs it when its module loads, which may be too late for some).
 */
import type { ReadonlySignal } from '@tendril/signals';
import type { DevtoolsHook } from '@tendril/signals/devtools';

/** The installed hook, with the named nodes it has seen. */
export type RecordingHook = DevtoolsHook & { readonly nodes: WeakRef<ReadonlySignal<unknown>>[] };

/** The hook on globalThis, if any. */
export const installedHook = (): RecordingHook | undefined =>
  (globalThis as { __TENDRIL_SIGNALS_DEVTOOLS__?: RecordingHook }).__TENDRIL_SIGNALS_DEVTOOLS__;

/**
 * Installs the signals devtools hook (once; later calls, or a hook already there, are left
 * alone). Cheap: one `WeakRef` per *named* signal, nothing for unnamed ones.
 *
 * @example
 * ```ts
 * // main.ts, imported before any module that creates signals
 * import { installSignalsHook } from '@tendril/router/devtools/hook';
 * installSignalsHook();
 * ```
 */
export function installSignalsHook(): void {
  const nodes: WeakRef<ReadonlySignal<unknown>>[] = [];
  (globalThis as { __TENDRIL_SIGNALS_DEVTOOLS__?: RecordingHook }).__TENDRIL_SIGNALS_DEVTOOLS__ ??=
    Object.assign((node: ReadonlySignal<unknown>) => void nodes.push(new WeakRef(node)), {
      nodes,
    });
}
