/*
 * The shared scope: the modules a host lends to the micro apps it mounts, so an app built on
 * its own uses the host's React, signals and router instead of bundling second copies (two
 * Reacts break hooks; two signal graphs never see each other's writes; two routers fight
 * over history).
 *
 * The contract, in the spirit of Module Federation's share scope:
 *  - the host calls `provideShared({ react: React, ... })` with module namespaces, keyed by
 *    the exact specifiers the apps import, before it imports any app;
 *  - an app is built with `sharedImports(ids)` (`@tendril/router/microfrontend/build`): its
 *    imports of those specifiers are left out of its bundle and read from the scope when the
 *    bundle is evaluated, each checked for the names the app uses.
 * The scope lives on `globalThis` under `Symbol.for(SHARED_SCOPE_KEY)`: an ES module cannot
 * be handed arguments when imported, and a separately built bundle shares nothing else with
 * the host. A well-known symbol keeps it off the string-keyed globals.
 */

/**
 * The `Symbol.for` key the shared scope lives under on `globalThis`.
 *
 * @example
 * ```ts
 * const scope = (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_SCOPE_KEY)];
 * ```
 */
export const SHARED_SCOPE_KEY = 'tendril.microfrontend.shared';

/**
 * The modules a host shares: module namespaces (or any objects holding the named exports)
 * keyed by the specifier an app imports them by.
 *
 * @example
 * ```ts
 * import * as React from 'react';
 * import * as signals from '@tendril/signals';
 * const shared: SharedModules = { react: React, '@tendril/signals': signals };
 * ```
 */
export type SharedModules = Readonly<Record<string, object>>;

type ScopeHolder = { [key: symbol]: Record<string, object> | undefined };

function scope(): Record<string, object> {
  const holder = globalThis as unknown as ScopeHolder;
  // No prototype: a specifier such as 'constructor' must not find a built-in.
  return (holder[Symbol.for(SHARED_SCOPE_KEY)] ??= Object.create(null) as Record<string, object>);
}

/**
 * Shares modules with the micro apps mounted after this call (merged over what was shared
 * before, so a specifier can be given again, e.g. by a test). Call it before loading an app:
 * the app reads the scope while its bundle is evaluated.
 *
 * @example
 * ```ts
 * import * as React from 'react';
 * import * as jsxRuntime from 'react/jsx-runtime';
 * import * as signals from '@tendril/signals';
 * provideShared({ react: React, 'react/jsx-runtime': jsxRuntime, '@tendril/signals': signals });
 * ```
 */
export function provideShared(modules: SharedModules): void {
  Object.assign(scope(), modules);
}

/**
 * A shared module by specifier, checked for the named exports a caller needs. Throws when the
 * host shares no such module, or it lacks one of the names: an app built against another
 * version fails with a clear message rather than with `undefined is not a function`.
 * (Bundles built with `sharedImports` carry their own copy of this check, since they import
 * nothing.)
 *
 * @example
 * ```ts
 * const { signal } = readShared('@tendril/signals', ['signal']) as typeof import('@tendril/signals');
 * ```
 */
export function readShared(id: string, names: readonly string[] = []): object {
  const module = scope()[id];
  if (!module) throw new Error(`The host shares no module "${id}" (see provideShared).`);
  for (const name of names)
    if (!(name in module)) throw new Error(`The host's shared "${id}" has no export "${name}".`);
  return module;
}
