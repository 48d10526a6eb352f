import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEventLog, DEVTOOLS_MAX_EVENTS } from './event-log.ts';

describe('createEventLog', () => {
  it('keeps the newest 1000 events by default', () => {
    const log = createEventLog();
    for (let i = 1; i <= 1005; i++) log.push('router', `event ${i}`);
    const events = log.events.value;
    expect(DEVTOOLS_MAX_EVENTS).toBe(1000);
    expect(events).toHaveLength(1000);
    expect(events[0]!.text).toBe('event 6');
    expect(events.at(-1)!.text).toBe('event 1005');
  });

  it('always holds the last `max` pushes, in order (against a plain array)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.string(), { maxLength: 60 }),
        (max, texts) => {
          const log = createEventLog(max);
          for (const text of texts) log.push('loader', text);
          expect(log.events.value.map((e) => e.text)).toEqual(texts.slice(-max));
        },
      ),
    );
  });

  it('clear empties it', () => {
    const log = createEventLog(5);
    log.push('router', 'a');
    log.clear();
    expect(log.events.value).toEqual([]);
  });
});
