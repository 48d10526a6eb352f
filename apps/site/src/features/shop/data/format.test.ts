import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

describe('formatPrice', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes prices as Intl does', () => {
    expect(formatPrice(1299)).toBe('$1,299.00');
    expect(formatPrice(19.99)).toBe('$19.99');
    expect(formatPrice(-5.5)).toBe('-$5.50');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('says what Intl says for any amount a shop could show', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e8, max: 1e8 }).map((cents) => cents / 100),
        ),
        (amount) => {
          // Intl writes a negative amount that rounds to zero as -$0.00; a price says $0.00.
          fc.pre(!(amount <= 0 && Math.abs(amount) < 0.005));
          expect(formatPrice(amount)).toBe(intl.format(amount));
        },
      ),
    );
  });

  it('reads a value that is not a number, or rounds to zero, as $0.00', () => {
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(-0.001)).toBe('$0.00');
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});
