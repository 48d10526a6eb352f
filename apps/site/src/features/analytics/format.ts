/* Number formats of the dashboard (the locale is the visitor's; the currency is always USD). */

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedPercent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** A count, e.g. "12,345". */
export const formatCount = (n: number) => integer.format(n);
/** An amount in USD, e.g. "$1,234.50". */
export const formatUsd = (n: number) => usd.format(n);
/** A ratio as a percent, e.g. 0.031 → "3.1%". */
export const formatPercent = (ratio: number) => percent.format(ratio);
/** A change as a signed percent, e.g. 0.12 → "+12.0%". */
export const formatChange = (ratio: number) => signedPercent.format(ratio);
/** A clock time with seconds. */
export const formatTime = (ms: number) => time.format(ms);
