// Tendril with the idiom its README recommends: observer components reading `.value`; a
// signal per label; a selector narrows the selection to "is this row selected", so a new
// selection re-renders two rows.
import { batch, signal, type Signal } from '@tendril/signals';
import { observer } from '@tendril/signals/react';
import { selector } from '@tendril/signals/selector';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignalStore, type SignalRow } from './signal-store.ts';
import { rowMarkup, Table } from './Table.tsx';

const { rows, selected, actions } = createSignalStore(signal, batch);
// The store types its signals by the shape both libraries share; this one is a Tendril signal.
const isSelected = selector(selected as Signal<number>);

const Row = memo(
  observer(function Row({ row }: { row: SignalRow }) {
    return rowMarkup({
      id: row.id,
      label: row.label.value,
      selected: isSelected(row.id),
      onSelect: () => actions.select(row),
      onRemove: () => actions.remove(row),
    });
  }),
);

const Rows = observer(function Rows() {
  return rows.value.map((row) => <Row key={row.id} row={row} />);
});

// An exported start, not a module side effect: this folder sits in a sideEffects-free package.
export function start() {
  createRoot(document.getElementById('main')!).render(<Table {...actions} rows={<Rows />} />);
}
