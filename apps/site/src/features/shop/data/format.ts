/** Prices are USD. One formatter, built once. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(amount: number): string {
  return usd.format(Number.isFinite(amount) ? amount : 0);
}
