import { memo } from 'react';
import { signal } from '@tendril/signals';
import { observer } from '@tendril/signals/react';
import { selector } from '@tendril/signals/selector';

const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn'];
const selected = signal('Earth');
const isSelected = selector(selected);
// How many selections there have been: each row shows the count it last rendered at.
const changes = signal(0);

/** Each row reads `isSelected(name)`: a new selection re-renders two rows, not six. */
const Planet = memo(
  observer(function Planet({ name }: { name: string }) {
    const active = isSelected(name);
    return (
      <li>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => {
            changes.value++;
            selected.value = name;
          }}
          className={`flex w-full justify-between rounded px-3 py-1.5 text-left ${
            active ? 'bg-green-100 font-semibold text-green-900' : 'hover:bg-stone-100'
          }`}
        >
          <span>{name}</span>
          {/* The selected row's own text colour: stone on its green fails contrast in dark mode. */}
          <span className={`text-xs ${active ? '' : 'text-stone-600'}`}>
            rendered at selection {changes.peek()}
          </span>
        </button>
      </li>
    );
  }),
);

export default function SelectedRow() {
  return (
    <ul className="max-w-sm space-y-1" aria-label="Planets">
      {PLANETS.map((name) => (
        <Planet key={name} name={name} />
      ))}
    </ul>
  );
}
