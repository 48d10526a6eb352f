import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from '../index.ts';
import { connectTabs, createBus, type BusMessage } from './index.ts';

// Node's BroadcastChannel delivers between channel objects of the same name in one process,
// just as a browser does between tabs: two buses here stand for two tabs.
let name = 0;
const channel = (): string => `tabs-test-${++name}`;
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.restoreAllMocks();
});

function tab(channelName: string) {
  const bus = createBus();
  const seen: BusMessage[] = [];
  bus.subscribe('>', (m) => seen.push(m));
  cleanups.push(connectTabs(bus, { channel: channelName }));
  return { bus, seen };
}

function raw(channelName: string): BroadcastChannel {
  const c = new BroadcastChannel(channelName);
  cleanups.push(() => c.close());
  return c;
}

describe('connectTabs', () => {
  it('delivers what one tab publishes to the others, once each, with wildcards', async () => {
    const name = channel();
    const a = tab(name);
    const b = tab(name);
    const c = tab(name);
    const updated: unknown[] = [];
    b.bus.subscribe('user.*.updated', (m) => updated.push(m.data));
    const sent = a.bus.publish('user.42.updated', { name: 'Ada' });
    await vi.waitFor(() => expect(c.seen).toHaveLength(1));
    await vi.waitFor(() => expect(b.seen).toHaveLength(1));
    expect(b.seen[0]).toEqual(sent);
    expect(updated).toEqual([{ name: 'Ada' }]);
    expect(b.bus.stats.received.value).toBe(1);
    // The publisher does not get its own message back.
    b.bus.publish('done', null);
    await vi.waitFor(() =>
      expect(a.seen.map((m) => m.metadata.eventName)).toEqual(['user.42.updated', 'done']),
    );
    // And a received message is not sent on: c saw a's and b's messages once each.
    await vi.waitFor(() => expect(c.seen).toHaveLength(2));
  });

  it('drops malformed messages from other tabs with a warning and keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = channel();
    const b = tab(name);
    const evil = raw(name);
    const good = { timestamp: 1, correlationId: 'c1', metadata: { eventName: 'ok' }, data: 1 };
    const bad: unknown[] = [
      null,
      'hello',
      42,
      {},
      { ...good, timestamp: 'yesterday' },
      { ...good, timestamp: Number.NaN },
      { ...good, correlationId: '' },
      { ...good, metadata: null },
      { ...good, metadata: { eventName: 'user.*' } },
      { ...good, metadata: { eventName: 'a..b' } },
    ];
    for (const message of bad) evil.postMessage(message);
    evil.postMessage({ ...good, extra: 'stripped', metadata: { eventName: 'ok', more: 1 } });
    await vi.waitFor(() => expect(b.seen).toHaveLength(1));
    expect(b.seen[0]).toEqual(good);
    expect(warn).toHaveBeenCalledTimes(bad.length);
    expect(warn.mock.calls[0]![0]).toMatch(
      /^Dropped a message from another tab that is not a bus message\. /,
    );
  });

  it('keeps data that cannot be copied in this tab, with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = channel();
    const a = tab(name);
    const b = tab(name);
    a.bus.publish('fn', () => 1);
    expect(a.seen).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Not sent to other tabs: its data cannot be copied between tabs/),
      expect.anything(),
    );
    a.bus.publish('after', 2);
    await vi.waitFor(() => expect(b.seen.map((m) => m.data)).toEqual([2]));
  });

  it('made in an effect scope, it disconnects on dispose: the channel is closed, nothing flows', async () => {
    const close = vi.spyOn(BroadcastChannel.prototype, 'close');
    const name = channel();
    const a = createBus();
    const dispose = effectScope(() => {
      connectTabs(a, { channel: name });
    });
    const b = tab(name);
    a.publish('before', 1);
    await vi.waitFor(() => expect(b.seen).toHaveLength(1));
    dispose();
    expect(close).toHaveBeenCalledTimes(1);
    const aSeen: unknown[] = [];
    a.subscribe('>', (m) => aSeen.push(m.data));
    a.publish('after', 2);
    // A message sent after the one that must not arrive: once it is here, the other would be too.
    b.bus.publish('probe', 3);
    raw(name).postMessage({
      timestamp: 1,
      correlationId: 'p',
      metadata: { eventName: 'sentinel' },
      data: 4,
    });
    await vi.waitFor(() => expect(b.seen.map((m) => m.data)).toEqual([1, 3, 4]));
    expect(aSeen).toEqual([2]);
    expect(a.stats.received.value).toBe(0);
  });
});
