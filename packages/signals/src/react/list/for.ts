/*
 * <For>: a keyed list that follows a signal of an array. Its one trick is for a list whose
 * rows are all new: the first load, a reload after clearing, a page of new results. React
 * gives every new keyed row its own placement, and places each one by searching its later
 * siblings for a DOM node to insert before: when all of them are new, that search is
 * quadratic in the rows (at 10,000 rows it was half of react-dom's commit in bench:react).
 * When no row keeps a key from the list it last committed, <For> renders the rows under a
 * fragment with a new key instead: React mounts that fragment as one placement and inserts its
 * rows in one pass. React would have dropped every old row and made every new one anyway, so
 * nothing is lost; in any other change the rows keep their keys, state and DOM.
 */
import {
  createElement,
  Fragment,
  isValidElement,
  useInsertionEffect,
  useState,
  type ReactNode,
} from 'react';
import type { ReadonlySignal } from '../../core/api.ts';
import { observer } from '../observer.ts';

/** Props of {@link For}. */
export interface ForProps<T> {
  /** The list: a signal or computed holding an array. */
  each: ReadonlySignal<readonly T[]>;
  /** Renders one item; give the element a `key` (the item's id), as for any React list. */
  children: (item: T, index: number) => ReactNode;
}

// What the last commit showed: its rows (which React holds anyway) and its fragment's key.
interface Committed {
  rows: readonly ReactNode[];
  key: number;
}
const start = (): Committed => ({ rows: [], key: 0 });

// A row's key; null for a row without one, which React matches by its index instead.
const keyOf = (row: ReactNode): string | null => (isValidElement(row) ? row.key : null);

/** Whether React would keep any of `old` for `rows`: a row with an old key, or with none. */
function keepsAny(old: readonly ReactNode[], rows: readonly ReactNode[]): boolean {
  if (old.length === 0 || rows.length === 0) return false;
  const first = keyOf(rows[0]);
  if (first === null) return true;
  // Most changes keep the first row: look for it before building a set of every old key.
  for (const row of old) {
    const key = keyOf(row);
    if (key === null || key === first) return true;
  }
  const oldKeys = new Set(old.map(keyOf));
  return rows.some((row) => {
    const key = keyOf(row);
    return key === null || oldKeys.has(key);
  });
}

/**
 * Renders `children(item, index)` for each item of `each`, and re-renders when the array
 * changes. It is an `observer`: `.value` read in `children` is tracked too, and re-renders the
 * whole list when it changes, so read a row's own signals in a row component (`observer`, or
 * bound with `@tendril/signals/dom`) instead. Rows keep their keys as in any React list, so a
 * row that stays keeps its state and DOM. When no row keeps a key from the last list (it was
 * empty, or every row is new), the new rows mount as one insertion rather than one placement
 * each: in `npm run bench:react`, filling 10,000 rows from empty took well under half the
 * JavaScript time of plain React state. Give each row a `key`, and render heavy rows with
 * `memo`.
 *
 * @param props - `each`, the signal of the array, and `children`, the row renderer.
 * @returns the rows.
 * @example
 * ```tsx
 * const todos = signal<{ id: number; title: Signal<string> }[]>([]);
 * const Todo = memo(({ todo }: { todo: { id: number; title: Signal<string> } }) => (
 *   <li ref={bindText(todo.title)}>{todo.title.peek()}</li>
 * ));
 * <ul>
 *   <For each={todos}>{(todo) => <Todo key={todo.id} todo={todo} />}</For>
 * </ul>;
 * ```
 */
export const For = observer(function For({ each, children }: ForProps<unknown>): ReactNode {
  const rows = each.value.map(children);
  // A box read in render and written at commit: a render React throws away, or StrictMode's
  // second render, computes the same key from the same committed state. An insertion effect,
  // not a layout effect: React runs it in a hidden <Activity> too, where a list can commit
  // new rows while its layout effects wait.
  const [committed] = useState(start);
  const key = keepsAny(committed.rows, rows) ? committed.key : committed.key + 1;
  useInsertionEffect(() => {
    committed.rows = rows;
    committed.key = key;
  });
  return createElement(Fragment, { key }, rows);
}) as <T>(props: ForProps<T>) => ReactNode;
