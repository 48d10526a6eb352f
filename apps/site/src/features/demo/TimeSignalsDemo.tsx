import { useId } from 'react';
import { observer } from '@tendril/signals/react';
import type { Timed } from '@tendril/signals/time';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { Panel } from '../../ui/Panel.tsx';
import source from './time-model.ts?excerpts';
import { createTimeModel, DEBOUNCE_MS, THROTTLE_MS, type Mark } from './time-model.ts';
import { useScoped } from './use-scoped.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

type TimeModel = ReturnType<typeof createTimeModel>;

const TimerControls = observer(function TimerControls({
  timer,
  label,
}: {
  timer: Timed<unknown>;
  label: string;
}) {
  const state = timer.state.value;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {state === 'paused' ? (
        <Button onClick={timer.resume}>Resume {label}</Button>
      ) : (
        <Button onClick={timer.pause} disabled={state === 'stopped'}>
          Pause {label}
        </Button>
      )}
      <Button onClick={timer.restart}>Restart {label}</Button>
      <span className="text-xs text-stone-600">{state}</span>
    </div>
  );
});

// One observer reads the three timers: one subscription for the panel, not three.
const Timers = observer(function Timers({ model }: { model: TimeModel }) {
  const clock = model.clock.value;
  const ticks = model.ticks.value;
  const left = model.left.value;
  return (
    <div className="grid gap-6 sm:grid-cols-3">
      <div>
        <h3 className="text-sm font-semibold">Clock: now()</h3>
        <p className="my-2 text-2xl font-bold tabular-nums" data-testid="clock">
          {new Date(clock).toLocaleTimeString()}
        </p>
        <TimerControls timer={model.clock} label="clock" />
      </div>
      <div>
        <h3 className="text-sm font-semibold">Counter: interval(1000)</h3>
        <p className="my-2 text-2xl font-bold tabular-nums" data-testid="ticks">
          {ticks}
        </p>
        <TimerControls timer={model.ticks} label="counter" />
      </div>
      <div>
        <h3 className="text-sm font-semibold">Countdown: countdown(10000)</h3>
        <p className="my-2 text-2xl font-bold tabular-nums" data-testid="countdown">
          {Math.ceil(left / 1000)} s
        </p>
        <TimerControls timer={model.left} label="countdown" />
      </div>
    </div>
  );
});

const LANES: { lane: Mark['lane']; label: string }[] = [
  { lane: 'input', label: 'Keystrokes' },
  { lane: 'debounce', label: `debounce(${DEBOUNCE_MS})` },
  { lane: 'throttle', label: `throttle(${THROTTLE_MS})` },
];

const Streams = observer(function Streams({ model }: { model: TimeModel }) {
  const inputId = useId();
  const marks = model.marks.value;
  const counts = model.counts.value;
  const debounced = model.debounced.value;
  const throttled = model.throttled.value;
  const span = Math.max(3000, ...marks.map((m) => m.at + 500));
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
        Type quickly
      </label>
      <input
        id={inputId}
        value={model.input.value}
        onChange={(e) => model.type(e.currentTarget.value)}
        className="mt-1 block w-full max-w-md rounded-lg border border-stone-300 px-3 py-1.5"
      />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt className="text-stone-600">Debounced</dt>
        <dd data-testid="time-debounced">{debounced || '—'}</dd>
        <dt className="text-stone-600">Throttled</dt>
        <dd data-testid="time-throttled">{throttled || '—'}</dd>
      </dl>
      <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
        {LANES.map(({ lane, label }) => (
          <div key={lane} className="flex items-center gap-2">
            <span className="w-32 shrink-0 text-xs text-stone-700">{label}</span>
            <div className="relative h-4 flex-1 rounded bg-stone-100">
              {marks
                .filter((m) => m.lane === lane)
                .map((m, i) => (
                  <span
                    key={i}
                    className="absolute top-0.5 h-3 w-1 rounded bg-green-700"
                    style={{ left: `${(m.at / span) * 100}%` }}
                  />
                ))}
            </div>
          </div>
        ))}
      </div>
      <p className="mt-2 text-sm text-stone-700" data-testid="time-counts">
        {counts.input} keystrokes, {counts.debounce} debounced, {counts.throttle} throttled
      </p>
      <Button className="mt-2" onClick={model.clearMarks}>
        Clear timeline
      </Button>
    </div>
  );
});

/** "Time signals": timers as signals, and debounce against throttle on one input. */
export function TimeSignalsDemo() {
  const model = useScoped(createTimeModel);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Time signals" />
      {model && (
        <>
          <Panel
            title="Timers"
            description="now, interval and countdown from @tendril/signals/time: signals driven by timers, with pause, resume and restart."
          >
            <Timers model={model} />
          </Panel>
          <Panel
            title="Debounce against throttle"
            description={`The same keystrokes through debounce (${DEBOUNCE_MS} ms after the last one) and throttle (at most one per ${THROTTLE_MS} ms).`}
          >
            <Streams model={model} />
          </Panel>
        </>
      )}
      <CodeExcerpt source={source} region="time" />
    </div>
  );
}
