// Many observer components read one signal; each render is made slow on purpose, so React's
// concurrent renders of them take many frames and yield in between. The page records, at every
// DOM commit (a MutationObserver callback runs after each commit), how many different values
// the cells show, and when the pending indicator and the new value first appeared.
import { signal } from '@tendril/signals';
import { observer } from '@tendril/signals/react';
import { startTransition, useTransition } from 'react';
import { createRoot } from 'react-dom/client';

const CELLS = 200;
const value = signal(0, { name: 'value' });

function burn(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

const Cell = observer(function Cell() {
  burn(2);
  return <span className="cell">{value.value}</span>;
});

interface Log {
  frames: number[][];
  clickAt: number;
  pendingAt: number;
  doneAt: number;
}
const log: Log = { frames: [], clickAt: 0, pendingAt: 0, doneAt: 0 };
Object.assign(window, { log });

function Controls() {
  const [isPending, start] = useTransition();
  return (
    <p>
      <button
        id="next"
        onClick={() => {
          log.clickAt = performance.now();
          start(() => {
            value.value++;
          });
        }}
      >
        next
      </button>
      <button
        id="race"
        onClick={() => {
          // A transition write, then another write while React is rendering the transition.
          startTransition(() => {
            value.value++;
          });
          setTimeout(() => value.value++, 40);
        }}
      >
        race
      </button>
      <output id="pending">{isPending ? 'pending' : 'idle'}</output>
    </p>
  );
}

function App() {
  return (
    <>
      <Controls />
      <div id="cells">
        {Array.from({ length: CELLS }, (_, i) => (
          <Cell key={i} />
        ))}
      </div>
    </>
  );
}

const root = document.getElementById('main')!;
new MutationObserver(() => {
  const shown = [...document.querySelectorAll('.cell')].map((c) => Number(c.textContent));
  log.frames.push([...new Set(shown)]);
  const now = performance.now();
  if (!log.pendingAt && document.getElementById('pending')?.textContent === 'pending') {
    log.pendingAt = now;
  }
  if (log.clickAt && !log.doneAt && shown.length && shown.every((v) => v === value.peek())) {
    log.doneAt = now;
  }
}).observe(root, { subtree: true, childList: true, characterData: true });
createRoot(root).render(<App />);
document.body.dataset.ready = 'yes';
