// @preact/signals-react with useSignals() (no Babel transform): a signal per label, one for
// the rows and one for the selection, as its keyed benchmark entry does.
import { batch, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignalStore, type SignalRow } from './signal-store.ts';
import { rowMarkup, Table } from './Table.tsx';

const { rows, selected, actions } = createSignalStore(signal, batch);

const Row = memo(function Row({ row }: { row: SignalRow }) {
  useSignals();
  return rowMarkup({
    id: row.id,
    label: row.label.value,
    selected: selected.value === row.id,
    onSelect: () => actions.select(row),
    onRemove: () => actions.remove(row),
  });
});

function Rows() {
  useSignals();
  return rows.value.map((row) => <Row key={row.id} row={row} />);
}

// An exported start, not a module side effect: this folder sits in a sideEffects-free package.
export function start() {
  createRoot(document.getElementById('main')!).render(<Table {...actions} rows={<Rows />} />);
}
