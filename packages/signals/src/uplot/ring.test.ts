import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effect } from '../index.ts';
import { ringSeries } from './ring.ts';

const columns = (data: ArrayLike<ArrayLike<number | null | undefined>>) =>
  Array.from(data, (c) => Array.from(c));

describe('ringSeries', () => {
  it('holds the latest points in order, oldest first, once full', () => {
    const ring = ringSeries({ capacity: 3 });
    for (let i = 1; i <= 5; i++) ring.push(i, i * 10);
    expect(ring.length).toBe(3);
    expect(columns(ring.data.value)).toEqual([
      [3, 4, 5],
      [30, 40, 50],
    ]);
  });

  it('notifies once per push and empties on clear', () => {
    const ring = ringSeries({ capacity: 4, series: 2 });
    let runs = 0;
    effect(() => {
      void ring.data.value;
      runs++;
    });
    ring.push(1, 2, 3);
    ring.push(2, 4); // a missing y is a gap
    expect(runs).toBe(3);
    expect(columns(ring.data.value)).toEqual([
      [1, 2],
      [2, 4],
      [3, NaN],
    ]);
    ring.clear();
    expect(ring.length).toBe(0);
    expect(columns(ring.data.value)).toEqual([[], [], []]);
  });

  it('matches the last `capacity` items of a plain list, for any pushes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.double({ noNaN: true }), { maxLength: 80 }),
        (capacity, ys) => {
          const ring = ringSeries({ capacity });
          ys.forEach((y, i) => ring.push(i, y));
          const kept = ys.slice(-capacity);
          const xs = ys.map((_, i) => i).slice(-capacity);
          expect(columns(ring.data.value)).toEqual([xs, kept]);
        },
      ),
    );
  });
});
