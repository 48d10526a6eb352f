import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clamp01,
  easeInOutCubic,
  interpolate,
  prefersReducedMotion,
  timeProgress,
} from './easing.ts';

const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1, and is cubic on each half', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(0.25)).toBe(0.0625);
    expect(easeInOutCubic(0.75)).toBe(0.9375);
  });

  it('never decreases and stays within [0, 1]', () => {
    fc.assert(
      fc.property(unit, unit, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(easeInOutCubic(lo)).toBeLessThanOrEqual(easeInOutCubic(hi));
        expect(easeInOutCubic(a)).toBeGreaterThanOrEqual(0);
        expect(easeInOutCubic(a)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is symmetric around the middle: f(1 - t) = 1 - f(t)', () => {
    fc.assert(
      fc.property(unit, (t) => {
        expect(easeInOutCubic(1 - t)).toBeCloseTo(1 - easeInOutCubic(t), 12);
      }),
    );
  });

  it('clamps input outside [0, 1]', () => {
    expect(easeInOutCubic(-2)).toBe(0);
    expect(easeInOutCubic(7)).toBe(1);
    expect(easeInOutCubic(Number.NaN)).toBe(0);
  });
});

describe('timeProgress and interpolate', () => {
  it('gives elapsed over duration, clamped; done at once for no duration', () => {
    expect(timeProgress(150, 300)).toBe(0.5);
    expect(timeProgress(-5, 300)).toBe(0);
    expect(timeProgress(900, 300)).toBe(1);
    expect(timeProgress(0, 0)).toBe(1);
  });

  it('stays between its ends, reaching each exactly', () => {
    const position = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(position, position, unit, (from, to, t) => {
        // `+ 0` reads -0 as 0.
        expect(interpolate(from, to, 0) + 0).toBe(from + 0);
        expect(interpolate(from, to, 1)).toBe(to);
        const value = interpolate(from, to, t);
        expect(value).toBeGreaterThanOrEqual(Math.min(from, to) - 1e-6);
        expect(value).toBeLessThanOrEqual(Math.max(from, to) + 1e-6);
      }),
    );
  });

  it('clamp01 is the identity on [0, 1]', () => {
    fc.assert(
      fc.property(unit, (t) => {
        expect(clamp01(t)).toBe(t);
      }),
    );
  });
});

describe('prefersReducedMotion', () => {
  it('asks the media query, and is false without one', () => {
    const query = (matches: boolean) => ({
      matchMedia: (q: string) =>
        ({ matches: matches && q === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    });
    expect(prefersReducedMotion(query(true))).toBe(true);
    expect(prefersReducedMotion(query(false))).toBe(false);
    expect(prefersReducedMotion({})).toBe(false);
    expect(prefersReducedMotion(undefined)).toBe(false);
  });
});
