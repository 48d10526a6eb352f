// @preact/signals-react in its fastest documented idiom without the Babel transform: each row's
// label is passed to JSX as the signal itself (`{row.label}`). The runtime renders such a signal
// as a text node of its own and re-renders only that text when the label changes, so updating
// labels renders no row. The rows read the selection with useSignals(), as ./preact.tsx does.
import { batch, signal, type Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignalStore, type SignalRow } from './signal-store.ts';
import { rowMarkup, Table } from './Table.tsx';

const { rows, selected, actions } = createSignalStore(signal, batch);
// Row renders, for the correctness pass: updating labels must render none.
const counts = { rows: 0 };
Object.assign(globalThis, { preactRowRenders: counts });

const Row = memo(function Row({ row }: { row: SignalRow }) {
  useSignals();
  counts.rows++;
  return rowMarkup({
    id: row.id,
    // The store types its signals by the shape both libraries share; these are Preact signals.
    label: row.label as Signal<string>,
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
