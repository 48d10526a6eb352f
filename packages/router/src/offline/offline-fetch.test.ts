import { describe, expect, it } from 'vitest';
import {
  NO_OFFLINE_FALLBACK_MESSAGE,
  NoOfflineFallbackError,
  offlineFetch,
  type OfflineFetchContext,
} from './offline-fetch.ts';

const URL_ = 'https://site.test/demo-data/users.json';

function context(over: {
  online?: boolean;
  worker?: boolean;
  network?: 'ok' | 'down';
  stored?: string[];
}) {
  const fetched: string[] = [];
  const ctx: OfflineFetchContext = {
    isOnline: () => over.online ?? true,
    viaWorker: () => over.worker ?? false,
    fetch: async (input) => {
      fetched.push(String(input));
      if (over.network === 'down') throw new TypeError('Failed to fetch');
      return new Response('network');
    },
    caches: {
      match: async (request) => {
        const url = typeof request === 'string' ? request : String(request);
        return over.stored?.includes(url) ? new Response('cached') : undefined;
      },
    },
  };
  return { ctx, fetched };
}

const body = (r: Response) => r.text();

describe('offlineFetch', () => {
  it('online: answers from the network', async () => {
    const { ctx, fetched } = context({ stored: [URL_] });
    expect(await body(await offlineFetch(ctx, URL_))).toBe('network');
    expect(fetched).toEqual([URL_]);
  });

  it('online with a failing network: a stored answer, else the network error itself', async () => {
    const stored = context({ network: 'down', stored: [URL_] });
    expect(await body(await offlineFetch(stored.ctx, URL_))).toBe('cached');
    const none = context({ network: 'down' });
    await expect(offlineFetch(none.ctx, URL_)).rejects.toThrow('Failed to fetch');
  });

  it('offline: a stored answer without trying the network', async () => {
    const { ctx, fetched } = context({ online: false, stored: [URL_] });
    expect(await body(await offlineFetch(ctx, new URL(URL_)))).toBe('cached');
    expect(fetched).toEqual([]);
  });

  it('offline with nothing stored: "No offline fallback available"', async () => {
    const { ctx } = context({ online: false });
    const failure = offlineFetch(ctx, URL_);
    await expect(failure).rejects.toBeInstanceOf(NoOfflineFallbackError);
    await expect(failure).rejects.toThrow('No offline fallback available');
    expect(NO_OFFLINE_FALLBACK_MESSAGE).toBe('No offline fallback available');
    expect(new NoOfflineFallbackError().retryable).toBe(false);
  });

  it('offline under a service worker: the worker answers first (from its caches)', async () => {
    const answered = context({ online: false, worker: true });
    expect(await body(await offlineFetch(answered.ctx, URL_))).toBe('network');
    expect(answered.fetched).toEqual([URL_]);
    // The worker had nothing either (it failed the request as an outage would).
    const failed = context({ online: false, worker: true, network: 'down' });
    await expect(offlineFetch(failed.ctx, URL_)).rejects.toThrow(NO_OFFLINE_FALLBACK_MESSAGE);
  });

  it('offline: a change has no stored answer (it belongs in the queue)', async () => {
    const { ctx } = context({ online: false, stored: [URL_] });
    await expect(offlineFetch(ctx, URL_, { method: 'POST' })).rejects.toThrow(
      NO_OFFLINE_FALLBACK_MESSAGE,
    );
  });

  it('offline without Cache Storage: "No offline fallback available"', async () => {
    const { ctx } = context({ online: false });
    await expect(offlineFetch({ ...ctx, caches: undefined }, URL_)).rejects.toThrow(
      NO_OFFLINE_FALLBACK_MESSAGE,
    );
  });

  it('an aborted request rejects with its abort, never with a fallback', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    const { ctx } = context({ online: false, worker: true, stored: [URL_] });
    const aborting = { ...ctx, fetch: () => Promise.reject(abort) };
    await expect(offlineFetch(aborting, URL_, { signal: controller.signal })).rejects.toBe(abort);
    await expect(offlineFetch({ ...aborting, isOnline: () => true }, URL_)).rejects.toBe(abort);
  });
});
