/*
 * A keyed view of one signal: `is(key)` answers "does the source hold `key`?", and a reader of
 * `is(key)` is told only when that answer changes. The design follows Solid's `createSelector`
 * (MIT): one effect watches the source, and each key that somebody reads has a boolean signal
 * of its own. A change from `a` to `b` writes two of them, however many keys are read.
 *
 * A key's signal exists while something subscribes to it (its `watched` and `unwatched`
 * options keep it in the map), so keys read once and forgotten leave nothing behind. The
 * effect runs while at least one key is watched. It is made without an owner: it serves every
 * reader, so it must not be disposed with whichever effect happened to read first.
 */
import {
  effect,
  SignalNode,
  unowned,
  type Dispose,
  type ReadonlySignal,
  type SignalOptions,
} from '../core/api.ts';

/**
 * Whether the source of a {@link selector} holds `key`; a tracked read, which notifies its
 * reader only when the answer for this key changes.
 *
 * @example
 * ```ts
 * const isSelected: Selector<number> = selector(selectedId);
 * isSelected(3); // true while selectedId.value === 3
 * ```
 */
export type Selector<K> = (key: K) => boolean;

const UNSET = Symbol();

/**
 * A key's signal: true while the source holds `key`. A plain signal that also carries its key,
 * created with its selector's shared hooks as options, so that one options object serves every
 * key (the hooks find the key on the signal they are given). One class for every selector, so
 * the core sees one shape of key signal however many selectors an app makes.
 */
class KeySignal<K> extends SignalNode<boolean> {
  /** The key whose answer this signal holds. */
  declare key: K;

  constructor(value: boolean, key: K, hooks: SignalOptions<boolean>) {
    super(value, hooks);
    this.key = key;
  }
}

/**
 * Makes a keyed selector on `source`. `is(key)` returns whether `source` holds `key` (keys are
 * compared as `Map` keys: `===`, with `NaN` equal to itself). Read inside a computed, an
 * effect or an `observer` component, it subscribes that reader to this key alone: when
 * `source` moves from `a` to `b`, only the readers of `a` and `b` run again. That turns a
 * selection change in a list of n rows from n recomputations into two.
 *
 * The answer is always read from `source` itself. The readers are notified when the
 * selector's own effect runs: at once after an unbatched write, or when the outermost batch
 * ends. Nothing is kept for a key that nobody subscribes to, and the effect on `source` runs
 * only while some key is subscribed.
 *
 * @param source - the signal or computed holding the selected key.
 * @returns the test `is(key)`.
 * @example
 * ```tsx
 * const selectedId = signal(0);
 * const isSelected = selector(selectedId);
 * const Row = memo(
 *   observer(({ row }: { row: Row }) => (
 *     <tr className={isSelected(row.id) ? 'danger' : ''}>…</tr>
 *   )),
 * );
 * selectedId.value = 7; // re-renders the rows 7 and the one selected before, no others
 * ```
 */
export function selector<K>(source: ReadonlySignal<K>): Selector<K> {
  // The key signals somebody subscribes to, each true while the source holds its key.
  const keys = new Map<K, KeySignal<K>>();
  let stop: Dispose | undefined;

  // Moves `true` from the key the source held to the key it holds now: two writes.
  const follow = (): void => {
    let last: K | typeof UNSET = UNSET;
    stop = effect(() => {
      let next: K | typeof UNSET;
      try {
        next = source.value;
      } catch {
        // A computed source that throws holds no key: `is` rethrows its error to the readers.
        next = UNSET;
      }
      if (last !== UNSET && (next === UNSET || !sameKey(last, next))) {
        const was = keys.get(last);
        if (was !== undefined) was.value = false;
      }
      if (next !== UNSET) {
        const now = keys.get(next);
        if (now !== undefined) now.value = true;
      }
      last = next;
    });
  };

  // One options object for every key: the hooks get the key's signal, which carries its key.
  const hooks: SignalOptions<boolean> = {
    watched: (signal) => {
      // Every signal these hooks serve is one of this selector's keys.
      const state = signal as KeySignal<K>;
      keys.set(state.key, state);
      if (stop === undefined) unowned(follow);
    },
    unwatched: (signal) => {
      keys.delete((signal as KeySignal<K>).key);
      if (keys.size === 0) {
        stop?.();
        stop = undefined;
      }
    },
  };

  return (key) => {
    // The read subscribes the reader to this key. The answer comes from the source itself, so
    // a read later in the batch that wrote the source is already right.
    void (keys.get(key) ?? new KeySignal(sameKey(source.peek(), key), key, hooks)).value;
    return sameKey(source.peek(), key);
  };
}

/** `Map`'s key equality (SameValueZero): `===`, except that `NaN` equals itself. */
function sameKey(a: unknown, b: unknown): boolean {
  return a === b || (a !== a && b !== b);
}
