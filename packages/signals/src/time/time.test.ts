import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { effect, effectScope, signal, type ReadonlySignal } from '../index.ts';
import { countdown, delay, interval, now, timeout, type Timed } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function record<T>(s: ReadonlySignal<T>): T[] {
  const seen: T[] = [];
  effect(() => {
    seen.push(s.value);
  });
  return seen;
}

describe('now', () => {
  it('ticks every second by default, or every intervalMs', () => {
    const clock = now();
    const fast = now(250);
    expect(clock.value).toBe(1_000_000);
    vi.advanceTimersByTime(999);
    expect(clock.value).toBe(1_000_000);
    expect(fast.value).toBe(1_000_750);
    vi.advanceTimersByTime(1);
    expect(clock.value).toBe(1_001_000);
  });

  it('pauses and resumes, reading the clock again on resume', () => {
    const clock = now();
    clock.pause();
    expect(clock.state.value).toBe('paused');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5500);
    expect(clock.value).toBe(1_000_000);
    clock.resume();
    expect(clock.state.value).toBe('running');
    expect(clock.value).toBe(1_005_500);
    vi.advanceTimersByTime(1000);
    expect(clock.value).toBe(1_006_500);
    clock.stop();
    clock.resume(); // a stopped timer does not resume
    expect(clock.state.value).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('interval', () => {
  it('counts ticks and calls fn with the count', () => {
    const fn = vi.fn();
    const ticks = interval(100, fn);
    vi.advanceTimersByTime(350);
    expect(ticks.value).toBe(3);
    expect(fn.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('stops counting while paused; restart starts from 0', () => {
    const ticks = interval(100);
    vi.advanceTimersByTime(200);
    ticks.pause();
    vi.advanceTimersByTime(1000);
    expect(ticks.value).toBe(2);
    ticks.resume();
    vi.advanceTimersByTime(100);
    expect(ticks.value).toBe(3);
    ticks.restart();
    expect(ticks.value).toBe(0);
    vi.advanceTimersByTime(100);
    expect(ticks.value).toBe(1);
  });
});

describe('timeout', () => {
  it('becomes true after ms, calls fn once, then is stopped', () => {
    const fn = vi.fn();
    const done = timeout(1000, fn);
    const seen = record(done);
    vi.advanceTimersByTime(999);
    expect(done.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([false, true]);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(done.state.value).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not count paused time', () => {
    const done = timeout(1000);
    vi.advanceTimersByTime(600);
    done.pause();
    vi.advanceTimersByTime(5000);
    done.resume();
    vi.advanceTimersByTime(399);
    expect(done.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(done.value).toBe(true);
  });

  it('restart gives it the full time again', () => {
    const fn = vi.fn();
    const done = timeout(1000, fn);
    vi.advanceTimersByTime(800);
    done.restart();
    vi.advanceTimersByTime(800);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    done.restart(); // after it fired
    expect(done.value).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('fires once running time (not wall time) reaches ms, for any pause schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 })), {
          maxLength: 8,
        }),
        (ms, schedule) => {
          const dispose = effectScope(() => {
            const done = timeout(ms);
            let ran = 0; // the model: running time so far
            for (const [run, pause] of schedule) {
              vi.advanceTimersByTime(run);
              ran += run;
              expect(done.value).toBe(ran >= ms);
              done.pause();
              vi.advanceTimersByTime(pause);
              done.resume();
            }
            if (ran < ms) {
              vi.advanceTimersByTime(ms - ran - 1);
              expect(done.value).toBe(false);
              vi.advanceTimersByTime(1);
            }
            expect(done.value).toBe(true);
          });
          dispose();
        },
      ),
    );
  });
});

describe('countdown', () => {
  it('counts down on whole seconds to 0, then is stopped', () => {
    const left = countdown(3000);
    const seen = record(left);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([3000, 2000, 1000, 0]);
    expect(left.state.value).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the exact time left across a pause, then realigns to whole steps', () => {
    const left = countdown(10_000);
    vi.advanceTimersByTime(2600);
    expect(left.value).toBe(8000);
    left.pause();
    vi.advanceTimersByTime(60_000);
    left.resume();
    vi.advanceTimersByTime(399);
    expect(left.value).toBe(8000);
    vi.advanceTimersByTime(1);
    expect(left.value).toBe(7000);
    vi.advanceTimersByTime(7000);
    expect(left.value).toBe(0);
  });

  it('takes a step, and restarts from the full time', () => {
    const left = countdown(1000, 250);
    const seen = record(left);
    vi.advanceTimersByTime(600);
    left.restart();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1000, 750, 500, 1000, 750, 500, 250, 0]);
  });

  it('is over at once from 0', () => {
    const left = countdown(0);
    expect(left.state.value).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('delay', () => {
  it('shows every value ms later', () => {
    const text = signal('a');
    const echo = delay(500)(text);
    const seen = record(echo);
    text.value = 'b';
    vi.advanceTimersByTime(200);
    text.value = 'c';
    vi.advanceTimersByTime(300);
    expect(seen).toEqual(['a', 'b']);
    vi.advanceTimersByTime(200);
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});

describe('scope', () => {
  it('clears every timer on dispose, marks them stopped, and ignores the controls after', () => {
    const text = signal('a');
    let timers: Timed<unknown>[] = [];
    let echo!: ReadonlySignal<string>;
    const fn = vi.fn();
    const dispose = effectScope(() => {
      timers = [now(), interval(100, fn), timeout(1000, fn), countdown(5000)];
      echo = delay(100)(text);
    });
    text.value = 'b';
    expect(vi.getTimerCount()).toBe(5);
    dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(timers.map((t) => t.state.value)).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
    for (const t of timers) {
      t.resume();
      t.restart();
    }
    text.value = 'c';
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(fn).not.toHaveBeenCalled();
    expect(echo.value).toBe('a');
  });

  it('a timer made inside an effect goes when that effect re-runs', () => {
    const period = signal(100);
    let ticks!: Timed<number>;
    effect(() => {
      ticks = interval(period.value);
    });
    const first = ticks;
    period.value = 200;
    expect(first.state.value).toBe('stopped');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(first.value).toBe(0);
    expect(ticks.value).toBe(1);
  });
});
