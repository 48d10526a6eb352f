import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { effect, effectScope, signal, type ReadonlySignal } from '../index.ts';
import { cache, debounce, throttle } from './timing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Every value the signal shows, in order (the current one first). */
function record<T>(s: ReadonlySignal<T>): T[] {
  const seen: T[] = [];
  effect(() => {
    seen.push(s.value);
  });
  return seen;
}

describe('debounce', () => {
  it('shows the last value of a burst once the source has been quiet for ms', () => {
    const text = signal('');
    const out = debounce(500)(text);
    const seen = record(out);
    text.value = 'a';
    vi.advanceTimersByTime(400);
    text.value = 'ab';
    vi.advanceTimersByTime(499);
    expect(out.value).toBe('');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['', 'ab']);
  });

  it('cancels a pending value when the source goes back to the shown one', () => {
    const text = signal('x');
    const out = debounce(300)(text);
    text.value = 'y';
    text.value = 'x';
    vi.advanceTimersByTime(1000);
    expect(out.value).toBe('x');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('matches a model: the output is the last value followed by ms of quiet', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 800 }), value: fc.nat(3) }), {
          maxLength: 20,
        }),
        (changes) => {
          const dispose = effectScope(() => {
            const source = signal(0);
            const out = debounce(300)(source);
            // Model: the value of the last change followed by 300 ms without another change.
            const log: { value: number; at: number }[] = [];
            const model = (now: number) => {
              let shown = 0;
              log.forEach(({ value, at }, i) => {
                if ((log[i + 1]?.at ?? now) - at >= 300) shown = value;
              });
              return shown;
            };
            let now = 0;
            for (const { wait, value } of changes) {
              vi.advanceTimersByTime(wait);
              now += wait;
              expect(out.value).toBe(model(now));
              // Writing the value it already holds is no change.
              if (value !== source.peek()) log.push({ value, at: now });
              source.value = value;
            }
            vi.advanceTimersByTime(300);
            expect(out.value).toBe(model(now + 300));
          });
          dispose();
        },
      ),
    );
  });
});

describe('throttle', () => {
  it('lets the first change through at once and the latest at the end of each period', () => {
    const count = signal(0);
    const out = throttle(1000)(count);
    const seen = record(out);
    count.value = 1; // leading edge
    count.value = 2;
    vi.advanceTimersByTime(500);
    count.value = 3;
    expect(seen).toEqual([0, 1]);
    vi.advanceTimersByTime(500); // trailing edge: the latest, and a new period
    expect(seen).toEqual([0, 1, 3]);
    count.value = 4;
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([0, 1, 3]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0, 1, 3, 4]);
    vi.advanceTimersByTime(1000); // a quiet period closes; the next change is leading again
    count.value = 5;
    expect(seen).toEqual([0, 1, 3, 4, 5]);
  });

  it('never updates more than once per period', () => {
    const count = signal(0);
    const out = throttle(1000)(count);
    const times: number[] = [];
    effect(() => {
      out.value;
      times.push(Date.now());
    });
    for (let i = 1; i <= 50; i++) {
      count.value = i;
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(2000);
    expect(out.value).toBe(50);
    for (let i = 2; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
  });
});

describe('cache', () => {
  it('serves the cached value for ttlMs after a change, then the latest', () => {
    const count = signal(0);
    const out = cache(10_000)(count);
    const seen = record(out);
    count.value = 1;
    vi.advanceTimersByTime(6000);
    count.value = 2; // does not push the refresh back
    vi.advanceTimersByTime(3999);
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([0, 2]);
    count.value = 3;
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([0, 2, 3]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('scope', () => {
  it('leaves no timer running and no update after the scope is disposed', () => {
    const source = signal('a');
    let outs: ReadonlySignal<string>[] = [];
    const dispose = effectScope(() => {
      outs = [debounce(500)(source), throttle(1000)(source), cache(10_000)(source)];
    });
    source.value = 'b';
    source.value = 'c';
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    dispose();
    expect(vi.getTimerCount()).toBe(0);
    source.value = 'd';
    vi.advanceTimersByTime(20_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(outs.map((s) => s.value)).toEqual(['a', 'b', 'a']);
  });
});
