import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect, effectScope } from '../index.ts';
import { createChannels, type ChannelMessage } from './index.ts';

const demoNames = ['user.events', 'analytics.events', 'dashboard.metrics', 'global.events'];

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('channels', () => {
  it('delivers a publish to that channel only, with id, channel, data and timestamp', () => {
    const hub = createChannels<{ type: string }>({ names: demoNames });
    const users: ChannelMessage<{ type: string }>[] = [];
    const analytics = vi.fn();
    hub.subscribe('user.events', (m) => users.push(m));
    hub.subscribe('analytics.events', analytics);
    const sent = hub.publish('user.events', { type: 'user.updated' });
    expect(users).toEqual([
      { id: 1, channel: 'user.events', data: { type: 'user.updated' }, timestamp: 1_000 },
    ]);
    expect(sent).toBe(users[0]);
    expect(analytics).not.toHaveBeenCalled();
  });

  it('creates channels on first use and lists their names as a signal', () => {
    const hub = createChannels();
    const seen: (readonly string[])[] = [];
    effect(() => {
      seen.push(hub.names.value);
    });
    hub.channel('user.events');
    hub.publish('global.events', 'hi');
    hub.channel('user.events');
    expect(seen).toEqual([[], ['user.events'], ['user.events', 'global.events']]);
  });

  it('keeps the newest 10 messages per channel as a signal, oldest first', () => {
    const hub = createChannels<number>();
    const metrics = hub.channel('dashboard.metrics');
    const lengths: number[] = [];
    effect(() => {
      lengths.push(metrics.history.value.length);
    });
    for (let i = 1; i <= 13; i++) metrics.publish(i);
    expect(metrics.history.value.map((m) => m.data)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(lengths.at(-1)).toBe(10);
    expect(lengths).toHaveLength(14);
  });

  it('honours historySize', () => {
    const hub = createChannels<number>({ historySize: 2 });
    [1, 2, 3].forEach((n) => hub.publish('a', n));
    expect(hub.channel('a').history.value.map((m) => m.data)).toEqual([2, 3]);
  });

  it('broadcasts one message to every existing channel', () => {
    const hub = createChannels<string>({ names: demoNames });
    const received: string[] = [];
    for (const name of demoNames) hub.subscribe(name, (m) => received.push(`${name}:${m.channel}`));
    const message = hub.broadcast('maintenance at noon');
    expect(received).toEqual(demoNames.map((name) => `${name}:*`));
    for (const name of demoNames) expect(hub.channel(name).history.value).toEqual([message]);
    expect(hub.recent.value).toEqual([message]);
  });

  it('keeps the newest 10 across channels in recent, in publish order', () => {
    const hub = createChannels<number>({ names: demoNames });
    for (let i = 0; i < 12; i++) hub.publish(demoNames[i % 4]!, i);
    expect(hub.recent.value.map((m) => m.data)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('lets the same function subscribe twice and unsubscribe each separately', () => {
    const hub = createChannels<number>();
    const fn = vi.fn();
    const first = hub.subscribe('a', fn);
    hub.subscribe('a', fn);
    hub.publish('a', 1);
    first();
    hub.publish('a', 2);
    expect(fn.mock.calls.map(([m]) => m.data)).toEqual([1, 1, 2]);
  });

  it('still delivers to the other listeners when one throws, and reports the error', () => {
    const reports: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((fn) => reports.push(fn));
    const hub = createChannels<number>();
    const after = vi.fn();
    hub.subscribe('a', () => {
      throw new Error('listener failed');
    });
    hub.subscribe('a', after);
    hub.publish('a', 1);
    spy.mockRestore();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toThrow('listener failed');
  });

  it('releases subscriptions made in an effect scope when it is disposed', () => {
    const hub = createChannels<number>({ names: demoNames });
    const inScope = vi.fn();
    const outside = vi.fn();
    hub.subscribe('global.events', outside);
    const dispose = effectScope(() => {
      for (const name of demoNames) hub.subscribe(name, inScope);
    });
    hub.broadcast(1);
    expect(inScope).toHaveBeenCalledTimes(4);
    dispose();
    hub.broadcast(2);
    hub.publish('user.events', 3);
    expect(inScope).toHaveBeenCalledTimes(4);
    expect(outside).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not track what listeners read in the publishing effect', () => {
    const hub = createChannels<number>();
    const other = createChannels<number>();
    hub.subscribe('a', () => other.channel('b').history.value);
    const runs = vi.fn();
    effect(() => {
      runs();
      hub.publish('a', 1);
    });
    other.publish('b', 1);
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('every channel history equals the model: the last 10 published there or broadcast', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom(...demoNames), { nil: undefined }), { maxLength: 40 }),
        (ops) => {
          const hub = createChannels<number>({ names: demoNames });
          const model = new Map(demoNames.map((n) => [n, [] as number[]]));
          ops.forEach((target, i) => {
            if (target === undefined) hub.broadcast(i);
            else hub.publish(target, i);
            for (const [name, list] of model)
              if (target === undefined || target === name) list.push(i);
          });
          for (const [name, list] of model) {
            expect(hub.channel(name).history.value.map((m) => m.data)).toEqual(list.slice(-10));
          }
          expect(hub.recent.value.map((m) => m.data)).toEqual(ops.map((_, i) => i).slice(-10));
        },
      ),
    );
  });
});
