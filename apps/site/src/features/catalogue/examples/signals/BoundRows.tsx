import { memo } from 'react';
import { batch, signal, type Signal } from '@tendril/signals';
import { bindProp, bindText } from '@tendril/signals/dom';
import { For } from '@tendril/signals/react/list';
import { selector } from '@tendril/signals/selector';

interface TaskRow {
  id: number;
  label: Signal<string>;
}
const newTask = (text: string, id: number): TaskRow => ({ id, label: signal(text) });
const tasks = signal(
  ['Write the spec', 'Build the router', 'Measure in Chromium', 'Ship 0.x'].map(newTask),
);
const selected = signal(0);
const isSelected = selector(selected);
// How many changes there have been: each row shows the count it rendered at, which stays 0.
const changes = signal(0);

/** Rows render once: the label's text and the pressed state are bound to their signals. */
const Task = memo(function Task({ task }: { task: TaskRow }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => {
          changes.value++;
          selected.value = task.id;
        }}
        // The first value in the HTML (prerendered pages show it before hydration); the binding
        // keeps it from then on.
        aria-pressed={selected.peek() === task.id}
        ref={bindProp('ariaPressed', () => String(isSelected(task.id)))}
        className="flex w-full justify-between rounded px-3 py-1.5 text-left hover:bg-stone-100 aria-pressed:bg-green-100 aria-pressed:font-semibold aria-pressed:text-green-900"
      >
        <span ref={bindText(task.label)}>{task.label.peek()}</span>
        <span className="text-xs">rendered at change {changes.peek()}</span>
      </button>
    </li>
  );
});

export default function BoundRows() {
  return (
    <div className="max-w-sm space-y-2">
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded border border-stone-300 px-3 py-1"
          onClick={() => {
            changes.value++;
            batch(() => tasks.value.forEach((t) => (t.label.value += ' ✓')));
          }}
        >
          Tick every task
        </button>
        <button
          type="button"
          className="rounded border border-stone-300 px-3 py-1"
          onClick={() => {
            changes.value++;
            const n = tasks.value.length;
            tasks.value = [...tasks.value, newTask(`Task ${n + 1}`, n)];
          }}
        >
          Add a task
        </button>
      </div>
      {/* <For> renders a row per task; adding one renders only the new row. */}
      <ul className="space-y-1" aria-label="Tasks">
        <For each={tasks}>{(task) => <Task key={task.id} task={task} />}</For>
      </ul>
    </div>
  );
}
