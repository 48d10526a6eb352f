/**
 * "5 minutes ago", "3 hours ago", "2 days ago" (minutes, hours or days), in the words
 * `Intl.RelativeTimeFormat('en')` uses. Written out by hand: building that formatter costs
 * more than rendering the whole first screen of stories on a slow phone.
 */
export function timeAgo(unixSeconds: number, nowMs: number = Date.now()): string {
  if (!(unixSeconds > 0)) return '';
  // Under a minute (or a clock running behind the server) still reads as a minute.
  const minutes = Math.max(1, Math.floor((nowMs / 1000 - unixSeconds) / 60));
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, 'hour');
  return ago(Math.floor(hours / 24), 'day');
}

function ago(n: number, unit: string): string {
  // Thousands grouped with commas, as the English formatter writes them.
  const count = String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${count} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** The moment as an ISO string, for `<time dateTime>`. */
export function isoTime(unixSeconds: number): string | undefined {
  return unixSeconds > 0 ? new Date(unixSeconds * 1000).toISOString() : undefined;
}
