import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';
import { stockBadge } from './stock.ts';

describe('stockBadge', () => {
  it.each([
    [0, 'red', 'Out of stock'],
    [1, 'yellow', '1 in stock'],
    [10, 'yellow', '10 in stock'],
    [11, 'green', '11 in stock'],
    [250, 'green', '250 in stock'],
    [-3, 'red', 'Out of stock'],
    [NaN, 'red', 'Out of stock'],
  ])('stock %s is %s "%s"', (stock, tone, label) => {
    expect(stockBadge(stock)).toEqual({ tone, label });
  });
});

describe('formatPrice', () => {
  it('formats USD with Intl', () => {
    expect(formatPrice(79)).toBe('$79.00');
    expect(formatPrice(2499)).toBe('$2,499.00');
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('never prints NaN', () => {
    expect(formatPrice(NaN)).toBe('$0.00');
    expect(formatPrice(Infinity)).toBe('$0.00');
  });
});
