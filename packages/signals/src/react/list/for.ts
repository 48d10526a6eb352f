/*
 * <For>: a keyed list that follows a signal of an array. Its one trick is for the list that
 * fills from empty (the first load, or a reload after clearing). React gives every new keyed
 * row its own placement, and places each one by searching its later siblings for a DOM node
 * to insert before: when all of them are new, that search is quadratic in the rows (at 10,000
 * rows it was half of react-dom's commit in bench:react). When the list it last committed was
 * empty, <For> renders its rows under a fragment with a new key instead: React mounts that
 * fragment as one placement and inserts its rows in one pass. Nothing is lost by the new key,
 * since there were no rows to keep; in any other case the rows keep their keys, state and DOM.
 */
import { createElement, Fragment, useLayoutEffect, useState, type ReactNode } from 'react';
import type { ReadonlySignal } from '../../core/api.ts';
import { useValue } from '../hooks.ts';

/** Props of {@link For}. */
export interface ForProps<T> {
  /** The list: a signal or computed holding an array. */
  each: ReadonlySignal<readonly T[]>;
  /** Renders one item; give the element a `key` (the item's id), as for any React list. */
  children: (item: T, index: number) => ReactNode;
}

// What the last commit showed: its row count and its fragment's key.
interface Committed {
  rows: number;
  key: number;
}
const start = (): Committed => ({ rows: 0, key: 0 });

/**
 * Renders `children(item, index)` for each item of `each`, and re-renders when the array
 * changes. Rows keep their keys as in any React list, so a row that stays keeps its state and
 * DOM. When the list it last committed was empty, the new rows mount as one insertion rather
 * than one placement each (in `npm run bench:react`, filling 10,000 rows from empty took well
 * under half the JavaScript time of plain React state). Give each row a `key`, and render
 * heavy rows with `memo`.
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
export function For<T>({ each, children }: ForProps<T>): ReactNode {
  const items = useValue(each);
  // A box read in render and written after commit: a render React throws away, or StrictMode's
  // second render, computes the same key from the same committed state.
  const [committed] = useState(start);
  const key = committed.rows === 0 ? committed.key + 1 : committed.key;
  useLayoutEffect(() => {
    committed.rows = items.length;
    committed.key = key;
  });
  return createElement(Fragment, { key }, items.map(children));
}
