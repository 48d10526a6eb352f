// Tendril with the idiom its README recommends: observer components reading `.value`; a
// signal per label; a per-row computed narrows the selection to "is this row selected".
import { batch, signal, type Signal } from '@tendril/signals';
import { observer, useComputed } from '@tendril/signals/react';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { Buttons } from './Buttons.tsx';
import { buildData, SIZE, swapIndexes } from './shared.ts';

interface Row {
  id: number;
  label: Signal<string>;
}
const rows = signal<Row[]>([]);
const selected = signal(0);
const make = (n: number): Row[] => buildData(n).map((d) => ({ id: d.id, label: signal(d.label) }));

const actions = {
  run: () => batch(() => ((rows.value = make(SIZE)), (selected.value = 0))),
  runLots: () => batch(() => ((rows.value = make(SIZE * 10)), (selected.value = 0))),
  add: () => (rows.value = rows.value.concat(make(SIZE))),
  update: () =>
    batch(() => {
      const data = rows.value;
      for (let i = 0; i < data.length; i += 10) data[i]!.label.value += ' !!!';
    }),
  clear: () => batch(() => ((rows.value = []), (selected.value = 0))),
  swapRows: () => {
    const data = rows.value;
    if (data.length < 2) return;
    const [a, b] = swapIndexes(data.length);
    const next = data.slice();
    next[a] = data[b]!;
    next[b] = data[a]!;
    rows.value = next;
  },
};

const RowView = memo(
  observer(function RowView({ row }: { row: Row }) {
    const isSelected = useComputed(() => selected.value === row.id);
    return (
      <tr className={isSelected.value ? 'danger' : ''}>
        <td>{row.id}</td>
        <td>
          <a className="lbl" onClick={() => (selected.value = row.id)}>
            {row.label.value}
          </a>
        </td>
        <td>
          <a className="remove" onClick={() => (rows.value = rows.value.filter((r) => r !== row))}>
            x
          </a>
        </td>
      </tr>
    );
  }),
);

const Rows = observer(function Rows() {
  return rows.value.map((row) => <RowView key={row.id} row={row} />);
});

function Main() {
  return (
    <>
      <Buttons {...actions} />
      <table>
        <tbody>
          <Rows />
        </tbody>
      </table>
    </>
  );
}

// An exported start, not a module side effect: this folder sits in a sideEffects-free package.
export function start() {
  createRoot(document.getElementById('main')!).render(<Main />);
}
