/*
 * Yjs shared types (Y.Map, Y.Array, Y.Text) as signals. Reading `.value` tracks a snapshot of
 * the type, refreshed by a Yjs observer after every transaction that touched it (deep for maps
 * and arrays, so an edit inside a nested shared type refreshes the outer snapshot too).
 * Writing goes through one `doc.transact` with the binding's origin, as the smallest change
 * that gets from the current content to the new value; `transact` gives the type itself for
 * edits a whole-value write cannot express (a nested Y.Text, say).
 */
import type * as Y from 'yjs';
import { effect, signal, type Dispose, type Signal } from '../index.ts';
import { diffArray, diffText, jsonEquals } from './diff.ts';

/**
 * Options of {@link yMap}, {@link yArray} and {@link yText}.
 *
 * @example
 * ```ts
 * const title = yText(doc.getText('title'), { origin: 'title-field', name: 'title' });
 * ```
 */
export interface YSignalOptions {
  /**
   * The transaction origin of writes made through the binding: observers and providers see it
   * as `transaction.origin` (a provider skips echoing what came from itself by its origin).
   * @default the binding object itself
   */
  origin?: unknown;
  /**
   * A name for debugging: devtools list named signals.
   * @default undefined
   */
  name?: string;
}

/**
 * A Yjs shared type exposed as a signal: `.value` is a snapshot (plain values) kept in step with
 * the type; assigning `.value` writes the difference in one transaction.
 *
 * @example
 * ```ts
 * const todos: YSignal<Y.Array<string>, string[]> = yArray(doc.getArray('todos'));
 * todos.transact((array) => array.push(['milk']));
 * ```
 */
export interface YSignal<Type, Value> extends Signal<Value> {
  /** The bound shared type. */
  readonly type: Type;
  /** The origin of this binding's transactions ({@link YSignalOptions.origin}). */
  readonly origin: unknown;
  /**
   * Runs `fn` with the shared type in one transaction with this binding's origin; observers
   * (and so `.value`) update once, after it. Returns what `fn` returns.
   */
  transact<R>(fn: (type: Type) => R): R;
  /** Detaches the Yjs observer: `.value` keeps its last snapshot. */
  readonly dispose: Dispose;
}

/** The shared types a binding takes. */
type Shared = Y.Map<unknown> | Y.Array<unknown> | Y.Text;

interface Kind<Type extends Shared, Value> {
  read(type: Type): Value;
  write(type: Type, previous: Value, next: Value): void;
  deep: boolean;
}

// Recognised by isSignal, as the core's signals are.
const BRAND = Symbol.for('tendril.signal');

class Binding<Type extends Shared, Value> implements YSignal<Type, Value> {
  declare readonly [BRAND]: true;
  readonly origin: unknown;
  readonly dispose: Dispose;
  readonly #state: Signal<Value>;
  readonly #doc: Y.Doc;

  constructor(
    readonly type: Type,
    private readonly kind: Kind<Type, Value>,
    options: YSignalOptions,
  ) {
    const doc = type.doc;
    if (!doc)
      throw new TypeError(
        'This Yjs shared type is not part of a Y.Doc, so it cannot be bound. Bind one that is: ' +
          'get it from a doc (doc.getMap, doc.getArray, doc.getText) or insert it into one first.',
      );
    this.#doc = doc;
    this.origin = 'origin' in options ? options.origin : this;
    const state = signal(kind.read(type), { name: options.name, equals: jsonEquals });
    this.#state = state;
    const refresh = () => {
      state.value = kind.read(type);
    };
    // An effect owns the observer: a binding made inside an effect or scope goes with it.
    this.dispose = effect(() => {
      if (kind.deep) type.observeDeep(refresh);
      else type.observe(refresh);
      return () => {
        if (kind.deep) type.unobserveDeep(refresh);
        else type.unobserve(refresh);
      };
    });
  }

  get value(): Value {
    return this.#state.value;
  }

  set value(next: Value) {
    const previous = this.kind.read(this.type);
    if (jsonEquals(previous, next)) return;
    this.#doc.transact(() => this.kind.write(this.type, previous, next), this.origin);
  }

  get name(): string | undefined {
    return this.#state.name;
  }

  transact<R>(fn: (type: Type) => R): R {
    let result!: R;
    this.#doc.transact(() => {
      result = fn(this.type);
    }, this.origin);
    return result;
  }

  peek(): Value {
    return this.#state.peek();
  }

  subscribe(fn: (value: Value) => void): Dispose {
    return this.#state.subscribe(fn);
  }

  toJSON(): Value {
    return this.value;
  }

  valueOf(): Value {
    return this.value;
  }

  toString(): string {
    return String(this.value);
  }
}
Object.defineProperty(Binding.prototype, BRAND, { value: true });

function bind<Type extends Shared, Value>(
  type: Type,
  kind: Kind<Type, Value>,
  options: YSignalOptions,
): YSignal<Type, Value> {
  return new Binding(type, kind, options);
}

/**
 * Binds a `Y.Map` as a signal of a plain object (nested shared types as their JSON). Assigning
 * `.value` sets the keys whose values changed and deletes the keys that are gone, in one
 * transaction. Made inside an effect or scope, the binding is disposed with it.
 *
 * @default options { origin: the binding, name: undefined }
 * @example
 * ```ts
 * const doc = new Y.Doc();
 * const settings = yMap<{ theme?: string }>(doc.getMap('settings'));
 * effect(() => console.log(settings.value.theme));
 * settings.value = { ...settings.value, theme: 'dark' }; // one transaction: map.set('theme', 'dark')
 * ```
 */
export function yMap<T extends Record<string, unknown> = Record<string, unknown>>(
  map: Y.Map<unknown>,
  options: YSignalOptions = {},
): YSignal<Y.Map<unknown>, T> {
  return bind<Y.Map<unknown>, T>(
    map,
    {
      deep: true,
      read: (m) => m.toJSON() as T,
      write: (m, previous, next) => {
        for (const key of Object.keys(previous)) if (!Object.hasOwn(next, key)) m.delete(key);
        for (const [key, value] of Object.entries(next))
          if (!Object.hasOwn(previous, key) || !jsonEquals(previous[key], value)) m.set(key, value);
      },
    },
    options,
  );
}

/**
 * Binds a `Y.Array` as a signal of a plain array (nested shared types as their JSON). Assigning
 * `.value` deletes and inserts only the changed middle (common start and end kept), in one
 * transaction.
 *
 * @default options { origin: the binding, name: undefined }
 * @example
 * ```ts
 * const list = yArray<string>(doc.getArray('list'));
 * list.value = [...list.value, 'eggs']; // one transaction: array.insert(n, ['eggs'])
 * ```
 */
export function yArray<T = unknown>(
  array: Y.Array<unknown>,
  options: YSignalOptions = {},
): YSignal<Y.Array<unknown>, T[]> {
  return bind<Y.Array<unknown>, T[]>(
    array,
    {
      deep: true,
      read: (a) => a.toJSON() as T[],
      write: (a, previous, next) => {
        const { index, remove, insert } = diffArray(previous, next);
        if (remove) a.delete(index, remove);
        if (insert.length) a.insert(index, insert);
      },
    },
    options,
  );
}

/**
 * Binds a `Y.Text` as a signal of its string. Assigning `.value` applies the minimal delete and
 * insert (see {@link diffText}) in one transaction; formatting attributes are not read.
 *
 * @default options { origin: the binding, name: undefined }
 * @example
 * ```ts
 * const body = yText(doc.getText('body'));
 * body.value = 'Hello'; // one transaction: text.insert(0, 'Hello')
 * body.transact((text) => text.insert(5, ', world'));
 * ```
 */
export function yText(text: Y.Text, options: YSignalOptions = {}): YSignal<Y.Text, string> {
  return bind<Y.Text, string>(
    text,
    {
      deep: false,
      read: (t) => t.toString(),
      write: (t, previous, next) => applyText(t, previous, next),
    },
    options,
  );
}

/** Applies the change from `previous` to `next` to `text` (no transaction of its own). */
export function applyText(text: Y.Text, previous: string, next: string, caret?: number): void {
  const { index, remove, insert } = diffText(previous, next, caret);
  if (remove) text.delete(index, remove);
  if (insert) text.insert(index, insert);
}
