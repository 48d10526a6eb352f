// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationQueue, QUEUED_MESSAGE } from './mutation-queue.ts';
import { OfflineClient, type OfflineEvent } from './offline-client.ts';
import { NO_OFFLINE_FALLBACK_MESSAGE, NoOfflineFallbackError } from './offline-fetch.ts';
import { extractOfflineRoutes } from './offline-routes.ts';
import { compileRoutes } from '../core/matcher.ts';
import type { Route } from '../core/types.ts';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineClient', () => {
  let client: OfflineClient;
  let events: OfflineEvent['type'][];
  let applied: string[];

  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
    applied = [];
    events = [];
    client = new OfflineClient({
      queue: new MutationQueue({ locks: null }),
      registerServiceWorker: false,
      apply: (entry) => void applied.push(`${entry.action}:${JSON.stringify(entry.payload)}`),
    });
    client.subscribe((e) => events.push(e.type));
  });
  afterEach(() => client.destroy());

  it('runs changes at once while online', async () => {
    const outcome = await client.perform('addToCart', { productId: 1 }, () => 'done');
    expect(outcome).toEqual({ queued: false, result: 'done' });
    expect(client.queuedMutationsCount.value).toBe(0);
  });

  it('queues changes while offline, then replays them in order once when back online', async () => {
    setOnline(false);
    expect(client.isOnline.value).toBe(false);
    expect(events).toEqual(['offline']);
    for (const id of [1, 2, 3]) {
      const outcome = await client.perform('addToCart', { productId: id }, () => {
        throw new Error('must not run offline');
      });
      expect(outcome.queued).toBe(true);
    }
    expect(client.status.value).toMatchObject({
      hasQueuedMutations: true,
      queuedMutationsCount: 3,
    });
    expect(events.filter((e) => e === 'queued')).toHaveLength(3);

    setOnline(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(applied).toEqual([1, 2, 3].map((id) => `addToCart:{"productId":${id}}`));
    expect(client.status.value).toMatchObject({
      isOnline: true,
      hasQueuedMutations: false,
      queuedMutationsCount: 0,
    });
    expect(client.lastSyncTime.value).toBeTypeOf('number');
    expect(events).toEqual(['offline', 'queued', 'queued', 'queued', 'online', 'synced']);
  });

  it('answers a change queued offline with "Request queued for later sync"', async () => {
    setOnline(false);
    const outcome = await client.perform('clearCart', null, () => 'ran');
    expect(outcome).toMatchObject({ queued: true, result: { ok: true, message: QUEUED_MESSAGE } });
    expect(QUEUED_MESSAGE).toBe('Request queued for later sync');
  });

  it('offline, a read with nothing cached fails with "No offline fallback available"', async () => {
    const fetched = vi.fn(() => Promise.resolve(new Response('network')));
    vi.stubGlobal('fetch', fetched);
    Object.defineProperty(window, 'fetch', { configurable: true, value: fetched });
    try {
      expect(await (await client.fetch('/demo-data/users.json')).text()).toBe('network');
      client.simulateOffline(true);
      const failure = client.fetch('/demo-data/users.json');
      await expect(failure).rejects.toBeInstanceOf(NoOfflineFallbackError);
      await expect(failure).rejects.toThrow(NO_OFFLINE_FALLBACK_MESSAGE);
      expect(fetched).toHaveBeenCalledOnce();
    } finally {
      delete (window as { fetch?: unknown }).fetch;
      vi.unstubAllGlobals();
    }
  });

  it('simulated offline counts as offline until the network is enabled again', async () => {
    client.simulateOffline(true);
    expect(client.isOnline.value).toBe(false);
    await client.perform('clearCart', null, () => 'ran');
    client.simulateOffline(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(applied).toEqual(['clearCart:null']);
    expect(events).toEqual(['offline', 'queued', 'online', 'synced']);
  });

  it('says when the queue is full instead of dropping a change', async () => {
    const small = new OfflineClient({
      queue: new MutationQueue({ locks: null, capacity: 1, storageKey: 'small' }),
      registerServiceWorker: false,
      apply: () => {},
    });
    const seen: OfflineEvent[] = [];
    small.subscribe((e) => seen.push(e));
    small.simulateOffline(true);
    await small.perform('a', 1, () => {});
    const refused = await small.perform('b', 2, () => {});
    expect(refused.queued && !refused.result.ok).toBe(true);
    expect(seen.at(-1)).toMatchObject({ type: 'queue-full' });
    expect(small.queuedMutationsCount.value).toBe(1);
    small.destroy();
  });

  it('follows queue changes made by other tabs', () => {
    const otherTab = new MutationQueue({ locks: null });
    otherTab.enqueue('addToCart', { productId: 9 });
    window.dispatchEvent(new StorageEvent('storage', { key: 'tendril-mutation-queue' }));
    expect(client.queuedMutationsCount.value).toBe(1);
  });
});

describe('OfflineClient worker registration', () => {
  function withWorker(readyState: DocumentReadyState, controller: object | null = null) {
    const registered: string[] = [];
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    Object.defineProperty(window.navigator, 'serviceWorker', {
      configurable: true,
      value: Object.assign(new EventTarget(), {
        controller,
        ready: new Promise(() => undefined),
        register: (url: string) => {
          registered.push(url);
          return new Promise(() => undefined);
        },
      }),
    });
    return registered;
  }
  // The page's requests, as the Resource Timing observer reports them.
  let requestFinished: () => void = () => undefined;
  class FakeObserver {
    static readonly supportedEntryTypes = ['resource'];
    constructor(callback: () => void) {
      requestFinished = callback;
    }
    observe() {}
    disconnect() {
      requestFinished = () => undefined;
    }
  }
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (document as { readyState?: unknown }).readyState;
    delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  const newClient = () =>
    new OfflineClient({ apply: () => undefined, queue: new MutationQueue({ locks: null }) });

  it('registers once the page has loaded and then made no request for 1 s', () => {
    const registered = withWorker('interactive');
    const client = newClient();
    vi.advanceTimersByTime(5000);
    expect(registered).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(900);
    // The page's data and code-split chunks are still arriving: the precache waits for them.
    requestFinished();
    vi.advanceTimersByTime(900);
    expect(registered).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(registered).toEqual(['/sw.js']);
    client.destroy();
  });

  it('waits for a quiet network on a page that has already loaded too', () => {
    const registered = withWorker('complete');
    const client = newClient();
    expect(registered).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(registered).toEqual(['/sw.js']);
    client.destroy();
  });

  it('registers right after load on a page a worker already controls (it has the files)', () => {
    const registered = withWorker('complete', {});
    const client = newClient();
    vi.advanceTimersByTime(0);
    expect(registered).toEqual(['/sw.js']);
    client.destroy();
  });

  it('hears a worker that controls the page before registering', () => {
    withWorker('complete', {});
    const client = newClient();
    window.navigator.serviceWorker.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'NETWORK_MODE', simulatedOffline: true },
        origin: location.origin,
      }),
    );
    expect(client.isSimulatedOffline.value).toBe(true);
    client.destroy();
  });

  it('registers 10 s after load on a page whose requests never stop', () => {
    const registered = withWorker('complete');
    const client = newClient();
    for (let ms = 0; ms < 9_500; ms += 500) {
      vi.advanceTimersByTime(500);
      requestFinished();
    }
    expect(registered).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(registered).toEqual(['/sw.js']);
    client.destroy();
  });

  it('never registers once destroyed', () => {
    const registered = withWorker('complete');
    newClient().destroy();
    vi.advanceTimersByTime(20_000);
    expect(registered).toEqual([]);
  });
});

describe('extractOfflineRoutes', () => {
  it('splits static paths, dynamic patterns and modal patterns', () => {
    const routes: Route[] = [
      { path: '/' },
      { path: '/products' },
      { path: '/product/:id', children: [{ path: 'preview', portal: true }, { path: 'reviews' }] },
      { path: '/settings', portal: true },
      { path: '*' },
    ];
    const out = extractOfflineRoutes(compileRoutes(routes).routes);
    expect(out.staticRoutes).toEqual(['/', '/products']);
    expect(out.dynamicPatterns).toContain('^/product/[^/]+$');
    expect(out.dynamicPatterns).toContain('^/product/[^/]+/reviews$');
    expect(out.portalPatterns).toEqual(['^/product/[^/]+/preview$', '^/settings$']);
    expect(new RegExp(out.dynamicPatterns[0]!).test('/product/12')).toBe(true);
  });
});
