/*
 * The lazily loaded half of the NATS bridge (see nats.ts). Published messages travel as
 * JSON with an origin header; the bridge's own messages come back from the server (NATS
 * echoes to the publisher's subscriptions) and are dropped by that header, so nothing is
 * delivered twice. Plain NATS clients may publish bare JSON: it is wrapped into a message.
 */
import { headers, wsconnect, type Msg } from '@nats-io/nats-core';
import type { Signal } from '../index.ts';
import type { Bus } from './bus.ts';
import { randomId, toBusMessage, type BusMessage } from './message.ts';
import type { NatsOptions, NatsStatus } from './nats.ts';

/** The header naming the bridge that published a message. */
export const ORIGIN_HEADER = 'Tendril-Origin';

/** A NATS message as a bus message (`undefined` when its payload is not JSON); exported for tests. */
export function decode(msg: Pick<Msg, 'subject' | 'data' | 'json'>): BusMessage | undefined {
  let value: unknown = null;
  if (msg.data.length) {
    try {
      value = msg.json();
    } catch {
      return undefined;
    }
  }
  const eventName = msg.subject;
  const message = toBusMessage(value);
  // The subject the server routed it on is the truth, whatever the payload claims.
  if (message) return { ...message, metadata: { eventName } };
  return { timestamp: Date.now(), correlationId: randomId(), metadata: { eventName }, data: value };
}

/** Connects and starts bridging; resolves to the function that stops it. */
export async function bridge(
  bus: Bus,
  options: NatsOptions & { servers: string[] },
  status: Signal<NatsStatus>,
): Promise<() => Promise<void>> {
  if (typeof WebSocket === 'undefined') {
    throw new Error(
      'connectNats needs a global WebSocket, and this runtime has none. In Node 20, start node ' +
        'with --experimental-websocket; browsers and Node 22 have it built in.',
    );
  }
  const origin = randomId();
  const nc = await wsconnect({
    servers: options.servers,
    name: options.name ?? 'tendril-bus',
    maxReconnectAttempts: -1,
    reconnectTimeWait: options.reconnectTimeWait ?? 1000,
  });
  if (status.peek() !== 'closed') status.value = 'connected';
  void (async () => {
    for await (const s of nc.status()) {
      if (status.peek() === 'closed') break;
      if (s.type === 'disconnect' || s.type === 'reconnecting') status.value = 'reconnecting';
      else if (s.type === 'reconnect') status.value = 'connected';
    }
  })();
  nc.subscribe(options.subjects ?? '>', {
    callback(error, msg) {
      if (error || msg.headers?.get(ORIGIN_HEADER) === origin) return;
      const message = decode(msg);
      if (message) bus.receive(message);
      else {
        console.warn(
          `Dropped a NATS message on "${msg.subject}" that is not JSON: the bus carries JSON ` +
            "messages. Publish JSON on that subject, or leave it out of the bridge's `subjects`.",
        );
      }
    },
  });
  const untap = bus.onPublish((message) => {
    const h = headers();
    h.set(ORIGIN_HEADER, origin);
    try {
      nc.publish(message.metadata.eventName, JSON.stringify(message), { headers: h });
    } catch (error) {
      console.error(
        `Not sent to NATS: "${message.metadata.eventName}" could not be published (the error ` +
          'follows); it was delivered on this page only.',
        error,
      );
    }
  });
  const stop = async (): Promise<void> => {
    untap();
    await nc.close();
  };
  // Disconnected (or the scope ended) while connecting: close what just opened.
  if (status.peek() === 'closed') await stop();
  // Resolve only once the server has our subscription: a message sent next is not missed.
  else await nc.flush();
  return stop;
}
