/*
 * Loading a stylesheet on demand (a lazily loaded page's CSS): the file is fetched first, so
 * an HTTP failure is reported as such ("404 Not Found") instead of a bare link error, then
 * linked into the head, which the browser serves from its cache. Each attempt has a deadline;
 * failed attempts are retried after a pause.
 */
import { wait } from '../core/abort.ts';

/**
 * How {@link loadCss} loads.
 *
 * @example
 * await loadCss('/assets/print.css', { timeoutMs: 5000, retries: 1 });
 */
export interface LoadCssOptions {
  /**
   * Per attempt: fetching the file and the stylesheet's load.
   * @default 10000
   */
  timeoutMs?: number;
  /**
   * Attempts after the first one fails.
   * @default 3
   */
  retries?: number;
  /**
   * Pause between attempts.
   * @default 1000
   */
  retryDelayMs?: number;
  /**
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * The document the stylesheet is linked into.
   * @default globalThis.document
   */
  document?: Document;
}

// Per document: stylesheets loaded or loading, so a second call shares the first.
const loaded = new WeakMap<Document, Map<string, Promise<HTMLLinkElement>>>();

/** One attempt: fetch with a status check, then link and wait for the stylesheet. */
function attempt(
  url: string,
  doc: Document,
  fetchFn: typeof fetch,
  timeoutMs: number,
): Promise<HTMLLinkElement> {
  const controller = new AbortController();
  let link: HTMLLinkElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('CSS load timeout'));
    }, timeoutMs);
  });
  const load = (async () => {
    let response: Response;
    try {
      response = await fetchFn(url, { method: 'GET', signal: controller.signal });
    } catch {
      throw new Error('Failed to load CSS');
    }
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    if (controller.signal.aborted) throw new Error('CSS load timeout');
    const element = (link = doc.createElement('link'));
    element.rel = 'stylesheet';
    element.href = url;
    await new Promise<void>((resolve, reject) => {
      element.addEventListener('load', () => resolve(), { once: true });
      element.addEventListener('error', () => reject(new Error('Failed to load CSS')), {
        once: true,
      });
      doc.head.append(element);
    });
    return element;
  })();
  return Promise.race([load, deadline]).then(
    (element) => {
      clearTimeout(timer);
      return element;
    },
    (error: unknown) => {
      clearTimeout(timer);
      // A failed or late stylesheet must not apply later, half-way through a retry.
      link?.remove();
      throw error;
    },
  );
}

/**
 * Loads a stylesheet into the document and resolves with its `<link>` once it applies. The
 * file's response status is checked first; each attempt times out after 10000 ms and a
 * failure is retried 3 times, 1000 ms apart. It rejects with the last attempt's error:
 * `CSS load timeout`, `Failed to load CSS` (network error, or the stylesheet failed to
 * apply), or the HTTP failure as `{status} {statusText}` (e.g. `404 Not Found`). Loading
 * the same URL again shares the first load.
 *
 * @example
 * await loadCss('/assets/devtools.css');
 */
export function loadCss(url: string, options: LoadCssOptions = {}): Promise<HTMLLinkElement> {
  const {
    timeoutMs = 10_000,
    retries = 3,
    retryDelayMs = 1000,
    fetch: fetchFn = globalThis.fetch,
    document: doc = globalThis.document,
  } = options;
  let byUrl = loaded.get(doc);
  if (!byUrl) loaded.set(doc, (byUrl = new Map()));
  const known = byUrl.get(url);
  if (known) return known;
  const run = (async () => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(url, doc, fetchFn, timeoutMs);
      } catch (error) {
        if (tries >= retries) throw error;
        await wait(retryDelayMs);
      }
    }
  })();
  byUrl.set(url, run);
  // A failed load is forgotten, so a later call tries again.
  run.catch(() => byUrl.delete(url));
  return run;
}
