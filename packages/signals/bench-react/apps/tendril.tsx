// Tendril with the idiom its README recommends: observer components reading `.value`; a
// signal per label; a per-row computed narrows the selection to "is this row selected".
import { batch, signal } from '@tendril/signals';
import { observer, useComputed } from '@tendril/signals/react';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignalStore, type SignalRow } from './signal-store.ts';
import { rowMarkup, Table } from './Table.tsx';

const { rows, selected, actions } = createSignalStore(signal, batch);

const Row = memo(
  observer(function Row({ row }: { row: SignalRow }) {
    const isSelected = useComputed(() => selected.value === row.id);
    return rowMarkup({
      id: row.id,
      label: row.label.value,
      selected: isSelected.value,
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
