/*
 * Named in-page channels: publish, subscribe, a bounded history per channel as a signal,
 * and broadcast to every channel. Subscriptions are effects, so one made while an effect
 * scope runs is released when the scope is disposed.
 */
import {
  batch,
  effect,
  signal,
  untracked,
  type Dispose,
  type ReadonlySignal,
  type Signal,
} from '../index.ts';

/**
 * One published message, as subscribers and histories see it.
 * @example
 * hub.subscribe('user.events', (m: ChannelMessage<UserEvent>) => log(m.id, m.channel, m.data));
 */
export interface ChannelMessage<T> {
  /** Increasing across the whole hub: orders messages from different channels. */
  readonly id: number;
  /** The channel it was published on, or `'*'` for a broadcast. */
  readonly channel: string;
  readonly data: T;
  /** `Date.now()` at publish time. */
  readonly timestamp: number;
}

/**
 * Called with each message published on a channel after it subscribed.
 * @example
 * const log: ChannelListener<string> = (m) => console.log(m.channel, m.data);
 */
export type ChannelListener<T> = (message: ChannelMessage<T>) => void;

/**
 * A named channel. Get one with {@link Channels.channel}.
 * @example
 * const metrics = hub.channel('dashboard.metrics');
 * metrics.publish({ users: 42 });
 * metrics.history.value.at(-1)?.data; // { users: 42 }
 */
export interface Channel<T> {
  readonly name: string;
  /** The last messages, oldest first, at most `historySize` (10 by default): newest kept. */
  readonly history: ReadonlySignal<readonly ChannelMessage<T>[]>;
  /** Delivers `data` to this channel's subscribers and records it; returns the message. */
  publish(data: T): ChannelMessage<T>;
  /** Calls `listener` for every later message; the returned function (or scope disposal) stops it. */
  subscribe(listener: ChannelListener<T>): Dispose;
}

/**
 * A set of named channels. Create one with {@link createChannels}.
 * @example
 * const hub: Channels<AppEvent> = createChannels({ names: ['global.events'] });
 * hub.broadcast({ type: 'maintenance' });
 */
export interface Channels<T> {
  /** The channel called `name`, created on first use. */
  channel(name: string): Channel<T>;
  /** Shorthand for `channel(name).publish(data)`. */
  publish(name: string, data: T): ChannelMessage<T>;
  /** Shorthand for `channel(name).subscribe(listener)`. */
  subscribe(name: string, listener: ChannelListener<T>): Dispose;
  /** Publishes one message (channel `'*'`) on every channel that exists now. */
  broadcast(data: T): ChannelMessage<T>;
  /** Names of the channels that exist, in creation order. */
  readonly names: ReadonlySignal<readonly string[]>;
  /** The newest messages across all channels (a broadcast counts once), oldest first. */
  readonly recent: ReadonlySignal<readonly ChannelMessage<T>[]>;
}

/**
 * Options of {@link createChannels}.
 * @example
 * createChannels({ names: ['user.events', 'global.events'], historySize: 20 });
 */
export interface ChannelsOptions {
  /** Channels that exist from the start (so a broadcast reaches them). @default [] */
  names?: readonly string[];
  /** Messages kept per channel and in `recent`. @default 10 */
  historySize?: number;
}

/**
 * Creates a hub of named channels.
 * @example
 * const hub = createChannels<{ type: string }>({
 *   names: ['user.events', 'analytics.events', 'dashboard.metrics', 'global.events'],
 * });
 * hub.subscribe('user.events', (m) => console.log(m.data.type));
 * hub.publish('user.events', { type: 'user.updated' });
 * hub.channel('user.events').history.value; // [{ id: 1, channel: 'user.events', data, timestamp }]
 */
export function createChannels<T = unknown>(options: ChannelsOptions = {}): Channels<T> {
  const size = options.historySize ?? 10;
  const channels = new Map<string, Channel<T> & { deliver(message: ChannelMessage<T>): void }>();
  const names = signal<readonly string[]>([]);
  const recent = signal<readonly ChannelMessage<T>[]>([]);
  let lastId = 0;

  const keep = (list: Signal<readonly ChannelMessage<T>[]>, message: ChannelMessage<T>) => {
    list.value = [...list.peek(), message].slice(-size);
  };

  const send = (name: string, data: T, targets: Iterable<string>): ChannelMessage<T> => {
    const message = { id: ++lastId, channel: name, data, timestamp: Date.now() };
    batch(() => {
      keep(recent, message);
      for (const target of targets) channel(target).deliver(message);
    });
    return message;
  };

  const channel = (name: string) => {
    let found = channels.get(name);
    if (!found) {
      const history = signal<readonly ChannelMessage<T>[]>([]);
      const listeners = new Set<ChannelListener<T>>();
      found = {
        name,
        history,
        publish: (data) => send(name, data, [name]),
        subscribe(listener) {
          return effect(() => {
            // A wrapper per subscription: the same function may subscribe twice.
            const entry: ChannelListener<T> = (message) => listener(message);
            listeners.add(entry);
            return () => listeners.delete(entry);
          });
        },
        deliver(message) {
          keep(history, message);
          for (const listener of [...listeners]) {
            try {
              untracked(() => listener(message));
            } catch (error) {
              // Like DOM events: a failing listener is reported and the others still run.
              queueMicrotask(() => {
                throw error;
              });
            }
          }
        },
      };
      channels.set(name, found);
      names.value = [...names.peek(), name];
    }
    return found;
  };

  options.names?.forEach(channel);

  return {
    channel,
    publish: (name, data) => channel(name).publish(data),
    subscribe: (name, listener) => channel(name).subscribe(listener),
    broadcast: (data) => send('*', data, [...channels.keys()]),
    names,
    recent,
  };
}
