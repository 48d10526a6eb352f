/*
 * The in-page event bus: publish on a subject, subscribe with a NATS pattern. Transports
 * (other tabs, a NATS server) plug in through `onPublish` (to send what is published here)
 * and `receive` (to deliver what arrives from elsewhere). A received message is delivered
 * here only, never sent on, so two transports cannot bounce a message between them.
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
import { randomId, type BusMessage } from './message.ts';
import { assertPattern, assertSubject, subjectMatches } from './subject.ts';

/**
 * Options of {@link createBus}.
 *
 * @example
 * ```ts
 * createBus({ historySize: 10 });
 * ```
 */
export interface BusOptions {
  /**
   * How many recent messages `history` keeps.
   * @default 100
   */
  historySize?: number;
}

/**
 * Options of {@link Bus.publish}.
 *
 * @example
 * ```ts
 * bus.publish('order.7.paid', { total: 12 }, { correlationId: 'checkout-7' });
 * ```
 */
export interface PublishOptions {
  /**
   * Ties this message to others (a request and its reply, the steps of one checkout).
   * @default a fresh random id
   */
  correlationId?: string;
}

/**
 * Counters of a bus, each a signal.
 *
 * @example
 * ```ts
 * effect(() => console.log(`${bus.stats.delivered.value} deliveries`));
 * ```
 */
export interface BusStats {
  /** Messages published on this bus (not counting those received from transports). @default 0 */
  readonly published: ReadonlySignal<number>;
  /** Messages received from transports (other tabs, a NATS server). @default 0 */
  readonly received: ReadonlySignal<number>;
  /** Handler calls: one message matching three subscriptions counts three. @default 0 */
  readonly delivered: ReadonlySignal<number>;
  /** Subscriptions active right now. @default 0 */
  readonly subscriptions: ReadonlySignal<number>;
}

/**
 * An event bus with NATS subjects. Create one with {@link createBus}.
 *
 * @example
 * ```ts
 * const bus = createBus();
 * bus.subscribe('user.*.updated', (m) => console.log(m.metadata.eventName, m.data));
 * bus.publish('user.42.updated', { name: 'Ada' });
 * ```
 */
export interface Bus {
  /**
   * Publishes `data` on `subject` (no wildcards) and returns the message. Throws a
   * `TypeError` for an invalid subject. A handler that throws is reported with
   * `console.error` and does not stop the other handlers.
   */
  publish<T>(subject: string, data: T, options?: PublishOptions): BusMessage<T>;
  /**
   * Parses `json` and publishes the result. Text that is not valid JSON is reported with
   * `console.error` only: nothing is published and `undefined` is returned.
   */
  publishJson(subject: string, json: string, options?: PublishOptions): BusMessage | undefined;
  /**
   * Calls `handler` with each message whose subject matches `pattern`; returns the unsubscribe.
   * Made inside an effect or effect scope, the subscription ends when that is disposed.
   * Throws a `TypeError` for an invalid pattern.
   */
  subscribe<T = unknown>(pattern: string, handler: (message: BusMessage<T>) => void): Dispose;
  /** The most recent messages, oldest first (published here or received). @default [] */
  readonly history: ReadonlySignal<readonly BusMessage[]>;
  readonly stats: BusStats;
  /** For transports: calls `fn` with each message published on this bus. Scope-owned like `subscribe`. */
  onPublish(fn: (message: BusMessage) => void): Dispose;
  /** For transports: delivers a message that arrived from elsewhere to this bus's subscribers. */
  receive(message: BusMessage): void;
}

interface Subscription {
  pattern: string;
  handler: (message: BusMessage<never>) => void;
}

/** Adds `item` to `set` while the current scope lives (the house idiom for owned resources). */
function own<T>(set: Set<T>, item: T, changed?: () => void): Dispose {
  return effect(() => {
    set.add(item);
    changed?.();
    return () => {
      set.delete(item);
      changed?.();
    };
  });
}

/**
 * Creates an in-page event bus. Connect it to other tabs with {@link connectTabs} or to a
 * NATS server with {@link connectNats}.
 *
 * @default historySize 100
 * @example
 * ```ts
 * const bus = createBus();
 * const stop = bus.subscribe('cart.>', (m) => console.log(m.data));
 * bus.publish('cart.item.added', { id: 3 });
 * bus.publishJson('cart.cleared', '{"reason":"checkout"}');
 * stop();
 * ```
 */
export function createBus(options: BusOptions = {}): Bus {
  const size = options.historySize ?? 100;
  const subs = new Set<Subscription>();
  const taps = new Set<(message: BusMessage) => void>();
  const history = signal<readonly BusMessage[]>([]);
  const published = signal(0);
  const received = signal(0);
  const delivered = signal(0);
  const subscriptions = signal(0);

  // Untracked: a publish inside an effect must not subscribe that effect to the bus's signals.
  const deliver = (message: BusMessage, counter: Signal<number>): void =>
    untracked(() =>
      batch(() => {
        counter.value++;
        // A snapshot: a subscription made by a handler does not see the message in flight.
        for (const sub of [...subs]) {
          if (!subjectMatches(sub.pattern, message.metadata.eventName)) continue;
          delivered.value++;
          try {
            sub.handler(message as BusMessage<never>);
          } catch (error) {
            console.error(
              `A bus handler subscribed to "${sub.pattern}" threw; the other handlers still ` +
                'ran. Fix the handler, or catch its errors:',
              error,
            );
          }
        }
        history.value = [...history.value, message].slice(-size);
      }),
    );

  const bus: Bus = {
    publish(subject, data, opts) {
      const message = {
        timestamp: Date.now(),
        correlationId: opts?.correlationId ?? randomId(),
        metadata: { eventName: assertSubject(subject) },
        data,
      };
      deliver(message, published);
      for (const tap of taps) tap(message);
      return message;
    },
    publishJson(subject, json, opts) {
      let data: unknown;
      try {
        data = JSON.parse(json);
      } catch (error) {
        console.error(
          `Not published to "${subject}": the text is not valid JSON (to publish a value ` +
            'as it is, call publish).',
          error,
        );
        return undefined;
      }
      return bus.publish(subject, data, opts);
    },
    subscribe(pattern, handler) {
      assertPattern(pattern);
      return own(subs, { pattern, handler } as Subscription, () => {
        subscriptions.value = subs.size;
      });
    },
    history,
    stats: { published, received, delivered, subscriptions },
    onPublish: (fn) => own(taps, fn),
    receive(message) {
      assertSubject(message.metadata.eventName);
      deliver(message, received);
    },
  };
  return bus;
}
