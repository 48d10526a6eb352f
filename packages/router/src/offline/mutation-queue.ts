/*
 * The offline mutation queue: changes made while the connection is down, kept in browser
 * storage (so they survive a reload or a browser restart) and replayed in order when it
 * comes back.
 *
 * Exactly once, even with several tabs open:
 * - Replays are serialised across tabs with the Web Locks API (where it exists), and each
 *   replay re-reads the queue from storage inside the lock, so a second tab finds the work
 *   already done.
 * - An entry leaves the queue only after it was applied; a replay that fails midway stops
 *   there and the next one resumes at the failed entry.
 * - Every entry carries an id that the applying side is asked to remember (see `apply`):
 *   should a tab die between applying an entry and removing it, the retry is recognised.
 * Nothing is dropped silently: past `capacity` entries, `enqueue` refuses with a message.
 */

/** A change waiting in the queue. */
export interface QueuedMutation<P = unknown> {
  /** Unique per entry; the applying side remembers it so a repeated replay is recognised. */
  readonly id: string;
  /** The action name it will be replayed through. */
  readonly action: string;
  /** What the action is called with. */
  readonly payload: P;
  /** When it was queued (ms since the epoch, from the queue's clock). */
  readonly queuedAt: number;
}

/**
 * What `enqueue` did: queued the entry (`QUEUED_MESSAGE`), or refused it because the queue is
 * full (`QUEUE_FULL_MESSAGE`). Either way `message` says so, for the user.
 */
export type EnqueueResult =
  | { readonly ok: true; readonly entry: QueuedMutation; readonly message: string }
  | { readonly ok: false; readonly message: string };

/** How a replay went. */
export interface ReplayResult {
  /** Entries applied and removed by this replay. */
  readonly applied: number;
  /** Entries still queued (the failed one first, when there was a failure). */
  readonly remaining: number;
  /** Why the replay stopped early, if it did. */
  readonly error?: Error;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Options of `new MutationQueue`. */
export interface MutationQueueOptions {
  /**
   * Where entries persist; `null` keeps them in memory only (lost on reload).
   * @default localStorage (null where it is unavailable)
   */
  storage?: StorageLike | null;
  /**
   * The storage key; the replay lock is named `${storageKey}:replay`.
   * @default 'tendril-mutation-queue'
   */
  storageKey?: string;
  /**
   * How many entries the queue holds; `enqueue` refuses more.
   * @default 100
   */
  capacity?: number;
  /**
   * Web Locks (navigator.locks) for cross-tab replay; null to run unlocked.
   * @default navigator.locks (null where it is unavailable)
   */
  locks?: LockManager | null;
  /**
   * The clock for `queuedAt` (for tests).
   * @default Date.now
   */
  now?: () => number;
  /**
   * Makes entry ids (for tests).
   * @default crypto.randomUUID (a time-and-random id where it is unavailable)
   */
  newId?: () => string;
}

/** The message a queued entry is answered with: it will be replayed once back online. */
export const QUEUED_MESSAGE = 'Request queued for later sync';

/** The message a full queue refuses an entry with (also in the `queue-full` offline event). */
export const QUEUE_FULL_MESSAGE =
  'Offline queue is full: reconnect to sync before making more changes.';

function isEntry(value: unknown): value is QueuedMutation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.action === 'string' && typeof v.queuedAt === 'number';
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return Date.now().toString(36) + Math.random().toString(36).slice(2);
}

/**
 * Changes made offline, persisted and replayed in order, exactly once even with several tabs
 * open (replays take a Web Lock; an entry leaves the queue only once applied). `enqueue`
 * answers "Request queued for later sync" (`QUEUED_MESSAGE`); past `capacity` entries it
 * refuses with `QUEUE_FULL_MESSAGE` instead of dropping anything.
 *
 * @example
 * ```ts
 * const queue = new MutationQueue();
 * queue.enqueue('addToCart', { productId: 1 });
 * // Back online: oldest first, stopping at the first failure.
 * const actions = { addToCart }; // handles from defineAction, by the name each carries
 * const { applied, remaining } = await queue.replay(async (entry) => {
 *   await router.data.run(actions[entry.action as keyof typeof actions], entry.payload as never);
 * });
 * ```
 */
export class MutationQueue {
  /** Where the entries are stored. */
  readonly storageKey: string;
  /** How many entries the queue holds. */
  readonly capacity: number;
  private readonly storage: StorageLike | null;
  private readonly locks: LockManager | null;
  private readonly now: () => number;
  private readonly newId: () => string;
  // Entries kept in memory when storage is unavailable (private mode): still exactly once per page.
  private memory: QueuedMutation[] = [];
  // Set once a write to storage fails: from then on the in-memory copy is the truth.
  private storageFailed = false;
  private readonly listeners = new Set<(entries: readonly QueuedMutation[]) => void>();

  constructor(options: MutationQueueOptions = {}) {
    this.storageKey = options.storageKey ?? 'tendril-mutation-queue';
    this.capacity = options.capacity ?? 100;
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.locks =
      options.locks === undefined
        ? typeof navigator !== 'undefined' && navigator.locks
          ? navigator.locks
          : null
        : options.locks;
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomId;
    this.memory = this.read();
  }

  /** The queued entries, oldest first (read from storage, so other tabs' entries count). */
  entries(): QueuedMutation[] {
    return this.read();
  }

  /** How many entries are queued (in every tab). */
  get size(): number {
    return this.read().length;
  }

  /** Called after every change this queue makes (other tabs: listen to the storage event). */
  subscribe(listener: (entries: readonly QueuedMutation[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Adds a change at the end of the queue ("Request queued for later sync"), or refuses it
   * when the queue is full.
   */
  enqueue<P>(action: string, payload: P): EnqueueResult {
    const entries = this.read();
    if (entries.length >= this.capacity) return { ok: false, message: QUEUE_FULL_MESSAGE };
    const entry: QueuedMutation<P> = { id: this.newId(), action, payload, queuedAt: this.now() };
    this.write([...entries, entry]);
    return { ok: true, entry, message: QUEUED_MESSAGE };
  }

  /**
   * Applies every queued entry, oldest first, through `apply`, removing each once it has been
   * applied. `apply` should treat an entry id it has seen before as done (that is what makes
   * a replay interrupted between "applied" and "removed" safe to repeat). Stops at the first
   * failure, leaving that entry and the rest queued.
   */
  async replay(apply: (entry: QueuedMutation) => Promise<void> | void): Promise<ReplayResult> {
    const run = async (): Promise<ReplayResult> => {
      let applied = 0;
      for (;;) {
        const head = this.read()[0];
        if (!head) return { applied, remaining: 0 };
        try {
          await apply(head);
        } catch (error) {
          const err = error instanceof Error ? error : new Error(String(error));
          return { applied, remaining: this.read().length, error: err };
        }
        // Remove by id: another writer may have appended meanwhile.
        this.write(this.read().filter((e) => e.id !== head.id));
        applied++;
      }
    };
    if (!this.locks) return run();
    return this.locks.request(`${this.storageKey}:replay`, run);
  }

  /** Drops every entry (for "discard my offline changes"). */
  clear(): void {
    this.write([]);
  }

  private read(): QueuedMutation[] {
    if (!this.storage || this.storageFailed) return [...this.memory];
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.storageKey);
    } catch {
      return [...this.memory];
    }
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  private write(entries: QueuedMutation[]): void {
    this.memory = entries;
    try {
      this.storage?.setItem(this.storageKey, JSON.stringify(entries));
    } catch {
      // Storage full or gone: the in-memory copy keeps this page's entries.
      this.storageFailed = true;
    }
    for (const listener of [...this.listeners]) listener(entries);
  }
}
