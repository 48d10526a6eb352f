/*
 * Development only (index.ts loads it behind `process.env.NODE_ENV !== 'production'`):
 * warn when a component reads `.value` during a render that no tracker watches, because
 * that component silently stops updating. The core has no hook for "a read with no
 * subscriber", so this wraps the `value` getters of signals and computeds:
 * - React is rendering a component when its hooks dispatcher (`H` in its internals) is a real
 *   one. Between renders React leaves a "context only" dispatcher there whose hooks are all
 *   the same throwing function, so `useState === useEffect` tells the two apart.
 * - The read is tracked when an observer render runs, or when a computed or effect that is
 *   running right now (flag RUNNING of core/graph.ts) is linked to the node.
 * - `peek()` on a computed reads `.value` untracked on purpose: it is not reported.
 * It warns once per component and signal. The component's name comes from React's development
 * build (its async dispatcher knows the fiber being rendered), else from the stack, whose
 * frame names the function that read: a helper called by the component, not always it.
 */
// A named import, not `import * as React`: a namespace import of React (CommonJS) makes
// bundlers add interop helpers to the app's main chunk even when this file is dropped.
// @ts-expect-error -- React's internals are not in its types.
import { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as reactInternals } from 'react';
import { computed, signal, type ReadonlySignal } from '../index.ts';
import { RUNNING, type ReactiveNode } from '../core/graph.ts';
import { rendering } from './rendering.ts';

type Hooks = { useState: unknown; useEffect: unknown } | null;
type Owner = { type?: unknown } | null;
const internals = reactInternals as
  { H?: Hooks; A?: { getOwner?: () => Owner } | null } | undefined;
const warned = new Set<string>();
let peeking = 0;

function tracked(node: ReactiveNode): boolean {
  for (let l = node.subs; l !== undefined; l = l.nextSub) if (l.sub.flags & RUNNING) return true;
  return false;
}

/** A component type's name: a function's, or the one a memo or forwardRef wraps. */
function nameOf(type: unknown): string | undefined {
  if (typeof type === 'function') {
    return (type as { displayName?: string }).displayName || type.name || undefined;
  }
  if (type && typeof type === 'object') {
    const t = type as { displayName?: string; type?: unknown; render?: unknown };
    return t.displayName || nameOf(t.type) || nameOf(t.render);
  }
  return undefined;
}

function readerName(): string | undefined {
  const owner = nameOf(internals?.A?.getOwner?.()?.type);
  if (owner) return owner;
  // Frame 0 is "Error", 1 this function, 2 the check, 3 the getter, 4 the reader.
  const frame = new Error().stack?.split('\n')[4] ?? '';
  return /at (?:Object\.)?([\w$]+)/.exec(frame)?.[1] ?? /^([\w$]+)@/.exec(frame)?.[1];
}

function check(node: ReadonlySignal<unknown>): void {
  const hooks = internals?.H;
  if (peeking || rendering || !hooks || hooks.useState === hooks.useEffect) return;
  if (tracked(node as unknown as ReactiveNode)) return;
  const component = readerName();
  const label = node.name ? `"${node.name}"` : 'a signal (no name)';
  const key = `${component}|${label}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `[tendril] <${component ?? 'Unknown'}> read ${label} with .value during render, but no ` +
      `tracker watches this render: it will not re-render when the value changes. Wrap the ` +
      `component in observer(), or read it with useValue().`,
  );
}

function wrap(proto: object): void {
  const d = Object.getOwnPropertyDescriptor(proto, 'value')!;
  const get = d.get!;
  Object.defineProperty(proto, 'value', {
    ...d,
    get(this: ReadonlySignal<unknown>) {
      const value: unknown = get.call(this);
      check(this);
      return value;
    },
  });
}

/** Installs the check once, on the shared prototypes of signals and computeds. */
export function installDevWarning(): void {
  const s = Object.getPrototypeOf(signal(0)) as object;
  const c = Object.getPrototypeOf(computed(() => 0)) as { peek(): unknown };
  if ((c as { _tendrilDev?: true })._tendrilDev) return;
  (c as { _tendrilDev?: true })._tendrilDev = true;
  wrap(s);
  wrap(c);
  const peek = c.peek;
  c.peek = function (this: unknown) {
    peeking++;
    try {
      return peek.call(this);
    } finally {
      peeking--;
    }
  };
}
