/*
 * Time as signals: `now`, `interval`, `timeout` and `countdown` are signals with
 * pause/resume/stop/restart; `delay` is an operator. Every timer lives inside an effect, so it
 * belongs to the effect scope (or effect) it was created in: disposing that scope clears it, and
 * pausing is the same effect cleaning up until it is resumed.
 */
import { batch, effect, signal, untracked, type ReadonlySignal } from '../index.ts';

/**
 * Where a timer is: counting, paused (resumable), or stopped (finished, stopped or disposed;
 * only `restart()` runs it again, and not once disposed).
 *
 * @example
 * ```ts
 * const label = computed(() => (left.state.value === 'paused' ? 'Paused' : `${left.value} ms`));
 * ```
 */
export type TimerState = 'running' | 'paused' | 'stopped';

/**
 * A signal driven by a timer, with its controls.
 *
 * @example
 * ```ts
 * const clock: Timed<number> = now();
 * clock.pause();
 * clock.state.value; // 'paused'
 * clock.resume();
 * ```
 */
export type Timed<T> = ReadonlySignal<T> & {
  /** Where the timer is. Disposing the owning scope sets it to 'stopped'. */
  readonly state: ReadonlySignal<TimerState>;
  /** Stops the timer until `resume()`; what remains of a timeout or countdown is kept. */
  pause(): void;
  /** Continues a paused timer (does nothing otherwise). */
  resume(): void;
  /** Stops the timer; only `restart()` starts it again. */
  stop(): void;
  /** Starts over from the initial value, running (does nothing once the scope is disposed). */
  restart(): void;
};

type Timer = ReturnType<typeof setTimeout>;

/**
 * The shared machinery: `start` arms the timers and returns what disarms them; it runs again
 * on resume and restart. `reset` puts the caller's own bookkeeping back for a restart.
 */
function timed<T>(
  initial: T,
  start: (set: (value: T) => void, finish: () => void) => () => void,
  reset?: () => void,
): Timed<T> {
  const out = signal(initial);
  const state = signal<TimerState>('running');
  const runs = signal(0);
  let run = 0;
  let disposed = false;
  const set = (value: T) => (out.value = value);
  const to = (next: TimerState, from?: TimerState) => {
    if (!disposed && (!from || state.peek() === from)) state.value = next;
  };
  effect(() => {
    // A restart: the previous run's cleanup has already run, so the reset is not undone.
    if (runs.value !== run) {
      run = runs.peek();
      reset?.();
    }
    if (state.value === 'running') return untracked(() => start(set, () => to('stopped')));
  });
  effect(() => () => {
    to('stopped');
    disposed = true;
  });
  return Object.assign(out, {
    state,
    pause: () => to('paused', 'running'),
    resume: () => to('running', 'paused'),
    stop: () => to('stopped'),
    restart() {
      if (!disposed)
        batch(() => {
          out.value = initial;
          to('running');
          runs.value++;
        });
    },
  }) as Timed<T>;
}

/**
 * The current time (ms since the epoch), updated every `intervalMs`. Resuming reads the clock
 * at once.
 *
 * @param intervalMs How often it ticks, in ms.
 * @default intervalMs 1000
 * @example
 * ```ts
 * const clock = now();
 * effect(() => (label.textContent = new Date(clock.value).toLocaleTimeString()));
 * ```
 */
export function now(intervalMs = 1000): Timed<number> {
  return timed(Date.now(), (set) => {
    set(Date.now());
    const id = setInterval(() => set(Date.now()), intervalMs);
    return () => clearInterval(id);
  });
}

/**
 * Counts ticks every `ms` (the value is the count, from 0), calling `fn(count)` on each.
 * A resumed interval waits a full `ms` before its next tick.
 *
 * @param fn Called on each tick with the new count.
 * @default fn none
 * @example
 * ```ts
 * const polls = interval(1000, () => refresh());
 * polls.pause(); // while the tab is hidden
 * ```
 */
export function interval(ms: number, fn?: (count: number) => void): Timed<number> {
  let count = 0;
  return timed(
    0,
    (set) => {
      const id = setInterval(() => {
        set(++count);
        fn?.(count);
      }, ms);
      return () => clearInterval(id);
    },
    () => (count = 0),
  );
}

/**
 * Becomes true once `ms` have run (paused time does not count) and calls `fn`; the state is
 * then 'stopped'.
 *
 * @param fn Called once when the time is up.
 * @default fn none
 * @example
 * ```ts
 * const expired = timeout(30_000, () => logout());
 * expired.restart(); // on user activity
 * ```
 */
export function timeout(ms: number, fn?: () => void): Timed<boolean> {
  let remaining = ms;
  return timed(
    false,
    (set, finish) => {
      const began = Date.now();
      const id = setTimeout(() => {
        set(true);
        finish();
        fn?.();
      }, remaining);
      return () => {
        clearTimeout(id);
        remaining -= Date.now() - began;
      };
    },
    () => (remaining = ms),
  );
}

/**
 * The time left (ms) from `ms` down to 0, updated on whole steps of `stepMs` (10000, 9000, …),
 * and 'stopped' at 0. Pausing keeps the exact time left.
 *
 * @param stepMs How often the value updates, in ms.
 * @default stepMs 1000
 * @example
 * ```ts
 * const left = countdown(60_000);
 * effect(() => (label.textContent = `${left.value / 1000} s`));
 * ```
 */
export function countdown(ms: number, stepMs = 1000): Timed<number> {
  let remaining = ms;
  return timed(
    ms,
    (set, finish) => {
      const deadline = Date.now() + remaining;
      let id: Timer;
      const next = () => (id = setTimeout(tick, remaining % stepMs || stepMs));
      const tick = () => {
        remaining = Math.max(0, deadline - Date.now());
        set(remaining);
        if (remaining) next();
        else finish();
      };
      if (remaining) next();
      else finish();
      return () => {
        clearTimeout(id);
        remaining = Math.max(0, deadline - Date.now());
      };
    },
    () => (remaining = ms),
  );
}

/**
 * An operator: the output shows each value of the source `ms` later (every change, unlike
 * debounce). Pending values are dropped when the owning scope is disposed.
 *
 * @example
 * ```ts
 * const echo = delay(500)(text); // text, half a second behind
 * ```
 */
export function delay(ms: number): <T>(source: ReadonlySignal<T>) => ReadonlySignal<T> {
  return (source) => {
    const out = signal(source.peek());
    const pending = new Set<Timer>();
    let first = true;
    effect(() => {
      const value = source.value;
      if (first) return void (first = false);
      const id = setTimeout(() => {
        pending.delete(id);
        out.value = value;
      }, ms);
      pending.add(id);
    });
    effect(() => () => pending.forEach(clearTimeout));
    return out;
  };
}
