// The scenarios of a well-known community check for tearing under concurrent rendering, written
// as the README says to write Tendril components: every counter is `memo(observer(...))` and
// reads the one signal with `.value`, and so does the parent. Each counter's render is slow, so
// a concurrent render of them spans many tasks, and the signal changes while React renders.
// A MutationObserver records, after each commit (its callback runs once the task that committed
// is done, before the browser paints), the distinct values the counters and the parent show.
import { signal } from '@tendril/signals';
import { observer } from '@tendril/signals/react';
import { memo, useDeferredValue, useRef, useState, useTransition } from 'react';
import { createRoot } from 'react-dom/client';

const COUNTERS = 50;
const BLOCK_MS = 10;
const count = signal(0, { name: 'count' });
const increment = (): void => {
  count.value++;
};

function burn(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

// A write that lands at React's next yield, queued by the render named in `writeAfter`: after
// that component has rendered and before the ones after it.
let writeAfter: string | undefined;
function writeAfterRenderOf(name: string): void {
  if (writeAfter !== name) return;
  writeAfter = undefined;
  setTimeout(increment);
}

const Counter = memo(
  observer(function Counter({ id, shade }: { id: number; shade: number }) {
    const shown = count.value;
    writeAfterRenderOf(`counter ${id}`);
    burn(BLOCK_MS);
    return (
      <div className="count" data-shade={shade}>
        {shown}
      </div>
    );
  }),
);

const DeferredCounter = memo(
  observer(function DeferredCounter() {
    const shown = useDeferredValue(count.value);
    burn(BLOCK_MS);
    return <div className="count">{shown}</div>;
  }),
);

// A slow part rendered before the deferred counters.
function Header() {
  writeAfterRenderOf('header');
  burn(BLOCK_MS * 5);
  return <h2>Deferred counters</h2>;
}

const ids = Array.from({ length: COUNTERS }, (_, i) => i);

const Main = observer(function Main() {
  const [isPending, startTransition] = useTransition();
  const [mode, setMode] = useState<'' | 'counter' | 'deferred'>('');
  const [shade, setShade] = useState(0);
  const current = count.value;
  const deferred = useDeferredValue(current);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  return (
    <div>
      <button id="showCounter" onClick={() => startTransition(() => setMode('counter'))}>
        show counters in a transition
      </button>
      <button id="showDeferred" onClick={() => startTransition(() => setMode('deferred'))}>
        show deferred counters in a transition
      </button>
      <button
        id="showDeferredWriting"
        onClick={() => {
          writeAfter = 'header';
          startTransition(() => setMode('deferred'));
        }}
      >
        show deferred counters in a transition, with a write while it renders
      </button>
      <button id="transitionIncrement" onClick={() => startTransition(increment)}>
        increment in a transition
      </button>
      <button
        id="shadeWriting"
        onClick={() => {
          writeAfter = `counter ${COUNTERS / 2}`;
          startTransition(() => setShade((n) => n + 1));
        }}
      >
        re-render the counters in a transition, with a write while it renders
      </button>
      <button
        id="startAutoIncrement"
        onClick={() => {
          clearInterval(timer.current);
          timer.current = setInterval(increment, 50);
        }}
      >
        start incrementing
      </button>
      <button id="stopAutoIncrement" onClick={() => clearInterval(timer.current)}>
        stop incrementing
      </button>
      <output id="pending">{isPending ? 'pending' : 'idle'}</output>
      <div id="counters">
        {mode === 'counter' && ids.map((id) => <Counter key={id} id={id} shade={shade} />)}
        {mode === 'deferred' && <Header />}
        {mode === 'deferred' && ids.map((id) => <DeferredCounter key={id} />)}
      </div>
      <div id="mainCount" className="count">
        {mode === 'deferred' ? deferred : current}
      </div>
    </div>
  );
});

/** Each entry: the distinct values shown after one commit, counters and parent together. */
const frames: number[][] = [];
Object.assign(window, { frames, count });

const root = document.getElementById('main')!;
new MutationObserver(() => {
  const counters = [...document.querySelectorAll('#counters .count')];
  if (counters.length === 0) return;
  const shown = [...counters, document.getElementById('mainCount')!].map((c) =>
    Number(c.textContent),
  );
  frames.push([...new Set(shown)]);
}).observe(root, { subtree: true, childList: true, characterData: true });
createRoot(root).render(<Main />);
document.body.dataset.ready = 'yes';
