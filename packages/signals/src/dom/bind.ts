/*
 * Signals bound straight to an element: a ref callback keeps the element's text, or one of its
 * properties, equal to a signal by writing it when the signal changes. No component renders
 * again, so in a long list a changed label or a moved selection costs one DOM write, not a
 * row's render and reconciliation. The binding writes only what differs from the DOM: its first
 * run, when the element mounts (before the browser paints), writes nothing when the render
 * already gave the element its first value, as server-rendered HTML needs it to.
 */
import type { ReadonlySignal } from '../core/api.ts';
import { dispose, EffectNode, runEffect, WATCHING } from '../core/tracker.ts';

/** What a binding follows: a signal, or a function that reads signals (tracked as an effect is). */
export type BindSource<T> = ReadonlySignal<T> | (() => T);

/**
 * A ref callback: pass it to an element's `ref`, or call it with an element. Called with
 * `null` (React on unmount, Preact, or you) it unbinds.
 */
export type BindRef<E extends Element> = (el: E | null) => void;

/**
 * One bound element: an effect node whose body is the shared `write`, whose ref callback is
 * `attach` bound to it. It has no owner and no public stop function: the element's ref decides
 * its lifetime. Between an unbind and the next bind it is disposed (flags 0, no links) and
 * keeps its source, so React can hand it an element again.
 */
class Binding extends EffectNode {
  /** The bound element, or undefined while unbound. */
  declare el: Element | undefined;
  /** What the element follows: a signal, or a function tracked as an effect's is. */
  declare source: BindSource<unknown>;
  /** The element property written, or undefined for its text. */
  declare prop: string | undefined;

  constructor(source: BindSource<unknown>, prop: string | undefined) {
    super(write);
    // Not live until an element is attached.
    this.flags = 0;
    this.el = undefined;
    this.source = source;
    this.prop = prop;
  }
}

function write(this: Binding): void {
  const source = this.source;
  const value = typeof source === 'function' ? source() : source.value;
  const el = this.el as Element & Record<string, unknown>;
  const prop = this.prop;
  if (prop !== undefined) {
    if (el[prop] !== value) el[prop] = value;
    return;
  }
  const text = String(value);
  if (el.textContent === text) return;
  const node = el.firstChild;
  // Writing into the element's one text node is cheaper than replacing it, and React (which
  // sets a lone text child through the element) holds no reference to that node.
  if (node !== null && node === el.lastChild && node.nodeType === 3) (node as Text).data = text;
  else el.textContent = text;
}

// The ref callback, with its binding as `this`. It returns nothing, so React 19 calls it with
// `null` on unmount as React 18 does: one function per binding serves both.
function attach(this: Binding, el: Element | null): void {
  // A disposed node has no deps and no flags: the next run links it again from scratch.
  if (this.el !== undefined) dispose(this);
  this.el = el ?? undefined;
  if (el == null) return;
  // The first run is an effect's run, as the flush's later ones are: it tracks what `write`
  // reads, and owns what it creates (disposed by the next run or the unbind).
  this.flags = WATCHING;
  runEffect(this);
}

function binder<E extends Element>(
  source: BindSource<unknown>,
  prop: string | undefined,
): BindRef<E> {
  return attach.bind(new Binding(source, prop)) as BindRef<E>;
}

/**
 * Keeps an element's text equal to `source` without re-rendering its component. Render the
 * first value as the element's only child (`{label.peek()}`, for server rendering; otherwise
 * the binding writes it at mount); on a change the binding writes the new text into that text
 * node. Unbinds on unmount (or when called with `null`).
 *
 * @param source - a signal, or a function of signals, giving the text.
 * @returns a ref callback for the element whose text it keeps.
 * @example
 * ```tsx
 * const Row = memo(({ row }: { row: { id: number; label: Signal<string> } }) => (
 *   <td ref={bindText(row.label)}>{row.label.peek()}</td>
 * ));
 * row.label.value = 'renamed'; // the cell's text changes; Row does not render again
 * ```
 */
export function bindText<E extends Element = HTMLElement>(
  source: BindSource<string | number>,
): BindRef<E> {
  return binder<E>(source, undefined);
}

/**
 * Keeps one property of an element (`className`, `value`, `checked`, `hidden`, `title`, …)
 * equal to `source` without re-rendering its component. The binding assigns the value at mount
 * and on every change, only when it differs from the element's. A prop for the same property
 * is only needed for server rendering; read the signals there with `peek()` or `untracked`.
 * The element type comes from the `ref` it is given: on an `<input>`, `bindProp('value', s)`
 * needs a string signal.
 *
 * @param name - the element property to keep.
 * @param source - a signal, or a function of signals, giving the property's value.
 * @returns a ref callback for the element.
 * @example
 * ```tsx
 * const isSelected = selector(selectedId);
 * const Row = memo(({ id }: { id: number }) => (
 *   <tr ref={bindProp('className', () => (isSelected(id) ? 'danger' : ''))}>
 *     <td>{id}</td>
 *   </tr>
 * ));
 * selectedId.value = 7; // two rows change class; no row renders again
 * ```
 */
export function bindProp<E extends Element, K extends keyof E & string>(
  name: K,
  source: BindSource<E[K]>,
): BindRef<E> {
  return binder<E>(source, name);
}
