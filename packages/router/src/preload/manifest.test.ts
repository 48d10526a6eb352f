import { describe, expect, it, vi } from 'vitest';
import { loadManifest, manifestUrl, parseManifest } from './manifest.ts';

const reply = (status: number, body = '', statusText = 'OK') =>
  new Response(status === 204 ? null : body, { status, statusText });

describe('manifest', () => {
  it('reads the manifest from /manifest.json when the document names none', async () => {
    const fetch = vi.fn(async () =>
      reply(200, JSON.stringify({ name: 'Tendril', start_url: '/', display: 'standalone' })),
    );
    expect(
      await loadManifest({ fetch: fetch as typeof globalThis.fetch, document: undefined }),
    ).toEqual({
      name: 'Tendril',
      start_url: '/',
      display: 'standalone',
    });
    expect(fetch).toHaveBeenCalledWith('/manifest.json', { method: 'GET' });
    expect(manifestUrl(undefined)).toBe('/manifest.json');
  });

  it('follows the document manifest link', () => {
    const doc = {
      querySelector: (selector: string) =>
        selector === 'link[rel~="manifest"]' ? { getAttribute: () => '/app.webmanifest' } : null,
    } as unknown as Document;
    expect(manifestUrl(doc)).toBe('/app.webmanifest');
  });

  it('resolves null for a failed request, a bad status or a body that is not a JSON object', async () => {
    for (const respond of [
      () => Promise.reject(new TypeError('offline')),
      async () => reply(500, '{}', 'Server Error'),
      async () => reply(200, '<html>'),
      async () => reply(200, '[1, 2]'),
      async () => reply(200, 'null'),
    ]) {
      const fetch = vi.fn(respond) as unknown as typeof globalThis.fetch;
      expect(await loadManifest({ fetch, url: '/manifest.json' })).toBeNull();
    }
  });

  it('keeps only well-typed fields and icons with a src', () => {
    expect(
      parseManifest({
        name: 'Tendril',
        short_name: 7,
        theme_color: '#fff',
        icons: [{ src: '/a.png', sizes: '192x192', bogus: 1 }, { sizes: '1x1' }, 'x', { src: 3 }],
        extra: { nested: true },
      }),
    ).toEqual({
      name: 'Tendril',
      theme_color: '#fff',
      icons: [{ src: '/a.png', sizes: '192x192' }],
    });
  });
});
