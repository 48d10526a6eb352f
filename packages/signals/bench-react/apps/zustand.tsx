// zustand: one store; each row subscribes with selectors for its item and its selection.
import { memo } from 'react';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';
import { rowMarkup, Table } from './Table.tsx';
import { buildData, SIZE, swapIndexes, type Item } from './shared.ts';

interface State {
  data: Item[];
  selected: number;
}
const useStore = create<State>(() => ({ data: [], selected: 0 }));
const set = useStore.setState;
const get = useStore.getState;

const actions = {
  run: () => set({ data: buildData(SIZE), selected: 0 }),
  runLots: () => set({ data: buildData(SIZE * 10), selected: 0 }),
  add: () => set({ data: get().data.concat(buildData(SIZE)) }),
  update: () => {
    const next = get().data.slice();
    for (let i = 0; i < next.length; i += 10) {
      const r = next[i]!;
      next[i] = { id: r.id, label: r.label + ' !!!' };
    }
    set({ data: next });
  },
  clear: () => set({ data: [], selected: 0 }),
  swapRows: () => {
    const data = get().data;
    if (data.length < 2) return;
    const [a, b] = swapIndexes(data.length);
    const next = data.slice();
    next[a] = data[b]!;
    next[b] = data[a]!;
    set({ data: next });
  },
  remove: (id: number) => set({ data: get().data.filter((r) => r.id !== id) }),
  select: (id: number) => set({ selected: id }),
};

const Row = memo(function Row({ item }: { item: Item }) {
  const selected = useStore((s) => s.selected === item.id);
  return rowMarkup({
    id: item.id,
    label: item.label,
    selected,
    onSelect: () => actions.select(item.id),
    onRemove: () => actions.remove(item.id),
  });
});

function Rows() {
  const data = useStore((s) => s.data);
  return data.map((item) => <Row key={item.id} item={item} />);
}

// An exported start, not a module side effect: this folder sits in a sideEffects-free package.
export function start() {
  createRoot(document.getElementById('main')!).render(<Table {...actions} rows={<Rows />} />);
}
