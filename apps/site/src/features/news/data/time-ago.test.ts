import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = Date.UTC(2026, 0, 1) / 1000;
const at = (secondsAgo: number) => timeAgo(now - secondsAgo, now * 1000);

describe('timeAgo', () => {
  it('speaks in minutes, hours or days', () => {
    expect(at(5 * 60)).toBe('5 minutes ago');
    expect(at(60)).toBe('1 minute ago');
    expect(at(59 * 60 + 59)).toBe('59 minutes ago');
    expect(at(3 * 3600 + 10)).toBe('3 hours ago');
    expect(at(24 * 3600)).toBe('1 day ago');
    expect(at(40 * 24 * 3600)).toBe('40 days ago');
  });

  it('reads under a minute and a clock behind the server as a minute; no time as nothing', () => {
    expect(at(10)).toBe('1 minute ago');
    expect(at(-300)).toBe('1 minute ago');
    expect(timeAgo(0)).toBe('');
  });
});

describe('timeAgo against Intl.RelativeTimeFormat', () => {
  const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  it('says what Intl says for any age up to 50 years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 50 * 365 * 86_400 }), (secondsAgo) => {
        const minutes = Math.floor(secondsAgo / 60);
        const hours = Math.floor(minutes / 60);
        const expected =
          minutes < 60
            ? intl.format(-minutes, 'minute')
            : hours < 24
              ? intl.format(-hours, 'hour')
              : intl.format(-Math.floor(hours / 24), 'day');
        expect(at(secondsAgo)).toBe(expected);
      }),
    );
  });
});
