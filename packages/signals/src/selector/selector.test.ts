import { describe, expect, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { batch, computed, effect, effectScope, signal } from '../index.ts';
import { selector } from './index.ts';

describe('selector', () => {
  it('answers whether the source holds a key, read outside any reader too', () => {
    const selected = signal<number | undefined>(2);
    const is = selector(selected);
    expect([is(1), is(2), is(3)]).toEqual([false, true, false]);
    selected.value = 3;
    expect([is(1), is(2), is(3)]).toEqual([false, false, true]);
    selected.value = undefined;
    expect(is(3)).toBe(false);
  });

  it('re-runs only the readers of the key left and the key taken', () => {
    const selected = signal(0);
    const is = selector(selected);
    const runs = Array.from({ length: 100 }, () => 0);
    const rows = runs.map((_, id) =>
      computed(() => {
        runs[id]!++;
        return is(id) ? 'selected' : '';
      }),
    );
    const stop = effect(() => rows.forEach((row) => row.value));
    expect(runs.every((n) => n === 1)).toBe(true);

    selected.value = 42;
    expect(rows[42]!.peek()).toBe('selected');
    expect(rows[0]!.peek()).toBe('');
    expect(runs.filter((n) => n === 2)).toHaveLength(2);
    expect(runs[0]).toBe(2);
    expect(runs[42]).toBe(2);

    selected.value = 42;
    selected.value = 7;
    expect(runs.filter((n) => n > 1)).toHaveLength(3);
    expect(runs[7]).toBe(2);
    stop();
  });

  it('watches the source once, whatever the number of keys read', () => {
    const selected = signal('a');
    const is = selector(selected);
    const stops = ['a', 'b', 'c'].map((key) => effect(() => void is(key)));
    expect(subscriberCount(selected)).toBe(1);
    stops.forEach((stop) => stop());
  });

  it('lets go of the source when its last reader goes, and starts again after', () => {
    const watched = vi.fn();
    const unwatched = vi.fn();
    const selected = signal(1, { watched, unwatched });
    const is = selector(selected);
    const seen: boolean[] = [];
    const first = effect(() => void seen.push(is(1)));
    const second = effect(() => void is(2));
    expect(watched).toHaveBeenCalledTimes(1);
    first();
    expect(unwatched).not.toHaveBeenCalled();
    second();
    expect(unwatched).toHaveBeenCalledTimes(1);
    expect(subscriberCount(selected)).toBe(0);

    selected.value = 2;
    const again = effect(() => void seen.push(is(1)));
    selected.value = 1;
    expect(seen).toEqual([true, false, true]);
    expect(watched).toHaveBeenCalledTimes(2);
    again();
  });

  it('is not disposed with the effect or scope that read a key first', () => {
    const selected = signal(0);
    const is = selector(selected);
    const stopScope = effectScope(() => {
      effect(() => void is(1));
    });
    const seen: boolean[] = [];
    const other = effect(() => void seen.push(is(2)));
    stopScope();
    selected.value = 2;
    expect(seen).toEqual([false, true]);
    other();
  });

  it('gives the answer at once to a read later in the batch that wrote the source', () => {
    const selected = signal(1);
    const is = selector(selected);
    const runs = vi.fn();
    const stop = effect(() => runs(is(2)));
    const inBatch = batch(() => {
      selected.value = 2;
      return is(2);
    });
    expect(inBatch).toBe(true);
    expect(runs.mock.calls).toEqual([[false], [true]]);
    stop();
  });

  it('notifies nobody for a write that returns to the same key', () => {
    const selected = signal(1);
    const is = selector(selected);
    const runs = vi.fn();
    const stop = effect(() => runs(is(1)));
    batch(() => {
      selected.value = 2;
      selected.value = 1;
    });
    expect(runs).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows a computed source, and treats NaN as one key, as a Map does', () => {
    const n = signal(4);
    const half = computed(() => n.value / 2);
    const is = selector(half);
    const seen: boolean[] = [];
    const stop = effect(() => void seen.push(is(3)));
    n.value = 6;
    n.value = 8;
    expect(seen).toEqual([false, true, false]);
    stop();

    const odd = signal(Number.NaN);
    expect(selector(odd)(Number.NaN)).toBe(true);
  });

  it('passes on the error of a throwing source, and follows it once it recovers', () => {
    const id = signal(1);
    const failing = signal(false);
    const source = computed(() => {
      if (failing.value) throw new Error('no selection');
      return id.value;
    });
    const is = selector(source);
    const seen: string[] = [];
    const stop = effect(() => {
      try {
        seen.push(String(is(1)));
      } catch (error) {
        seen.push((error as Error).message);
      }
    });
    failing.value = true;
    failing.value = false;
    id.value = 2;
    expect(seen).toEqual(['true', 'no selection', 'true', 'false']);
    stop();
  });
});
