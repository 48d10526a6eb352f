/*
 * Streaming renders of a URL, over React 19's `renderToReadableStream` (web streams) and
 * `renderToPipeableStream` (Node streams). The guards, loaders and meta run first, as for
 * `renderUrl` (prepare.tsx), so the status and the head are known when the first byte goes out;
 * then the shell goes out with every loader's result, and each Suspense boundary follows as it
 * resolves. A loader's deferred parts (promises in its data, read with `use()`) stream twice:
 * React writes the boundary that reads one, and the part's value follows in a script of its own
 * (ssr/deferred-parts.ts), which the browser's registry resolves the part from, so hydrating
 * the boundary fetches nothing.
 *
 * Where the stream's text goes: the hydration script first (React skips script elements when it
 * hydrates, so it can sit at the start of the root element), then the shell, then React's
 * boundaries and the parts' scripts in the order they settle. The parts' scripts are written
 * between React's flushes, never inside one: React writes each flush in one go.
 */
import { renderToPipeableStream, renderToReadableStream } from 'react-dom/server';
import type { HydrationData } from '../../ssr/hydration-data.ts';
import { splitHead } from './head.ts';
import { prepareRender } from './prepare.tsx';
import type { RenderOptions } from './options.ts';

/**
 * Options of the streaming renders: `renderUrl`'s, and what the stream's inline scripts need.
 *
 * @example
 * ```ts
 * const options: StreamOptions = { routes, nonce, bootstrapModules: ['/assets/main.js'] };
 * ```
 */
export interface StreamOptions extends RenderOptions {
  /**
   * The Content Security Policy nonce of the response: React's inline scripts (which move each
   * streamed boundary into place, and load `bootstrapModules`) carry it. The router's own
   * scripts are data (`type="application/json"`) and need none.
   * @default undefined — no nonce (a CSP without 'unsafe-inline' then refuses React's scripts)
   */
  nonce?: string;
  /**
   * Module scripts React loads once the shell is in (`<script type="module" async>`): the
   * browser's entry, so hydration starts while the rest of the page streams.
   * @default [] — the page's template loads its scripts itself
   */
  bootstrapModules?: string[];
}

/**
 * What a streaming render knows before its first byte: the status, the head and the data.
 *
 * @example
 * ```ts
 * const { status, head } = await renderUrlToReadableStream('/product/1', { routes });
 * ```
 */
export interface StreamResult {
  /** As `renderUrl`'s: 200, the route's own, 404, 500, 504 past the deadline, 302. */
  readonly status: number;
  /** `<title>`, `<meta>`, `<link>` and JSON-LD tags, for `<head>`. */
  readonly head: string;
  /** The loaders' results (deferred parts as promises). */
  readonly data: HydrationData;
  /** Where a guard sent the request (answer with a redirect, status 302). */
  readonly redirect?: string;
}

/** A streaming render's result with its body as a web `ReadableStream`. */
export interface ReadableStreamResult extends StreamResult {
  /**
   * The content of the root element: the hydration script, the shell, then each boundary and
   * deferred part as it resolves. It ends once every part has.
   */
  readonly body: ReadableStream<Uint8Array>;
}

/** The part of a Node `Writable` the pipeable render writes to. */
export interface PipeDestination {
  write(chunk: Uint8Array | string): unknown;
  end(): unknown;
}

/** A streaming render's result with its body piped into a Node `Writable`. */
export interface PipeableStreamResult extends StreamResult {
  /**
   * Writes the body (as `ReadableStreamResult.body`) into `destination`, and ends it once every
   * part has been written; returns `destination`.
   */
  pipe<D extends PipeDestination>(destination: D): D;
  /** Stops the render: boundaries still pending are written as their fallbacks. */
  abort(reason?: unknown): void;
}

const HOISTED_START =
  /^<(?:m(?:e(?:ta?)?)?|l(?:i(?:nk?)?)?|t(?:i(?:t(?:le?)?)?)?)?$|^<(?:meta|link|title)\b/;

/**
 * Collects the stream's first text until the hoisted head tags React writes first are complete
 * (the shell follows them), then splits them off.
 */
function headSplitter() {
  let text = '';
  return {
    push(chunk: string): { head: string; html: string } | undefined {
      text += chunk;
      const split = splitHead(text);
      return split.html && !HOISTED_START.test(split.html.slice(0, 7)) ? split : undefined;
    },
    /** The stream ended: whatever came is split as it is. */
    end: (): { head: string; html: string } => splitHead(text),
  };
}

/**
 * Renders `url` as a stream of web `ReadableStream` bytes (Node 18+, Deno, Bun, workers): the
 * loaders run as for `renderUrl` (within `deadlineMs`, errors redacted and reported), then the
 * shell and every loader's result go out at once, and each `<Suspense>` boundary and deferred
 * part follows as it resolves. Resolves once the shell is ready, with the status and the head.
 *
 * @param url - the path to render, with its query.
 * @param options - `renderUrl`'s, plus `nonce` and `bootstrapModules`.
 * @example
 * ```ts
 * const page = await renderUrlToReadableStream(path, { routes, nonce });
 * const [start, end] = template.replace('<!--head-->', page.head).split('<!--app-->');
 * return new Response(concat(start, page.body, end), { status: page.status });
 * ```
 */
export async function renderUrlToReadableStream(
  url: string,
  options: StreamOptions,
): Promise<ReadableStreamResult> {
  const prepared = await prepareRender(url, options);
  const rendering = prepared.startReact();
  const { done } = rendering;
  try {
    const react = await renderToReadableStream(prepared.app, {
      signal: rendering.signal,
      ...(options.nonce !== undefined && { nonce: options.nonce }),
      ...(options.bootstrapModules && { bootstrapModules: options.bootstrapModules }),
      onError: prepared.reactError,
    });
    const reader = react.getReader();
    const decoder = new TextDecoder();
    const split = headSplitter();
    let first: { head: string; html: string } | undefined;
    while (!first) {
      const { value, done: ended } = await reader.read();
      if (ended) first = (split.push(decoder.decode()), split.end());
      else first = split.push(decoder.decode(value, { stream: true }));
    }
    const encoder = new TextEncoder();
    // Once the reader cancels (the client went away), a part settling later has nowhere to go:
    // enqueueing then would throw.
    let open = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (bytes: Uint8Array) => open && controller.enqueue(bytes);
        send(encoder.encode(prepared.script + first!.html));
        const parts = prepared.deferred.settled((script) => send(encoder.encode(script)));
        void (async () => {
          for (;;) {
            const { value, done: ended } = await reader.read();
            if (ended) break;
            send(value);
          }
          await parts;
          if (open) controller.close();
        })()
          .catch((error: unknown) => open && controller.error(error))
          .finally(done);
      },
      cancel(reason) {
        open = false;
        rendering.stop(reason);
        void reader.cancel(reason);
        done();
      },
    });
    return result(prepared, first.head, rendering.signal, { body });
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * Renders `url` as a Node stream: as `renderUrlToReadableStream`, over React's
 * `renderToPipeableStream`. Resolves once the shell is ready, with the status, the head and
 * `pipe(response)`.
 *
 * @param url - the path to render, with its query.
 * @param options - `renderUrl`'s, plus `nonce` and `bootstrapModules`.
 * @example
 * ```ts
 * const page = await renderUrlToPipeableStream(req.url!, { routes, nonce });
 * res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
 * res.write(start.replace('<!--head-->', page.head));
 * page.pipe({ write: (chunk) => res.write(chunk), end: () => res.end(end) });
 * ```
 */
export async function renderUrlToPipeableStream(
  url: string,
  options: StreamOptions,
): Promise<PipeableStreamResult> {
  const prepared = await prepareRender(url, options);
  const rendering = prepared.startReact();
  const { done } = rendering;
  try {
    // What React writes goes through here: buffered until the head is split off and the body is
    // piped, then forwarded. It never asks React to wait (`write` returns true), so React writes
    // each flush whole, and a part's script can only come between two flushes.
    const decoder = new TextDecoder();
    const split = headSplitter();
    let first: { head: string; html: string } | undefined;
    let out: PipeDestination | undefined;
    const held: (Uint8Array | string)[] = [];
    const send = (chunk: Uint8Array | string) => (out ? out.write(chunk) : held.push(chunk));
    let reactEnded!: () => void;
    const reactDone = new Promise<void>((resolve) => (reactEnded = resolve));
    let shellReady!: () => void;
    let shellFailed!: (error: unknown) => void;
    const shell = new Promise<void>(
      (resolve, reject) => ((shellReady = resolve), (shellFailed = reject)),
    );
    const sink = {
      write(chunk: Uint8Array | string) {
        if (first) send(chunk);
        else {
          first = split.push(
            typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }),
          );
          if (first) shellReady();
        }
        return true;
      },
      end() {
        first ??= (split.push(decoder.decode()), split.end());
        shellReady();
        reactEnded();
      },
      on() {
        return sink;
      },
      once() {
        return sink;
      },
      emit() {
        return true;
      },
      removeListener() {
        return sink;
      },
    };
    const react = renderToPipeableStream(prepared.app, {
      ...(options.nonce !== undefined && { nonce: options.nonce }),
      ...(options.bootstrapModules && { bootstrapModules: options.bootstrapModules }),
      onShellReady: () => react.pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: shellFailed,
      onError: prepared.reactError,
    });
    rendering.signal.addEventListener('abort', () => react.abort(rendering.signal.reason), {
      once: true,
    });
    await shell;
    const parts = prepared.deferred.settled((script) => send(script));
    return result(prepared, first!.head, rendering.signal, {
      pipe<D extends PipeDestination>(destination: D): D {
        destination.write(prepared.script + first!.html);
        out = destination;
        for (const chunk of held.splice(0)) destination.write(chunk);
        void Promise.all([reactDone, parts])
          .then(() => destination.end())
          .finally(done);
        return destination;
      },
      abort: (reason?: unknown) => react.abort(reason),
    });
  } catch (error) {
    done();
    throw error;
  }
}

function result<T extends object>(
  prepared: Awaited<ReturnType<typeof prepareRender>>,
  head: string,
  rendering: AbortSignal,
  rest: T,
): StreamResult & T {
  const redirect = prepared.redirect();
  return {
    status: prepared.status(prepared.isPassed(rendering.reason)),
    head: head + prepared.jsonLd(),
    data: prepared.data,
    ...(redirect && { redirect }),
    ...rest,
  };
}
