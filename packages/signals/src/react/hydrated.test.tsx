// A page rendered on a server whose browser holds other state: hydration shows the server's,
// the render right after shows the browser's, with no mismatch.
import { Suspense } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computed, signal, type Signal } from '../index.ts';
import { persist } from '../plugins/index.ts';
import { For } from './list/index.ts';
import { hydrated } from './hydrated.ts';
import { observer, useValue } from './index.ts';

interface Todo {
  id: number;
  title: string;
}
const FIRST_VISIT: Todo[] = [{ id: 1, title: 'Read the docs' }];
const STORED: Todo[] = [
  { id: 7, title: 'Water the tendrils' },
  { id: 8, title: 'Ship it' },
];

/** The app's store module: a persisted list and a count computed from it. */
function createStore() {
  const todos: Signal<Todo[]> = persist('todos')(signal(FIRST_VISIT));
  return { todos, count: computed(() => todos.value.length) };
}
type Store = ReturnType<typeof createStore>;

const Count = observer(({ store }: { store: Store }) => <h1>{store.count.value} todos</h1>);
const First = ({ store }: { store: Store }) => <p>{useValue(store.todos)[0]?.title}</p>;
const App = ({ store }: { store: Store }) => (
  <main>
    <Count store={store} />
    <First store={store} />
    {/* React hydrates a boundary's content in a render of its own, after the rest. */}
    <Suspense fallback="…">
      <ul>
        <For each={store.todos}>{(todo) => <li key={todo.id}>{todo.title}</li>}</For>
      </ul>
    </Suspense>
  </main>
);

// requestIdleCallback, run by hand: jsdom has none, and the phase ends when the page is idle.
let idle: (() => void)[] = [];
/** One idle period: runs what waited for it. */
const idlePeriod = () =>
  act(() => {
    const due = idle;
    idle = [];
    due.forEach((fn) => fn());
  });
/** Idle periods until nothing waits for one. */
const settle = () => {
  while (idle.length) idlePeriod();
};

const container = document.createElement('div');
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
});
afterEach(() => {
  settle();
  container.remove();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server renders a first visit's page; this browser has stored todos of its own. */
async function hydrateStoredTodos() {
  container.innerHTML = renderToString(<App store={createStore()} />);
  container.setAttribute('data-server-rendered', '');
  document.body.append(container);
  localStorage.setItem('todos', JSON.stringify(STORED));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  // The store module loads in the browser before hydration starts.
  const store = createStore();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <App store={store} />, { onRecoverableError: recoverable });
  });
  return { store, errors, recoverable, root };
}

describe('state only the browser has, on a page rendered on a server', () => {
  it('hydrates what the server rendered, then shows the stored list (observer, useValue, <For>, computed)', async () => {
    const { store, errors, recoverable, root } = await hydrateStoredTodos();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('1 todosRead the docsRead the docs');
    settle();
    expect(container.textContent).toBe('2 todosWater the tendrilsWater the tendrilsShip it');
    expect(container.hasAttribute('data-server-rendered')).toBe(false);
    act(() => void (store.todos.value = [...store.todos.value, { id: 9, title: 'Rest' }]));
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem('todos')!)).toHaveLength(3);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('a todo added while the page hydrates wins over the stored list, and is kept', async () => {
    const { store, root } = await hydrateStoredTodos();
    act(() => void (store.todos.value = [...store.todos.value, { id: 2, title: 'Typed' }]));
    settle();
    const titles = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(titles).toEqual(['Read the docs', 'Typed']);
    expect(JSON.parse(localStorage.getItem('todos')!)).toEqual(store.todos.value);
    act(() => root.unmount());
  });

  it('without the mark, the stored list is there from the first render', () => {
    localStorage.setItem('todos', JSON.stringify(STORED));
    expect(createStore().count.value).toBe(2);
  });
});

describe('the end of the phase', () => {
  it('waits for an idle page with no binding hydrated since it was planned', () => {
    container.setAttribute('data-server-rendered', '');
    document.body.append(container);
    hydrated();
    // A boundary hydrates in a later task: the end is put off.
    hydrated();
    idlePeriod();
    expect(container.hasAttribute('data-server-rendered')).toBe(true);
    idlePeriod();
    expect(container.hasAttribute('data-server-rendered')).toBe(false);
    expect(idle).toHaveLength(0);
  });
});
