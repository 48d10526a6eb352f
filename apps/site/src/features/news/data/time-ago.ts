/** "5 minutes ago", "3 hours ago", "2 days ago" (always minutes, hours or days), via Intl. */
let format: Intl.RelativeTimeFormat | undefined;

export function timeAgo(unixSeconds: number, nowMs: number = Date.now()): string {
  if (!(unixSeconds > 0)) return '';
  format ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  // Under a minute (or a clock running behind the server) still reads as a minute.
  const minutes = Math.max(1, Math.floor((nowMs / 1000 - unixSeconds) / 60));
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}

/** The moment as an ISO string, for `<time dateTime>`. */
export function isoTime(unixSeconds: number): string | undefined {
  return unixSeconds > 0 ? new Date(unixSeconds * 1000).toISOString() : undefined;
}
