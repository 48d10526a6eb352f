// react-hooks: krausest's keyed react-hooks implementation (useReducer, memo rows).
import { memo, useReducer, type Dispatch } from 'react';
import { createRoot } from 'react-dom/client';
import { rowMarkup, Table } from './Table.tsx';
import { buildData, SIZE, swapIndexes, type Item } from './shared.ts';

interface State {
  data: Item[];
  selected: number;
}
type Action =
  | { type: 'RUN' | 'RUN_LOTS' | 'ADD' | 'UPDATE' | 'CLEAR' | 'SWAP_ROWS' }
  | { type: 'REMOVE' | 'SELECT'; id: number };

function reducer(state: State, action: Action): State {
  const { data, selected } = state;
  switch (action.type) {
    case 'RUN':
      return { data: buildData(SIZE), selected: 0 };
    case 'RUN_LOTS':
      return { data: buildData(SIZE * 10), selected: 0 };
    case 'ADD':
      return { data: data.concat(buildData(SIZE)), selected };
    case 'UPDATE': {
      const next = data.slice();
      for (let i = 0; i < next.length; i += 10) {
        const r = next[i]!;
        next[i] = { id: r.id, label: r.label + ' !!!' };
      }
      return { data: next, selected };
    }
    case 'CLEAR':
      return { data: [], selected: 0 };
    case 'SWAP_ROWS': {
      const [a, b] = swapIndexes(data.length);
      if (data.length < 2) return state;
      const next = data.slice();
      next[a] = data[b]!;
      next[b] = data[a]!;
      return { data: next, selected };
    }
    case 'REMOVE':
      return { data: data.filter((r) => r.id !== action.id), selected };
    case 'SELECT':
      return { data, selected: action.id };
  }
}

const Row = memo(function Row(props: {
  item: Item;
  selected: boolean;
  dispatch: Dispatch<Action>;
}) {
  const { item, selected, dispatch } = props;
  return rowMarkup({
    id: item.id,
    label: item.label,
    selected,
    onSelect: () => dispatch({ type: 'SELECT', id: item.id }),
    onRemove: () => dispatch({ type: 'REMOVE', id: item.id }),
  });
});

function Main() {
  const [{ data, selected }, dispatch] = useReducer(reducer, { data: [], selected: 0 });
  return (
    <Table
      run={() => dispatch({ type: 'RUN' })}
      runLots={() => dispatch({ type: 'RUN_LOTS' })}
      add={() => dispatch({ type: 'ADD' })}
      update={() => dispatch({ type: 'UPDATE' })}
      clear={() => dispatch({ type: 'CLEAR' })}
      swapRows={() => dispatch({ type: 'SWAP_ROWS' })}
      rows={data.map((item) => (
        <Row key={item.id} item={item} selected={selected === item.id} dispatch={dispatch} />
      ))}
    />
  );
}

// An exported start, not a module side effect: this folder sits in a sideEffects-free package.
export function start() {
  createRoot(document.getElementById('main')!).render(<Main />);
}
