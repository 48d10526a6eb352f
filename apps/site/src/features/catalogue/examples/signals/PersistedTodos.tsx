import { computed, signal } from '@tendril/signals';
import { persist } from '@tendril/signals/plugins';
import { observer } from '@tendril/signals/react';
import { For } from '@tendril/signals/react/list';
import { Button } from '../../../../ui/Button.tsx';

interface Todo {
  id: number;
  title: string;
}
const isTodo = (t: unknown): t is Todo =>
  typeof (t as Todo)?.id === 'number' && typeof (t as Todo).title === 'string';

// Kept in localStorage; a stored list that is not a list of todos is reported and dropped. This
// page is rendered ahead of time with the first list: it hydrates with that list, as its HTML
// shows, and the stored one follows right after. Nothing to call, here or in any store.
const todos = persist('signals-example-todos', {
  validate: (v) => Array.isArray(v) && v.every(isTodo),
})(signal<Todo[]>([{ id: 1, title: 'Read the docs' }]));
const count = computed(() => todos.value.length);

const Count = observer(function Count() {
  return <p aria-live="polite">{count.value === 1 ? '1 todo' : `${count.value} todos`}</p>;
});

export default function PersistedTodos() {
  return (
    <div className="max-w-sm space-y-2">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem('title') as HTMLInputElement;
          const title = input.value.trim();
          if (!title) return;
          const id = Math.max(0, ...todos.value.map((t) => t.id)) + 1;
          todos.value = [...todos.value, { id, title }];
          input.value = '';
        }}
      >
        <input
          name="title"
          aria-label="New todo"
          className="min-w-0 flex-1 rounded border border-stone-300 px-2 py-1"
        />
        <Button type="submit" variant="primary">
          Add
        </Button>
        <Button onClick={() => (todos.value = [])}>Clear</Button>
      </form>
      <Count />
      <ul className="list-disc pl-6" aria-label="Todos">
        <For each={todos}>{(todo) => <li key={todo.id}>{todo.title}</li>}</For>
      </ul>
    </div>
  );
}
