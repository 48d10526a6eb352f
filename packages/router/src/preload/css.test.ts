// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCss } from './css.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const response = (status: number, statusText = '') =>
  ({ ok: status >= 200 && status < 300, status, statusText }) as Response;

function setup(...replies: (number | 'network' | 'hang')[]) {
  const doc = document.implementation.createHTMLDocument('test');
  const signals: AbortSignal[] = [];
  const calls: number[] = [];
  const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
    calls.push(Date.now());
    signals.push(init!.signal!);
    const reply = replies.shift() ?? 200;
    if (reply === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (reply === 'hang') return new Promise<Response>(() => {});
    return Promise.resolve(response(reply, reply === 404 ? 'Not Found' : 'Service Unavailable'));
  }) as unknown as typeof globalThis.fetch & ReturnType<typeof vi.fn>;
  const links = () => [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  /** Fires `load` (or `error`) on the stylesheet link once it is in the head. */
  const settleLink = async (event: 'load' | 'error' = 'load') => {
    await vi.advanceTimersByTimeAsync(0);
    const link = links().at(-1);
    if (!link) throw new Error('no stylesheet link yet');
    link.dispatchEvent(new Event(event));
  };
  return { doc, fetch, signals, calls, links, settleLink };
}

/** Captures how a promise settles, without an unhandled rejection in between. */
function outcome<T>(promise: Promise<T>) {
  const result: { value?: T; error?: Error } = {};
  promise.then(
    (value) => (result.value = value),
    (error: Error) => (result.error = error),
  );
  return result;
}

describe('loadCss', () => {
  it('GETs the file, links it into the head and resolves once it applies', async () => {
    const { doc, fetch, links, settleLink } = setup(200);
    const result = outcome(loadCss('/assets/page.css', { document: doc, fetch }));
    expect(fetch).toHaveBeenCalledWith(
      '/assets/page.css',
      expect.objectContaining({ method: 'GET' }),
    );
    await settleLink();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBe(links()[0]);
    expect(links()[0]!.getAttribute('href')).toBe('/assets/page.css');
  });

  it('rejects with the HTTP failure after 3 retries, 1000 ms apart', async () => {
    const { doc, fetch, calls, links } = setup(404, 404, 404, 404);
    const result = outcome(loadCss('/missing.css', { document: doc, fetch }));
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(calls).toEqual([0, 1000, 2000, 3000].map((ms) => calls[0]! + ms));
    expect(result.error?.message).toBe('404 Not Found');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(links()).toHaveLength(0);
  });

  it('times out an attempt after 10000 ms, aborting its request', async () => {
    const { doc, fetch, signals } = setup('hang');
    const result = outcome(loadCss('/slow.css', { document: doc, fetch, retries: 0 }));
    await vi.advanceTimersByTimeAsync(9999);
    expect(result.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error?.message).toBe('CSS load timeout');
    expect(signals[0]!.aborted).toBe(true);
  });

  it('times out a stylesheet that never applies, and removes its link', async () => {
    const { doc, fetch, links } = setup(200);
    const result = outcome(loadCss('/stuck.css', { document: doc, fetch, retries: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(links()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(result.error?.message).toBe('CSS load timeout');
    expect(links()).toHaveLength(0);
  });

  it('reports a network error or a stylesheet error as "Failed to load CSS"', async () => {
    const network = setup('network');
    const first = outcome(
      loadCss('/a.css', { document: network.doc, fetch: network.fetch, retries: 0 }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(first.error?.message).toBe('Failed to load CSS');

    const broken = setup(200);
    const second = outcome(
      loadCss('/b.css', { document: broken.doc, fetch: broken.fetch, retries: 0 }),
    );
    await broken.settleLink('error');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.error?.message).toBe('Failed to load CSS');
    expect(broken.links()).toHaveLength(0);
  });

  it('succeeds on a retry after a failed attempt', async () => {
    const { doc, fetch, links, settleLink } = setup(503, 'network', 200);
    const result = outcome(loadCss('/flaky.css', { document: doc, fetch }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await settleLink();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBe(links()[0]);
    expect(links()).toHaveLength(1);
  });

  it('shares a load of the same URL, and tries again after a failure', async () => {
    const { doc, fetch, settleLink } = setup(500, 200);
    const first = outcome(loadCss('/x.css', { document: doc, fetch, retries: 0 }));
    const again = outcome(loadCss('/x.css', { document: doc, fetch, retries: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first.error?.message).toBe('500 Service Unavailable');
    expect(again.error?.message).toBe('500 Service Unavailable');
    const retry = loadCss('/x.css', { document: doc, fetch, retries: 0 });
    await settleLink();
    const link = await retry;
    expect(await loadCss('/x.css', { document: doc, fetch })).toBe(link);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
