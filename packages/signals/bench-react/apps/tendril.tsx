// Tendril with the idiom its README recommends for a long list: a <For> list; rows that
// render once, with the label's text and the row's class bound to their signals
// (@tendril/signals/dom), so a new label or selection is a DOM write, not a row render. A
// selector narrows the selection to "is this row selected": a new selection writes two rows.
import { batch, signal, type Signal } from '@tendril/signals';
import { bindProp, bindText } from '@tendril/signals/dom';
import { For } from '@tendril/signals/react/list';
import { selector } from '@tendril/signals/selector';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignalStore, type SignalRow } from './signal-store.ts';
import { rowMarkup, Table } from './Table.tsx';

const { rows, selected, actions } = createSignalStore(signal, batch);
// The store types its signals by the shape both libraries share; these are Tendril signals.
const isSelected = selector(selected as Signal<number>);
const rowList = rows as Signal<SignalRow[]>;

const Row = memo(function Row({ row }: { row: SignalRow }) {
  const label = row.label as Signal<string>;
  return rowMarkup({
    id: row.id,
    label: label.peek(),
    // The binding sets the class when the row mounts (a new row is never the selected one).
    selected: false,
    rowRef: bindProp('className', () => (isSelected(row.id) ? 'danger' : '')),
    labelRef: bindText(label),
    onSelect: () => actions.select(row),
    onRemove: () => actions.remove(row),
  });
});

// An exported start, not a module side effect: this folder sits in a sideEffects-free package.
export function start() {
  createRoot(document.getElementById('main')!).render(
    <Table
      {...actions}
      rows={<For each={rowList}>{(row) => <Row key={row.id} row={row} />}</For>}
    />,
  );
}
