import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, generateAnalytics, isRange, RANGES, seededRandom } from './mock-analytics.ts';

const range = fc.constantFrom(...RANGES);

describe('generateAnalytics', () => {
  it('gives one point per hour for 24h and one per day otherwise', () => {
    expect(generateAnalytics('24h').sessions).toHaveLength(24);
    expect(generateAnalytics('7d').sessions).toHaveLength(7);
    expect(generateAnalytics('30d').sessions).toHaveLength(30);
    expect(generateAnalytics('90d').sessions).toHaveLength(90);
    const day = generateAnalytics('7d').times;
    expect(day[1]! - day[0]!).toBe(86_400);
    const hours = generateAnalytics('24h').times;
    expect(hours[1]! - hours[0]!).toBe(3600);
  });

  it('is the same for the same range and revision, and differs between ranges', () => {
    fc.assert(
      fc.property(range, fc.nat(1000), (r, rev) => {
        expect(generateAnalytics(r, rev)).toEqual(generateAnalytics(r, rev));
      }),
    );
    expect(generateAnalytics('7d').metrics.users.value).not.toBe(
      generateAnalytics('30d').metrics.users.value,
    );
    expect(generateAnalytics('7d', 1).metrics.users.value).not.toBe(
      generateAnalytics('7d', 0).metrics.users.value,
    );
  });

  it('keeps every figure plausible', () => {
    fc.assert(
      fc.property(range, fc.nat(1000), (r, rev) => {
        const d = generateAnalytics(r, rev);
        const total = d.sessions.reduce((a, b) => a + b, 0);
        expect(d.metrics.sessions.value).toBe(total);
        expect(d.metrics.users.value).toBeLessThan(total);
        expect(d.metrics.conversion.value).toBeGreaterThanOrEqual(0.02);
        expect(d.metrics.conversion.value).toBeLessThan(0.05);
        expect(d.metrics.revenue.value).toBeGreaterThan(0);
        for (const m of Object.values(d.metrics)) expect(Math.abs(changeOf(m))).toBeLessThan(0.26);
        for (const p of d.pages) {
          expect(p.visitors).toBeLessThanOrEqual(p.views);
          expect(p.bounceRate).toBeGreaterThan(0);
          expect(p.bounceRate).toBeLessThan(1);
        }
        expect(d.times).toEqual([...d.times].sort((a, b) => a - b));
      }),
    );
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = a();
          expect(x).toBe(b());
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('isRange and changeOf', () => {
  it('accepts only the four ranges', () => {
    expect(RANGES.every(isRange)).toBe(true);
    expect(isRange('1y')).toBe(false);
    expect(isRange(null)).toBe(false);
  });

  it('measures the change against the previous period, 0 when there was none', () => {
    expect(changeOf({ value: 110, previous: 100 })).toBeCloseTo(0.1);
    expect(changeOf({ value: 90, previous: 100 })).toBeCloseTo(-0.1);
    expect(changeOf({ value: 5, previous: 0 })).toBe(0);
  });
});
