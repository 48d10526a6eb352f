/*
 * The smallest single splice that turns one sequence into another: the common prefix and
 * suffix are kept, the middle is deleted and replaced. Writing a whole new value through a
 * binding becomes one delete and one insert, so concurrent edits elsewhere in the same
 * sequence survive the merge.
 */

/**
 * One splice: at `index`, remove `remove` items and put `insert` in their place.
 *
 * @example
 * ```ts
 * const change: Splice<string> = { index: 5, remove: 0, insert: ', world' };
 * ```
 */
export interface Splice<T> {
  /** Where the change starts, in the old sequence. */
  index: number;
  /** How many items of the old sequence are removed there. */
  remove: number;
  /** What is inserted there. */
  insert: T;
}

/**
 * The minimal splice from `previous` to `next` (strings, by UTF-16 code unit). `caret` is where
 * the caret stands in `next` after the edit, when known (a textarea's `selectionEnd`): typing
 * one of a run of equal characters is then placed where it was typed, not at the run's end.
 * A split surrogate pair is never produced.
 *
 * @default caret undefined (the change is placed as late as the common prefix allows)
 * @example
 * ```ts
 * diffText('aa', 'aaa', 1); // { index: 0, remove: 0, insert: 'a' }
 * diffText('hello', 'help!'); // { index: 3, remove: 2, insert: 'p!' }
 * ```
 */
export function diffText(previous: string, next: string, caret?: number): Splice<string> {
  const { index, remove, end } = bounds(previous, next, (i, j) => previous[i] === next[j], caret);
  let start = index;
  let stop = end;
  // Keep surrogate pairs whole: move the cut out of the middle of one.
  if (start > 0 && isHigh(previous.charCodeAt(start - 1))) start--;
  let removed = remove + (index - start);
  if (stop < next.length && isLow(next.charCodeAt(stop))) {
    stop++;
    removed++;
  }
  return { index: start, remove: removed, insert: next.slice(start, stop) };
}

/**
 * The minimal splice from `previous` to `next` (arrays), comparing items with `equals`.
 *
 * @default equals a deep comparison of JSON-like values
 * @example
 * ```ts
 * diffArray([1, 2, 3], [1, 4, 3]); // { index: 1, remove: 1, insert: [4] }
 * ```
 */
export function diffArray<T>(
  previous: readonly T[],
  next: readonly T[],
  equals: (a: T, b: T) => boolean = jsonEquals,
): Splice<T[]> {
  const { index, remove, end } = bounds(previous, next, (i, j) => equals(previous[i]!, next[j]!));
  return { index, remove, insert: next.slice(index, end) };
}

function bounds(
  previous: { length: number },
  next: { length: number },
  same: (i: number, j: number) => boolean,
  caret?: number,
): { index: number; remove: number; end: number } {
  const grow = Math.max(0, next.length - previous.length);
  // With a caret, what was typed ends there: the kept prefix cannot reach past its start.
  const prefixLimit = Math.min(
    previous.length,
    next.length,
    caret === undefined ? Infinity : Math.max(0, caret - grow),
  );
  let prefix = 0;
  while (prefix < prefixLimit && same(prefix, prefix)) prefix++;
  const suffixLimit = Math.min(previous.length, next.length) - prefix;
  let suffix = 0;
  while (suffix < suffixLimit && same(previous.length - 1 - suffix, next.length - 1 - suffix))
    suffix++;
  return {
    index: prefix,
    remove: previous.length - prefix - suffix,
    end: next.length - suffix,
  };
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * Deep equality of JSON-like values (what Yjs stores in maps and arrays): primitives by
 * `Object.is`, arrays item by item, plain objects key by key; byte arrays by content.
 *
 * @example
 * ```ts
 * jsonEquals({ a: [1, 2] }, { a: [1, 2] }); // true
 * ```
 */
export function jsonEquals(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    if (!(a instanceof Uint8Array && b instanceof Uint8Array) || a.length !== b.length)
      return false;
    return a.every((x, i) => x === b[i]);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((x, i) => jsonEquals(x, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  return ka.every(
    (k) => Object.hasOwn(rb, k) && jsonEquals((a as Record<string, unknown>)[k], rb[k]),
  );
}
