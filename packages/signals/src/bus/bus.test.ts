import { afterEach, describe, expect, it, vi } from 'vitest';
import { effect, effectScope } from '../index.ts';
import { createBus, type BusMessage } from './index.ts';

afterEach(() => vi.restoreAllMocks());

function collect(bus: ReturnType<typeof createBus>, pattern: string): BusMessage[] {
  const seen: BusMessage[] = [];
  bus.subscribe(pattern, (m) => seen.push(m));
  return seen;
}

describe('createBus', () => {
  it('delivers a message to the subscriptions whose pattern matches its subject', () => {
    const bus = createBus();
    const one = collect(bus, 'user.*.updated');
    const many = collect(bus, 'user.>');
    const other = collect(bus, 'order.>');
    bus.publish('user.42.updated', { name: 'Ada' });
    bus.publish('user.42.profile.updated', { bio: '' });
    expect(one.map((m) => m.data)).toEqual([{ name: 'Ada' }]);
    expect(many.map((m) => m.metadata.eventName)).toEqual([
      'user.42.updated',
      'user.42.profile.updated',
    ]);
    expect(other).toEqual([]);
  });

  it('gives each message a timestamp, a correlation id, its subject and its data', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const bus = createBus();
    const a = bus.publish('cart.item.added', { id: 3 });
    const b = bus.publish('cart.item.added', { id: 4 });
    expect(a).toEqual({
      timestamp: 1_700_000_000_000,
      correlationId: expect.any(String),
      metadata: { eventName: 'cart.item.added' },
      data: { id: 3 },
    });
    expect(a.correlationId).not.toBe(b.correlationId);
    expect(bus.publish('cart.paid', 1, { correlationId: 'checkout-7' }).correlationId).toBe(
      'checkout-7',
    );
  });

  it('keeps the last 100 messages as a signal, oldest first', () => {
    const bus = createBus();
    const lengths: number[] = [];
    const stop = effect(() => {
      lengths.push(bus.history.value.length);
    });
    for (let i = 0; i < 105; i++) bus.publish('tick', i);
    expect(bus.history.value).toHaveLength(100);
    expect(bus.history.value[0]!.data).toBe(5);
    expect(bus.history.value[99]!.data).toBe(104);
    expect(lengths.slice(0, 3)).toEqual([0, 1, 2]);
    stop();
  });

  it('honours historySize', () => {
    const bus = createBus({ historySize: 2 });
    for (const n of [1, 2, 3]) bus.publish('n', n);
    expect(bus.history.value.map((m) => m.data)).toEqual([2, 3]);
  });

  it('counts published messages, deliveries and active subscriptions in signals', () => {
    const bus = createBus();
    const seen: string[] = [];
    const stop = effect(() => {
      const { published, delivered, subscriptions } = bus.stats;
      seen.push(`${published.value}/${delivered.value}/${subscriptions.value}`);
    });
    const a = bus.subscribe('a.*', () => {});
    bus.subscribe('>', () => {});
    bus.publish('a.b', null); // two deliveries
    bus.publish('c', null); // one delivery
    a();
    bus.publish('a.b', null); // one delivery
    expect(seen).toEqual(['0/0/0', '0/0/1', '0/0/2', '1/2/2', '2/3/2', '2/3/1', '3/4/1']);
    expect(bus.stats.received.value).toBe(0);
    stop();
  });

  it('publishJson publishes parsed JSON', () => {
    const bus = createBus();
    const seen = collect(bus, 'user.created');
    const message = bus.publishJson('user.created', '{"name":"Ada","tags":["x"]}');
    expect(message?.data).toEqual({ name: 'Ada', tags: ['x'] });
    expect(seen).toEqual([message]);
  });

  it('publishJson with text that is not JSON logs a console error only and publishes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createBus();
    const seen = collect(bus, '>');
    expect(bus.publishJson('user.created', '{name: Ada}')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(
      'Not published to "user.created": the text is not valid JSON (to publish a value as it is, call publish).',
    );
    expect(seen).toEqual([]);
    expect(bus.history.value).toEqual([]);
    expect(bus.stats.published.value).toBe(0);
  });

  it('rejects a bad subject or pattern with a clear error and delivers nothing', () => {
    const bus = createBus();
    const seen = collect(bus, '>');
    expect(() => bus.publish('user..x', 1)).toThrow('Invalid subject "user..x": empty token');
    expect(() => bus.publish('user.*', 1)).toThrow(
      'Invalid subject "user.*": wildcard in a subject',
    );
    expect(() => bus.publishJson('user.>', '1')).toThrow('Invalid subject "user.>"');
    expect(() => bus.subscribe('user.>.x', () => {})).toThrow(
      'Invalid pattern "user.>.x": ">" must be the last token',
    );
    expect(() =>
      bus.receive({ timestamp: 1, correlationId: 'c', metadata: { eventName: 'a.*' }, data: 1 }),
    ).toThrow('Invalid subject');
    expect(seen).toEqual([]);
    expect(bus.stats.subscriptions.value).toBe(1);
  });

  it('a handler that throws is reported and the other handlers still run', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createBus();
    bus.subscribe('a', () => {
      throw new Error('boom');
    });
    const seen = collect(bus, 'a');
    bus.publish('a', 1);
    expect(seen).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(
      'A bus handler subscribed to "a" threw; the other handlers still ran. Fix the handler, ' +
        'or catch its errors:',
      expect.any(Error),
    );
  });

  it('a subscription made inside a handler does not receive the message in flight', () => {
    const bus = createBus();
    const late: unknown[] = [];
    const stop = bus.subscribe('a', () => {
      stop();
      bus.subscribe('a', (m) => late.push(m.data));
    });
    bus.publish('a', 1);
    bus.publish('a', 2);
    expect(late).toEqual([2]);
  });

  it('publishing inside an effect does not make the effect depend on the bus', () => {
    const bus = createBus();
    bus.subscribe('>', () => {});
    let runs = 0;
    const stop = effect(() => {
      runs++;
      bus.publish('from.effect', runs);
    });
    bus.publish('other', 0);
    expect(runs).toBe(1);
    expect(bus.stats.published.value).toBe(2);
    stop();
  });

  it('subscriptions made in an effect scope end when it is disposed: nothing is left subscribed', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    const dispose = effectScope(() => {
      bus.subscribe('a.>', (m) => seen.push(m.data));
      bus.subscribe('a.*', (m) => seen.push(m.data));
      bus.onPublish((m) => seen.push(`tap ${String(m.data)}`));
    });
    bus.publish('a.b', 1);
    expect(seen).toEqual([1, 1, 'tap 1']);
    expect(bus.stats.subscriptions.value).toBe(2);
    dispose();
    expect(bus.stats.subscriptions.value).toBe(0);
    bus.publish('a.b', 2);
    expect(seen).toEqual([1, 1, 'tap 1']);
    expect(bus.stats.delivered.value).toBe(2);
  });

  it('receive delivers a message from elsewhere without passing it to transports', () => {
    const bus = createBus();
    const taps: unknown[] = [];
    bus.onPublish((m) => taps.push(m));
    const seen = collect(bus, 'remote.*');
    const message = {
      timestamp: 5,
      correlationId: 'r1',
      metadata: { eventName: 'remote.x' },
      data: 'hi',
    };
    bus.receive(message);
    expect(seen).toEqual([message]);
    expect(taps).toEqual([]);
    expect(bus.stats.received.value).toBe(1);
    expect(bus.stats.published.value).toBe(0);
    expect(bus.history.value).toEqual([message]);
  });
});
