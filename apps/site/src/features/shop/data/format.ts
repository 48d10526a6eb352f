import { groupThousands } from '../../../lib/group-thousands.ts';

/**
 * A USD price as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it
 * ("$1,299.00", "-$5.50"), written out (a test holds them equal): a page's first Intl formatter
 * costs 20–40 ms of main thread in Chromium (its locale data loads on first use), and every shop
 * page paid it while rendering its first prices. A value that is not a number, or rounds to
 * zero, reads as $0.00 (never -$0.00).
 */
export function formatPrice(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const [whole, cents] = Math.abs(value).toFixed(2).split('.') as [string, string];
  const sign = value < 0 && Number(`${whole}${cents}`) !== 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${cents}`;
}
