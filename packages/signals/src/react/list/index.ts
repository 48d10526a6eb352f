/**
 * React list components over signals. `<For each={signal}>` renders a keyed row per item, and
 * mounts a list whose rows are all new (as when it fills from empty) in one insertion instead
 * of one placement per row.
 *
 * @example
 * ```tsx
 * import { For } from '@tendril/signals/react/list';
 * <tbody>
 *   <For each={rows}>{(row) => <Row key={row.id} row={row} />}</For>
 * </tbody>;
 * ```
 * @module
 */
export { For, type ForProps } from './for.ts';
