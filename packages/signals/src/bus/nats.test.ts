import { describe, expect, it, vi } from 'vitest';
import { connectNats, connectTabs, createBus } from './index.ts';

// Stands in for the bridge (the module that imports the NATS client) to count its loads.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./nats-bridge.ts', () => {
  loads.count++;
  return { bridge: () => Promise.reject(new Error('no server here')) };
});

// Checks made before the NATS client is loaded (the bridge itself is tested against a real
// server in nats-bridge.nats.test.ts).
describe('connectNats options', () => {
  it('accepts only ws: and wss: server URLs', async () => {
    const bus = createBus();
    for (const servers of [
      'nats://127.0.0.1:4222',
      'http://host',
      'tls://host',
      '127.0.0.1:4222',
      'ws:/x',
      [],
    ]) {
      await expect(connectNats(bus, { servers })).rejects.toThrow(
        `NATS servers must be ws: or wss: URLs, got "${String(servers)}". Pass the WebSocket URL`,
      );
    }
    await expect(connectNats(bus, { servers: ['ws://a', 'nats://b'] })).rejects.toThrow(TypeError);
  });

  it('loads the NATS client only when a user connects', async () => {
    const bus = createBus();
    bus.subscribe('>', () => {});
    bus.publish('a.b', 1);
    connectTabs(bus)();
    await expect(connectNats(bus, { servers: 'nats://x' })).rejects.toThrow(TypeError);
    expect(loads.count).toBe(0);
    await expect(connectNats(bus, { servers: 'ws://127.0.0.1:1' })).rejects.toThrow(
      'no server here',
    );
    expect(loads.count).toBe(1);
  });

  it('rejects an invalid subjects pattern', async () => {
    await expect(
      connectNats(createBus(), { servers: 'ws://127.0.0.1:1', subjects: 'a.>.b' }),
    ).rejects.toThrow('Invalid pattern "a.>.b": ">" must be the last token');
  });
});
