/*
 * The bus's message shape, and the check every message from outside this page goes through
 * (other tabs and NATS servers are untrusted input).
 */
import { invalidity } from './subject.ts';

/**
 * One event on the bus: when it was published, an id that ties related events together, the
 * subject it was published on (`metadata.eventName`) and its data.
 *
 * @example
 * ```ts
 * const message: BusMessage<{ id: number }> = {
 *   timestamp: Date.now(),
 *   correlationId: 'k3x-9fq2',
 *   metadata: { eventName: 'user.42.updated' },
 *   data: { id: 42 },
 * };
 * ```
 */
export interface BusMessage<T = unknown> {
  /** Milliseconds since the epoch when the message was published. */
  readonly timestamp: number;
  /** Ties related messages together; generated when the publisher gives none. */
  readonly correlationId: string;
  readonly metadata: {
    /** The subject the message was published on. */
    readonly eventName: string;
  };
  readonly data: T;
}

/** A fresh id: random enough to tell publishers and messages apart (not a secret). */
export function randomId(): string {
  return Math.random().toString(36).slice(2);
}

/**
 * Rebuilds a message from untrusted input, keeping only the known fields, or returns
 * `undefined` when the shape is wrong (missing fields, bad types, an invalid subject).
 *
 * @example
 * ```ts
 * toBusMessage(JSON.parse(text)) ?? console.warn('dropped a malformed message');
 * ```
 */
export function toBusMessage(value: unknown): BusMessage | undefined {
  // `data` may be absent: JSON drops an undefined value.
  if (typeof value !== 'object' || value === null) return undefined;
  const { timestamp, correlationId, metadata, data } = value as Record<string, unknown>;
  const eventName = (metadata as { eventName?: unknown } | null | undefined)?.eventName;
  return Number.isFinite(timestamp) &&
    typeof correlationId === 'string' &&
    correlationId &&
    !invalidity(eventName)
    ? {
        timestamp: timestamp as number,
        correlationId,
        metadata: { eventName: eventName as string },
        data,
      }
    : undefined;
}
