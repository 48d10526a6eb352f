import { groupThousands } from '../../../lib/group-thousands.ts';

/**
 * "5 minutes ago", "3 hours ago", "1,200 days ago" (always minutes, hours or days): what
 * `Intl.RelativeTimeFormat('en')` says, written out (a test holds them equal). The reader speaks
 * English only, and a page's first Intl formatter costs 20–40 ms of main thread in Chromium (its
 * locale data loads on first use), which every story list paid in the task rendering its rows.
 */
export function timeAgo(unixSeconds: number, nowMs: number = Date.now()): string {
  if (!(unixSeconds > 0)) return '';
  // Under a minute (or a clock running behind the server) still reads as a minute.
  const minutes = Math.max(1, Math.floor((nowMs / 1000 - unixSeconds) / 60));
  const hours = Math.floor(minutes / 60);
  const [count, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : hours < 24
        ? [hours, 'hour']
        : [Math.floor(hours / 24), 'day'];
  return `${groupThousands(count)} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** The moment as an ISO string, for `<time dateTime>`. */
export function isoTime(unixSeconds: number): string | undefined {
  return unixSeconds > 0 ? new Date(unixSeconds * 1000).toISOString() : undefined;
}
