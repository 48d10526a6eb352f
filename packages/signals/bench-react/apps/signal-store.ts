/*
 * The keyed table's state as signals, for both signal libraries (Tendril and
 * @preact/signals-react): a signal per label, one for the rows and one for the selection.
 * Each app passes its own `signal` and `batch`, so the store runs on that library's graph.
 */
import { buildData, SIZE, swapIndexes } from './shared.ts';

interface Writable<T> {
  value: T;
}

export interface SignalRow {
  id: number;
  label: Writable<string>;
}

export function createSignalStore(
  signal: <T>(value: T) => Writable<T>,
  batch: (fn: () => void) => void,
) {
  const rows = signal<SignalRow[]>([]);
  const selected = signal(0);
  const make = (n: number): SignalRow[] =>
    buildData(n).map((d) => ({ id: d.id, label: signal(d.label) }));
  const replace = (n: number) =>
    batch(() => {
      rows.value = make(n);
      selected.value = 0;
    });
  const actions = {
    run: () => replace(SIZE),
    runLots: () => replace(SIZE * 10),
    add: () => void (rows.value = rows.value.concat(make(SIZE))),
    update: () =>
      batch(() => {
        const data = rows.value;
        for (let i = 0; i < data.length; i += 10) data[i]!.label.value += ' !!!';
      }),
    clear: () => replace(0),
    swapRows: () => {
      const data = rows.value;
      if (data.length < 2) return;
      const [a, b] = swapIndexes(data.length);
      const next = data.slice();
      next[a] = data[b]!;
      next[b] = data[a]!;
      rows.value = next;
    },
    remove: (row: SignalRow) => void (rows.value = rows.value.filter((r) => r !== row)),
    select: (row: SignalRow) => void (selected.value = row.id),
  };
  return { rows, selected, actions };
}
