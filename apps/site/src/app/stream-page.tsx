/*
 * A page streamed on request (lib/streamed-pages.ts says which), for `vite preview`
 * (build/stream-pages.ts) or any Node server: the shell and every loader's result go out at
 * once, and each deferred part (a product's reviews) follows in the same response.
 */
import { renderUrlToPipeableStream, type PipeableStreamResult } from '@tendril/router/server';
import type { DemoApp } from '../lib/active-app.ts';
import { serverRender } from './server-render.tsx';

export { STREAMED_PAGE } from '../lib/streamed-pages.ts';

/** What the server needs besides the URL: the response's CSP nonce, and when to stop. */
export interface StreamRequest {
  /** The response's Content Security Policy nonce, for React's inline scripts. */
  nonce: string;
  /** Aborts the render (the client went away). */
  signal: AbortSignal;
  /** The browser's entry, which React loads as soon as the shell is in. */
  entry: string;
}

/**
 * Streams `url` (its path and query). Resolves once the shell is ready, with the status, the
 * head, `pipe`, and the demo app whose shell the page shows: the browser hydrates it only if
 * that is its app too.
 */
export async function streamPage(
  url: string,
  { nonce, signal, entry }: StreamRequest,
): Promise<PipeableStreamResult & { app: DemoApp }> {
  const render = serverRender();
  const page = await renderUrlToPipeableStream(url, {
    ...render.options,
    nonce,
    signal,
    bootstrapModules: [entry],
  });
  return Object.assign(page, { app: render.app() });
}
