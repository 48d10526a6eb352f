/**
 * A run of digits with English thousands separators: "1234567" → "1,234,567". Written out
 * rather than through Intl on the first screens, whose first Intl formatter would cost 20–40 ms
 * of main thread while its locale data loads.
 */
export function groupThousands(digits: number | string): string {
  return String(digits).replace(/\B(?=(\d{3})+$)/g, ',');
}
