import { describe, expect, it, vi } from 'vitest';
import { preloadRoutes } from './routes.ts';

const reply = (status: number, body = '', statusText = 'OK') =>
  new Response(status === 204 ? null : body, { status, statusText });

describe('preloadRoutes', () => {
  it('GETs each URL once and reports each outcome in order', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => {
      if (url === '/down') throw new TypeError('fetch failed');
      return url === '/gone' ? reply(404, '', 'Not Found') : reply(200, 'page');
    });
    const results = await preloadRoutes(['/products', '/gone', '/products', '/down'], {
      fetch: fetch as typeof globalThis.fetch,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith('/products', expect.objectContaining({ method: 'GET' }));
    expect(results.map(({ url, ok }) => [url, ok])).toEqual([
      ['/products', true],
      ['/gone', false],
      ['/down', false],
    ]);
    expect(results[1]).toMatchObject({ status: 404, error: new Error('404 Not Found') });
    expect(results[2]).toMatchObject({ error: new TypeError('fetch failed') });
  });

  it('passes the abort signal to every request', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => reply(200));
    await preloadRoutes(['/a'], {
      fetch: fetch as typeof globalThis.fetch,
      signal: controller.signal,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/a',
      expect.objectContaining({ signal: controller.signal }),
    );
  });
});
