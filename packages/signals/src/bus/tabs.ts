/*
 * Carries a bus's messages to the same bus in other tabs of this origin over a
 * BroadcastChannel. Whatever arrives is untrusted (any script of the origin can post on the
 * channel): it is rebuilt field by field, and anything malformed is dropped with a warning.
 */
import { effect, type Dispose } from '../index.ts';
import type { Bus } from './bus.ts';
import { toBusMessage } from './message.ts';

/**
 * Options of {@link connectTabs}.
 *
 * @example
 * ```ts
 * connectTabs(bus, { channel: 'shop-events' });
 * ```
 */
export interface TabsOptions {
  /**
   * The BroadcastChannel name; tabs that use the same name share messages.
   * @default 'tendril-bus'
   */
  channel?: string;
}

const warn = (data: unknown): void =>
  console.warn(
    'Dropped a message from another tab that is not a bus message. If another script uses ' +
      'the same BroadcastChannel name, give connectTabs a `channel` name of its own:',
    data,
  );

/**
 * Sends what is published on `bus` to other tabs and delivers what they publish; returns the
 * disconnect. Made inside an effect or effect scope, it disconnects when that is disposed.
 * Messages received from other tabs are delivered here only (not sent on to other transports).
 * Tabs that each bridge to the same NATS server already share messages through it: connecting
 * them with `connectTabs` as well would deliver every message twice.
 *
 * @default channel 'tendril-bus'
 * @example
 * ```ts
 * const bus = createBus();
 * const disconnect = connectTabs(bus);
 * bus.publish('theme.changed', 'dark'); // every other tab's bus delivers it too
 * disconnect();
 * ```
 */
export function connectTabs(bus: Bus, options: TabsOptions = {}): Dispose {
  return effect(() => {
    const channel = new BroadcastChannel(options.channel ?? 'tendril-bus');
    const stop = bus.onPublish((message) => {
      try {
        channel.postMessage(message);
      } catch (error) {
        // Data the structured clone cannot copy (a function, say) stays in this tab.
        console.error(
          'Not sent to other tabs: its data cannot be copied between tabs (a function or a ' +
            'class instance, say), so it was delivered in this tab only. Publish plain data ' +
            'to share it:',
          error,
        );
      }
    });
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = toBusMessage(event.data);
      if (message) bus.receive(message);
      else warn(event.data);
    };
    channel.onmessageerror = warn;
    return () => {
      stop();
      channel.close();
    };
  });
}
