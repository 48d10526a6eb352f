// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationQueue } from './mutation-queue.ts';
import { OfflineClient, type OfflineEvent } from './offline-client.ts';
import { parseWorkerMessage } from './messages.ts';

/** A loaded page with a service worker container that never finishes registering. */
function clientWithContainer(controller: { postMessage(message: unknown): void } | null = null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    ready: new Promise(() => undefined),
    register: () => new Promise(() => undefined),
  });
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: container,
  });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  const events: OfflineEvent['type'][] = [];
  const client = new OfflineClient({
    apply: () => undefined,
    queue: new MutationQueue({ locks: null }),
  });
  client.subscribe((event) => events.push(event.type));
  const post = (data: unknown, origin = location.origin) =>
    container.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { client, events, post };
}

afterEach(() => {
  delete (document as { readyState?: unknown }).readyState;
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.restoreAllMocks();
});

describe('OfflineClient: messages from the service worker', () => {
  it('applies a well-formed message from its own origin', () => {
    const { client, events, post } = clientWithContainer();
    post({ type: 'NETWORK_MODE', simulatedOffline: true });
    expect(client.isSimulatedOffline.value).toBe(true);
    expect(events).toEqual(['offline']);
    client.destroy();
  });

  it('drops a message from another origin with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, events, post } = clientWithContainer();
    post({ type: 'NETWORK_MODE', simulatedOffline: true }, 'https://evil.test');
    expect(client.isSimulatedOffline.value).toBe(false);
    expect(events).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    client.destroy();
  });

  it('random and hostile messages: nothing throws, and a malformed one changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, events, post } = clientWithContainer();
    const before = client.status.value;
    const field = fc.oneof(fc.anything(), fc.constantFrom(-1, NaN, Infinity, '1', null, [], {}));
    const message = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constantFrom(
          'CACHE_UPDATE',
          'STALE_DATA',
          'MUTATION_QUEUED',
          'SYNC_COMPLETE',
          'NETWORK_MODE',
          'REPLAY',
        ),
        url: field,
        count: field,
        time: field,
        applied: field,
        simulatedOffline: field,
      }),
    );
    fc.assert(
      fc.property(message, (data) => {
        fc.pre(parseWorkerMessage(data) === undefined);
        expect(() => post(data)).not.toThrow();
        expect(client.status.value).toEqual(before);
        expect(events).toEqual([]);
      }),
      { numRuns: 500 },
    );
    expect(warn).toHaveBeenCalled();
    client.destroy();
  });
});

describe('OfflineClient: offline routes', () => {
  const routes = {
    staticRoutes: ['/', '/products'],
    dynamicPatterns: ['^/product/[^/]+$'],
    portalPatterns: ['^/product/[^/]+/preview$', '^/settings$'],
  };

  it('sends the route set to the controlling worker as UPDATE_OFFLINE_ROUTES', () => {
    const posted: unknown[] = [];
    const { client } = clientWithContainer({ postMessage: (m) => posted.push(m) });
    expect(client.routesState.value).toBe('unsent');
    expect(client.sendRoutes(routes)).toBe(true);
    expect(posted).toEqual([{ type: 'UPDATE_OFFLINE_ROUTES', ...routes }]);
    expect(client.routesState.value).toBe('sent');
    client.destroy();
  });

  it('sends them once a worker takes control of the page (a first install)', () => {
    const posted: unknown[] = [];
    const { client } = clientWithContainer();
    expect(client.sendRoutes(routes)).toBe(false);
    expect(client.routesState.value).toBe('unsent');
    const container = window.navigator.serviceWorker as unknown as EventTarget & {
      controller: unknown;
    };
    container.controller = { postMessage: (m: unknown) => posted.push(m) };
    container.dispatchEvent(new Event('controllerchange'));
    expect(posted).toEqual([{ type: 'UPDATE_OFFLINE_ROUTES', ...routes }]);
    expect(client.routesState.value).toBe('sent');
    // Sent once: a later change of worker does not repeat them.
    container.dispatchEvent(new Event('controllerchange'));
    expect(posted).toHaveLength(1);
    client.destroy();
  });

  it('announces routes-updated only when the worker stored a new set', () => {
    const { client, events, post } = clientWithContainer({ postMessage: () => undefined });
    client.sendRoutes(routes);
    post({ type: 'ROUTES_UNCHANGED' });
    expect(client.routesState.value).toBe('unchanged');
    expect(events).toEqual([]);
    post({ type: 'ROUTES_UPDATED' });
    expect(client.routesState.value).toBe('updated');
    expect(events).toEqual(['routes-updated']);
    client.destroy();
  });
});

describe('OfflineClient: the queue written by another tab (storage events)', () => {
  it('random and hostile writes never throw; only well-formed entries are counted', () => {
    localStorage.clear();
    const queue = new MutationQueue({ locks: null });
    const client = new OfflineClient({
      apply: () => undefined,
      queue,
      registerServiceWorker: false,
    });
    const entry = fc.record(
      {
        id: fc.oneof(fc.string(), fc.anything()),
        action: fc.oneof(fc.string(), fc.anything()),
        queuedAt: fc.oneof(fc.double(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const written = fc.oneof(
      fc.string(),
      fc.anything().map((value) => JSON.stringify(value) ?? 'x'),
      fc.array(entry, { maxLength: 4 }).map((entries) => JSON.stringify(entries)),
    );
    fc.assert(
      fc.property(written, (text) => {
        localStorage.setItem(queue.storageKey, text);
        expect(() =>
          window.dispatchEvent(
            new StorageEvent('storage', { key: queue.storageKey, newValue: text }),
          ),
        ).not.toThrow();
        let wellFormed = 0;
        try {
          const value: unknown = JSON.parse(text);
          if (Array.isArray(value))
            wellFormed = value.filter(
              (e: { id?: unknown; action?: unknown; queuedAt?: unknown } | null) =>
                typeof e === 'object' &&
                e !== null &&
                typeof e.id === 'string' &&
                typeof e.action === 'string' &&
                typeof e.queuedAt === 'number',
            ).length;
        } catch {
          wellFormed = 0;
        }
        expect(client.queuedMutationsCount.value).toBe(wellFormed);
      }),
      { numRuns: 300 },
    );
    client.destroy();
    localStorage.clear();
  });
});
