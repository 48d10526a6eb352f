/*
 * The time-signals demo's model: a clock, an interval counter, a countdown, and one input
 * stream seen through debounce and throttle. Build it inside an effect scope: every timer
 * belongs to that scope and stops when it is disposed.
 */
import { computed, effect, signal, untracked, type ReadonlySignal } from '@tendril/signals';
import { debounce, throttle } from '@tendril/signals/plugins';
import { countdown, interval, now } from '@tendril/signals/time';

/** A point on the stream timeline: which lane, the value, ms since the first keystroke. */
export interface Mark {
  readonly lane: 'input' | 'debounce' | 'throttle';
  readonly value: string;
  readonly at: number;
}

export const DEBOUNCE_MS = 300;
export const THROTTLE_MS = 1000;
export const COUNTDOWN_MS = 10_000;

// #region time
export function createTimeModel() {
  const clock = now(1000);
  const ticks = interval(1000);
  const left = countdown(COUNTDOWN_MS, 1000);

  // One input stream, two ways of slowing it down.
  const input = signal('');
  const debounced = debounce<string>(DEBOUNCE_MS)(input);
  const throttled = throttle<string>(THROTTLE_MS)(input);
  // #endregion

  const marks = signal<readonly Mark[]>([]);
  let origin = 0;
  const mark = (lane: Mark['lane'], value: string) => {
    if (!origin) origin = Date.now();
    marks.value = [...marks.peek(), { lane, value, at: Date.now() - origin }];
  };
  // Records each emission after the first (current) value.
  const follow = (lane: Mark['lane'], source: ReadonlySignal<string>) => {
    let first = true;
    effect(() => {
      const value = source.value;
      if (first) return void (first = false);
      untracked(() => mark(lane, value));
    });
  };
  follow('debounce', debounced);
  follow('throttle', throttled);

  return {
    clock,
    ticks,
    left,
    input,
    debounced,
    throttled,
    marks,
    /** How many values each lane has seen. */
    counts: computed(() => {
      const count = { input: 0, debounce: 0, throttle: 0 };
      for (const m of marks.value) count[m.lane]++;
      return count;
    }),
    type(value: string) {
      mark('input', value);
      input.value = value;
    },
    clearMarks() {
      origin = 0;
      marks.value = [];
    },
  };
}
