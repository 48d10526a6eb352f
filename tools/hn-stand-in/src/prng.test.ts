// The seeded generator: same seed, same sequence; helpers stay in range.
import { describe, expect, it } from 'vitest';
import { hash32, Rng } from './prng.ts';

describe('Rng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Rng(1);
    const b = new Rng(1);
    const c = new Rng(2);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps next() in [0, 1) and int() within its bounds', () => {
    const rng = new Rng(99);
    for (let i = 0; i < 5000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('keyed generators depend only on seed and key', () => {
    expect(Rng.keyed(5, 'item:1').next()).toBe(Rng.keyed(5, 'item:1').next());
    expect(Rng.keyed(5, 'item:1').next()).not.toBe(Rng.keyed(5, 'item:2').next());
  });

  it('shuffle keeps the elements and pick refuses an empty list', () => {
    const rng = new Rng(3);
    const list = [1, 2, 3, 4, 5, 6];
    expect([...rng.shuffle([...list])].sort()).toEqual(list);
    expect(() => rng.pick([])).toThrow();
  });

  it('hash32 is a stable unsigned 32-bit hash', () => {
    expect(hash32('abc')).toBe(hash32('abc'));
    expect(hash32('abc')).not.toBe(hash32('abd'));
    expect(hash32('')).toBeGreaterThanOrEqual(0);
    expect(hash32('x')).toBeLessThan(2 ** 32);
  });
});
