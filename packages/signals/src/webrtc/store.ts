/*
 * A peer store: named signals holding JSON values, replicated between peers.
 *
 * Convergence rule: last writer wins per key, ordered by a Lamport clock with the peer id as
 * the tie break. Each key is a whole value replaced at once (a colour, a counter, a list), so
 * a per-key last-writer-wins register is enough, and its merge is commutative, associative and
 * idempotent: peers that have seen the same writes, in any order and any number of times,
 * hold the same values (a state-based LWW map, as in Shapiro et al., "Conflict-free Replicated
 * Data Types", 2011). A Lamport clock (Lamport, "Time, Clocks, and the Ordering of Events",
 * 1978) rather than wall time keeps a peer with a fast clock from winning every race, and
 * makes a write that has seen another write always beat it. The pair (clock, peer) names one
 * write: a peer's clock grows with each of its writes, so two different writes never tie.
 */
import { batch, computed, signal, type ReadonlySignal, type Signal } from '../index.ts';

/**
 * A JSON value: what a peer store holds and what travels between peers.
 *
 * @example
 * ```ts
 * const todo: Json = { text: 'Buy milk', done: false };
 * ```
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The initial values of a peer store, by key; they also fix the store's keys.
 *
 * @example
 * ```ts
 * const initial: JsonRecord = { colour: '#166534', count: 0 };
 * ```
 */
export type JsonRecord = Record<string, Json>;

/**
 * One key's value with the stamp of the write that set it: the writer's Lamport `clock` and
 * its `peer` id. Snapshots and updates between peers are lists of these.
 *
 * @example
 * ```ts
 * const entry: StampedEntry = { key: 'count', value: 3, clock: 7, peer: 'k3x9fq2a' };
 * ```
 */
export interface StampedEntry {
  readonly key: string;
  readonly value: Json;
  readonly clock: number;
  readonly peer: string;
}

/**
 * Options of {@link createPeerStore}.
 *
 * @example
 * ```ts
 * createPeerStore({ count: 0 }, { validate: { count: (v) => Number.isInteger(v) } });
 * ```
 */
export interface PeerStoreOptions<T extends JsonRecord> {
  /**
   * This peer's id: letters, digits, `_` and `-`, 1 to 64 characters. It breaks ties between
   * writes with the same clock, so every peer of a room needs a different one.
   * @default a random id of 8 characters
   */
  peerId?: string;
  /**
   * Checks a value received from another peer for a key; an update holding a value that fails
   * is dropped whole. Keys without a check accept a value of the same JSON kind as the key's
   * initial value (number, string, boolean, null, array or object).
   * @default {}
   */
  validate?: { readonly [K in keyof T]?: (value: Json) => boolean };
}

/**
 * A store of named signals whose values are kept in sync with other peers' stores.
 *
 * @example
 * ```ts
 * const store = createPeerStore({ count: 0 });
 * store.update('count', (n) => n + 1);
 * store.signals.count.value; // 1
 * ```
 */
export interface PeerStore<T extends JsonRecord> {
  /** This peer's id (the tie break of the convergence rule). */
  readonly peerId: string;
  /** One read-only signal per key; write with `set` or `update`. */
  readonly signals: { readonly [K in keyof T]: ReadonlySignal<T[K]> };
  /** Writes a value here and stamps it, so it wins over every write this peer has seen. */
  set<K extends keyof T & string>(key: K, value: T[K]): void;
  /** `set(key, fn(current value))`. */
  update<K extends keyof T & string>(key: K, fn: (value: T[K]) => T[K]): void;
  /** Every key's value and stamp: what a peer sends when it (re)connects. */
  snapshot(): StampedEntry[];
  /**
   * Merges entries from another peer by the convergence rule. Checks them all first: when one
   * names an unknown key, has a bad stamp or a value its key rejects, nothing is applied and
   * it returns `false`.
   */
  merge(entries: readonly StampedEntry[]): boolean;
  /** Calls `listener` with the stamped entry of each local write; returns the unsubscribe. */
  onWrite(listener: (entry: StampedEntry) => void): () => void;
}

/** Peer ids: short, printable, safe in any message. */
export const PEER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A fresh peer id: random enough to tell the tabs of one machine apart (not a secret). */
export function randomPeerId(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

function jsonKind(value: Json): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Whether the write stamped (clock, peer) beats the one stamped (clock2, peer2). */
export function beats(clock: number, peer: string, clock2: number, peer2: string): boolean {
  return clock > clock2 || (clock === clock2 && peer > peer2);
}

/** A valid stamp: a non-negative safe integer clock below the ceiling, and a peer id. */
export function isStamp(clock: unknown, peer: unknown): boolean {
  return (
    Number.isSafeInteger(clock) &&
    (clock as number) >= 0 &&
    (clock as number) < Number.MAX_SAFE_INTEGER &&
    typeof peer === 'string' &&
    PEER_ID.test(peer)
  );
}

interface Slot {
  value: Json;
  clock: number;
  peer: string;
  readonly source: Signal<Json>;
  readonly accepts: (value: Json) => boolean;
}

/**
 * Creates a peer store holding `initial`'s keys. Connect it to another peer with
 * {@link createPeerSync} (WebRTC, signalled between tabs) or {@link syncStore} (a data channel
 * you already have). Initial values are stamped with clock 0, so any write beats them, and
 * peers that start with different initial values agree on one after their first exchange.
 *
 * @default options.peerId a random id of 8 characters
 * @example
 * ```ts
 * const store = createPeerStore({ colour: '#166534', count: 0 });
 * store.set('colour', '#1d4ed8');
 * effect(() => console.log(store.signals.colour.value));
 * ```
 */
export function createPeerStore<T extends JsonRecord>(
  initial: T,
  options: PeerStoreOptions<T> = {},
): PeerStore<T> {
  const peerId = options.peerId ?? randomPeerId();
  if (!PEER_ID.test(peerId)) {
    throw new Error(
      `Invalid peer id: ${peerId}. Leave \`peerId\` out to get a random one, or pass one that ` +
        `matches ${PEER_ID}.`,
    );
  }
  const slots = new Map<string, Slot>();
  const signals: Record<string, ReadonlySignal<Json>> = {};
  const validate = (options.validate ?? {}) as Record<string, ((v: Json) => boolean) | undefined>;
  for (const [key, value] of Object.entries(initial)) {
    const source = signal<Json>(value);
    const kind = jsonKind(value);
    const check = validate[key];
    const accepts = check ?? ((v: Json) => jsonKind(v) === kind);
    slots.set(key, { value, clock: 0, peer: peerId, source, accepts });
    signals[key] = computed(() => source.value);
  }
  // The highest clock seen here: a local write is stamped one above it.
  let clock = 0;
  const listeners = new Set<(entry: StampedEntry) => void>();

  function set(key: string, value: Json): void {
    const slot = slots.get(key);
    if (!slot) {
      throw new Error(
        `Unknown key: ${key}. A peer store holds the keys of its initial value only: add ` +
          `"${key}" to the object passed to createPeerStore.`,
      );
    }
    if (Object.is(slot.value, value)) return;
    clock += 1;
    Object.assign(slot, { value, clock, peer: peerId });
    slot.source.value = value;
    const entry: StampedEntry = { key, value, clock, peer: peerId };
    for (const listener of [...listeners]) listener(entry);
  }

  // A stamp may run at most this far ahead of the highest clock seen here. Without a bound, one
  // hostile frame stamped near the top of the safe integers would leave local writes no valid
  // stamp above it, and stop this peer's sync for good. No real peer writes 2^32 times ahead.
  const MAX_CLOCK_STEP = 2 ** 32;

  function valid(entry: StampedEntry): boolean {
    const slot = slots.get(entry.key);
    return (
      !!slot &&
      isStamp(entry.clock, entry.peer) &&
      entry.clock - clock <= MAX_CLOCK_STEP &&
      slot.accepts(entry.value)
    );
  }

  return {
    peerId,
    signals: signals as PeerStore<T>['signals'],
    set: set as PeerStore<T>['set'],
    update(key, fn) {
      set(key, fn(slots.get(key)?.value as T[typeof key]));
    },
    snapshot: () =>
      [...slots].map(([key, s]) => ({ key, value: s.value, clock: s.clock, peer: s.peer })),
    merge(entries) {
      if (!entries.every(valid)) return false;
      batch(() => {
        for (const entry of entries) {
          clock = Math.max(clock, entry.clock);
          const slot = slots.get(entry.key)!;
          if (!beats(entry.clock, entry.peer, slot.clock, slot.peer)) continue;
          const same = JSON.stringify(slot.value) === JSON.stringify(entry.value);
          Object.assign(slot, { value: entry.value, clock: entry.clock, peer: entry.peer });
          // An equal value only moves the stamp: subscribers see no change.
          if (!same) slot.source.value = entry.value;
        }
      });
      return true;
    },
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
