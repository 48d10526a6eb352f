import { describe, expect, it } from 'vitest';
import {
  MutationQueue,
  QUEUE_FULL_MESSAGE,
  QUEUED_MESSAGE,
  type QueuedMutation,
} from './mutation-queue.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

/** A LockManager stand-in: callbacks for one name run one after another, like navigator.locks. */
function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, callback: () => Promise<unknown>) {
      const prev = tails.get(name) ?? Promise.resolve();
      const next = prev.then(() => callback());
      tails.set(
        name,
        next.catch(() => {}),
      );
      return next;
    },
    query: async () => ({ held: [], pending: [] }),
  } as unknown as LockManager;
}

let ids = 0;
const make = (
  storage: MemoryStorage,
  extra: Partial<ConstructorParameters<typeof MutationQueue>[0]> = {},
) => new MutationQueue({ storage, locks: null, newId: () => `m${++ids}`, ...extra });

/** An idempotent consumer: remembers which entry ids it applied. */
function cart() {
  const applied = new Set<string>();
  const log: string[] = [];
  return {
    log,
    apply(entry: QueuedMutation) {
      if (applied.has(entry.id)) return;
      applied.add(entry.id);
      log.push(`${entry.action}:${JSON.stringify(entry.payload)}`);
    },
  };
}

describe('MutationQueue', () => {
  it('replays in order and empties the queue', async () => {
    const q = make(new MemoryStorage());
    q.enqueue('addToCart', { productId: 1 });
    q.enqueue('addToCart', { productId: 2 });
    q.enqueue('removeFromCart', { itemId: 1 });
    const c = cart();
    const result = await q.replay((e) => c.apply(e));
    expect(c.log).toEqual([
      'addToCart:{"productId":1}',
      'addToCart:{"productId":2}',
      'removeFromCart:{"itemId":1}',
    ]);
    expect(result).toEqual({ applied: 3, remaining: 0 });
    expect(q.size).toBe(0);
  });

  it('answers a queued change with "Request queued for later sync"', () => {
    const q = make(new MemoryStorage());
    const result = q.enqueue('addToCart', { productId: 1 });
    expect(result).toEqual({ ok: true, entry: q.entries()[0], message: QUEUED_MESSAGE });
    expect(QUEUED_MESSAGE).toBe('Request queued for later sync');
  });

  it('persists across a restart (a new queue on the same storage)', async () => {
    const storage = new MemoryStorage();
    make(storage).enqueue('clearCart', null);
    make(storage).enqueue('addToCart', { productId: 3 });
    const reopened = make(storage);
    expect(reopened.entries().map((e) => e.action)).toEqual(['clearCart', 'addToCart']);
  });

  it('refuses the 101st entry with a clear message and drops nothing', () => {
    const q = make(new MemoryStorage());
    for (let i = 0; i < 100; i++) expect(q.enqueue('addToCart', { productId: i }).ok).toBe(true);
    const refused = q.enqueue('addToCart', { productId: 100 });
    expect(refused).toEqual({ ok: false, message: QUEUE_FULL_MESSAGE });
    expect(q.size).toBe(100);
    expect(q.entries()[0]!.payload).toEqual({ productId: 0 });
  });

  it('a replay that fails midway resumes at the failed entry without doubling', async () => {
    const q = make(new MemoryStorage());
    for (const id of [1, 2, 3, 4]) q.enqueue('addToCart', { productId: id });
    const c = cart();
    let failOn = 3;
    const apply = (e: QueuedMutation) => {
      if ((e.payload as { productId: number }).productId === failOn)
        throw new Error('network down');
      c.apply(e);
    };
    const first = await q.replay(apply);
    expect(first.applied).toBe(2);
    expect(first.remaining).toBe(2);
    expect(first.error?.message).toBe('network down');
    failOn = -1;
    const second = await q.replay(apply);
    expect(second).toEqual({ applied: 2, remaining: 0 });
    expect(c.log).toEqual([1, 2, 3, 4].map((id) => `addToCart:{"productId":${id}}`));
  });

  it('an entry applied just before a crash is not applied twice on the next replay', async () => {
    const storage = new MemoryStorage();
    const q = make(storage);
    q.enqueue('addToCart', { productId: 7 });
    q.enqueue('addToCart', { productId: 8 });
    const c = cart();
    // The tab dies after applying the first entry, before the queue is rewritten.
    const crash = await q.replay((e) => {
      c.apply(e);
      throw new Error('tab closed');
    });
    expect(crash.remaining).toBe(2);
    const restarted = make(storage);
    await restarted.replay((e) => c.apply(e));
    expect(c.log).toEqual(['addToCart:{"productId":7}', 'addToCart:{"productId":8}']);
  });

  it('two tabs replaying at once apply each entry exactly once', async () => {
    const storage = new MemoryStorage();
    const locks = fakeLocks();
    const tabA = make(storage, { locks });
    const tabB = make(storage, { locks });
    for (let i = 0; i < 5; i++) (i % 2 ? tabA : tabB).enqueue('addToCart', { productId: i });
    const c = cart();
    const slowApply = async (e: QueuedMutation) => {
      await new Promise((r) => setTimeout(r, 1));
      c.apply(e);
    };
    const [a, b] = await Promise.all([tabA.replay(slowApply), tabB.replay(slowApply)]);
    expect(a.applied + b.applied).toBe(5);
    expect(c.log).toEqual([0, 1, 2, 3, 4].map((i) => `addToCart:{"productId":${i}}`));
  });

  it('ignores corrupt storage and keeps working in memory when storage throws', async () => {
    const storage = new MemoryStorage();
    storage.setItem('tendril-mutation-queue', '{not json');
    const q = make(storage);
    expect(q.entries()).toEqual([]);
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(q.enqueue('clearCart', null).ok).toBe(true);
    expect(q.size).toBe(1);
    const c = cart();
    await q.replay((e) => c.apply(e));
    expect(c.log).toEqual(['clearCart:null']);
    expect(q.size).toBe(0);
  });

  it('tells subscribers about every change', () => {
    const q = make(new MemoryStorage());
    const sizes: number[] = [];
    q.subscribe((entries) => sizes.push(entries.length));
    q.enqueue('a', 1);
    q.enqueue('b', 2);
    q.clear();
    expect(sizes).toEqual([1, 2, 0]);
  });
});
