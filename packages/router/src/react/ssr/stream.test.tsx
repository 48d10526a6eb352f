import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { readHydrationData } from '../../ssr/hydration-data.ts';
import { lampShop } from './lamp.testing.tsx';
import { renderUrl } from './render.tsx';
import { renderUrlToPipeableStream, renderUrlToReadableStream } from './stream.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A promise and the functions that settle it. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe('renderUrlToReadableStream', () => {
  it('sends the shell and the loaded data at once, then the deferred part as it resolves', async () => {
    const reviews = later<string[]>();
    const { routes, app } = lampShop(() => reviews.promise);
    const page = await renderUrlToReadableStream('/lamp', { routes, app, onError: () => {} });
    expect(page.status).toBe(200);
    expect(page.head).toBe('<title data-tendril-meta="">Lamp</title>');
    const reader = page.body.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // Before the part resolves: the data (the part as a number), the shell and its fallback.
    expect(first).toMatch(/^<script type="application\/json" id="tendril-data">/);
    expect(first).toContain('"Deferred"');
    expect(first).toContain('<h1>Lamp</h1>');
    expect(first).toContain('Loading reviews…');
    expect(first).not.toContain('Bright');
    reviews.resolve(['Bright', 'Warm']);
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toContain(
      '<script type="application/json" data-tendril-deferred="1">{"value":["Bright","Warm"]}</script>',
    );
    expect(rest).toContain('<li>Bright</li>');
  });

  it('stops once the reader cancels: a part settling later is dropped, nothing throws or logs', async () => {
    const reviews = later<string[]>();
    const { routes, app } = lampShop(() => reviews.promise);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const page = await renderUrlToReadableStream('/lamp', { routes, app, onError: () => {} });
      const reader = page.body.getReader();
      await reader.read();
      await reader.cancel(new Error('The client went away'));
      reviews.resolve(['Bright']);
      await reviews.promise;
      // The part's script is made and dropped in later turns: wait until they have passed.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
      // A client going away is no error of the page.
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      process.off('unhandledRejection', unhandled);
    }
  });

  it("gives React's inline scripts the nonce", async () => {
    const { routes, app } = lampShop(
      () => new Promise((resolve) => setTimeout(() => resolve(['Bright']), 20)),
    );
    const page = await renderUrlToReadableStream('/lamp', { routes, app, nonce: 'r4nd0m' });
    const html = await readAll(page.body);
    const inline = [...html.matchAll(/<script\b(?![^>]*type="application\/json")[^>]*>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [tag] of inline) expect(tag).toContain('nonce="r4nd0m"');
  });

  it('redacts a failed part in production and reports it under the id the page gets', async () => {
    const onError = vi.fn();
    const { routes, app } = lampShop(() => Promise.reject(new Error('Reviews DB at 10.0.0.7')));
    const page = await renderUrlToReadableStream('/lamp', {
      routes,
      app,
      redactErrors: true,
      onError,
    });
    const html = await readAll(page.body);
    // The part's script (React's own report of the boundary carries no message in production).
    const part = /<script [^>]*data-tendril-deferred="1">([^<]*)<\/script>/.exec(html)![1]!;
    expect(part).not.toContain('10.0.0.7');
    const [, id] = /"message":"An unexpected error occurred","id":"(\w+)"/.exec(part)!;
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Reviews DB at 10.0.0.7' }),
      {
        id,
        loader: 'product (deferred part 1)',
        url: '/lamp',
      },
    );
    // The page is sent as it is: the status was decided before the part failed.
    expect(page.status).toBe(200);
  });

  it('fails a part still pending at the deadline, and ends the stream', async () => {
    const { routes, app } = lampShop(() => new Promise(() => {}));
    const page = await renderUrlToReadableStream('/lamp', {
      routes,
      app,
      deadlineMs: 100,
      onError: () => {},
    });
    const html = await readAll(page.body);
    expect(html).toMatch(/data-tendril-deferred="1">\{"error":\{"name":"TimeoutError"/);
  });
});

describe('renderUrlToPipeableStream', () => {
  it('pipes the same page into a Node writable, ending it after the last part', async () => {
    const reviews = later<string[]>();
    const { routes, app } = lampShop(() => reviews.promise);
    const page = await renderUrlToPipeableStream('/lamp', { routes, app });
    expect(page.status).toBe(200);
    const chunks: string[] = [];
    const ended = later<void>();
    page.pipe({
      write: (chunk: Uint8Array | string) =>
        chunks.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)),
      end: () => ended.resolve(),
    });
    await vi.waitFor(() => expect(chunks.join('')).toContain('Loading reviews…'));
    expect(chunks[0]).toMatch(/^<script type="application\/json" id="tendril-data">/);
    reviews.resolve(['Bright']);
    await ended.promise;
    const html = chunks.join('');
    expect(html).toContain('data-tendril-deferred="1">{"value":["Bright"]}</script>');
    expect(html).toContain('<li>Bright</li>');
  });
});

describe('hydrating a page with a deferred part', () => {
  it('reads the part from the page: no mismatch, and neither the loader nor the part runs again', async () => {
    const reviews = vi.fn(async () => ['Bright']);
    const server = lampShop(reviews);
    const page = await renderUrl('/lamp', server);
    document.body.innerHTML = `<div id="root">${page.html}</div>${page.script}`;
    // The browser's modules, in a module graph of their own (as in another process).
    vi.resetModules();
    const [{ createRouter }, { createMemoryHistory }, { HydratedRegistry }, browser] =
      await Promise.all([
        import('../../core/create-router.ts'),
        import('../../core/memory-history.ts'),
        import('../../ssr/hydrated-registry.ts'),
        import('./lamp.testing.tsx'),
      ]);
    const client = browser.lampShop(reviews);
    const router = createRouter({
      routes: client.routes,
      history: createMemoryHistory(['/lamp']),
      data: new HydratedRegistry(readHydrationData()),
    });
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, client.app(router), {
        onRecoverableError: recoverable,
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('li')!.textContent).toBe('Bright');
    expect(reviews).toHaveBeenCalledOnce();
    act(() => root!.unmount());
    errors.mockRestore();
  });
});

describe('renderUrl with a deferred part', () => {
  it('waits for the part, renders it in place and sends its value after the data', async () => {
    const { routes, app } = lampShop(async () => ['Bright']);
    const page = await renderUrl('/lamp', { routes, app });
    expect(page.html).toContain('<li>Bright</li>');
    expect(page.html).not.toContain('Loading reviews');
    expect(page.script).toMatch(
      /<\/script><script type="application\/json" data-tendril-deferred="1">\{"value":\["Bright"\]\}<\/script>$/,
    );
  });
});
