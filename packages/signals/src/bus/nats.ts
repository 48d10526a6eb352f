/*
 * connectNats: the small, always-loaded half of the NATS bridge. It checks the options, ties
 * the connection to the current effect scope and only then imports the bridge and the NATS
 * client, so a page that never connects never downloads either.
 */
import { effect, signal, type ReadonlySignal } from '../index.ts';
import type { Bus } from './bus.ts';
import { assertPattern } from './subject.ts';

/**
 * Where a NATS bridge stands: `connecting` until the first connection, `reconnecting` while
 * the server is unreachable (publishes are buffered meanwhile), `closed` once disconnected.
 *
 * @example
 * ```ts
 * const label: Record<NatsStatus, string> = { connecting: '…', connected: 'online', reconnecting: 'retrying', closed: 'off' };
 * ```
 */
export type NatsStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/**
 * Options of {@link connectNats}.
 *
 * @example
 * ```ts
 * const options: NatsOptions = { servers: 'wss://nats.example.com:443', subjects: 'shop.>' };
 * ```
 */
export interface NatsOptions {
  /** WebSocket URL(s) of the NATS server: `ws:` or `wss:` only. */
  servers: string | string[];
  /**
   * The pattern of remote subjects delivered into the bus.
   * @default '>'
   */
  subjects?: string;
  /**
   * Milliseconds between reconnect attempts; the bridge never stops retrying until disconnected.
   * @default 1000
   */
  reconnectTimeWait?: number;
  /**
   * Client name shown in the server's monitoring.
   * @default 'tendril-bus'
   */
  name?: string;
}

/**
 * A live NATS bridge, returned by {@link connectNats}.
 *
 * @example
 * ```ts
 * effect(() => console.log('NATS is', bridge.status.value));
 * await bridge.disconnect();
 * ```
 */
export interface NatsBridge {
  /** Where the connection stands. @default 'connected' once `connectNats` resolves */
  readonly status: ReadonlySignal<NatsStatus>;
  /** Stops bridging and closes the connection. Safe to call twice. */
  disconnect(): Promise<void>;
}

/** Loads the bridge; a separate chunk in a bundler's output. */
export const loadBridge = (): Promise<typeof import('./nats-bridge.ts')> =>
  import('./nats-bridge.ts');

/**
 * Bridges `bus` to a NATS server over WebSocket with the official `@nats-io/nats-core`
 * client, which is imported only now. What is published on the bus goes to the server; what
 * other clients publish on subjects matching `subjects` is delivered into the bus. Messages
 * this bridge sent are recognised by an origin id and never delivered twice. Reconnects after
 * a server restart. Made inside an effect or effect scope, it disconnects when that is disposed.
 * Rejects with a `TypeError` for a server URL that is not `ws:`/`wss:`.
 *
 * @default subjects '>', reconnectTimeWait 1000, name 'tendril-bus'
 * @example
 * ```ts
 * const bus = createBus();
 * const bridge = await connectNats(bus, { servers: 'wss://nats.example.com' });
 * bus.publish('user.42.updated', { name: 'Ada' }); // other NATS clients receive it
 * await bridge.disconnect();
 * ```
 */
export async function connectNats(bus: Bus, options: NatsOptions): Promise<NatsBridge> {
  const servers = [options.servers].flat();
  if (!servers.length || servers.some((url) => !/^wss?:\/\/[^/]/i.test(url))) {
    throw new TypeError(
      `NATS servers must be ws: or wss: URLs, got "${String(servers)}". Pass the WebSocket URL ` +
        'the NATS server listens on (the "websocket" block of its configuration), such as ' +
        '"wss://nats.example.com".',
    );
  }
  assertPattern(options.subjects ?? '>');
  const status = signal<NatsStatus>('connecting');
  let stop: (() => Promise<void>) | undefined = undefined;
  const disconnect = async (): Promise<void> => {
    if (status.peek() === 'closed') return;
    status.value = 'closed';
    release();
    await stop?.();
  };
  // Owned by the caller's scope now, before any await loses it.
  const release = effect(() => () => void disconnect());
  // The bridge closes at once what opens after a disconnect (status is then 'closed').
  stop = await import('./nats-bridge.ts')
    .then(({ bridge }) => bridge(bus, { ...options, servers }, status))
    .catch((error: unknown) => {
      void disconnect();
      throw error;
    });
  return { status, disconnect };
}
