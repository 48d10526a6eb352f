/*
 * Deferred parts, the server's side (the browser's is ./deferred.ts): promises a loader returns
 * inside its data (`{ product, reviews: promise }`).
 * The page renders without waiting for them; a component reads one with React's `use()` under
 * `<Suspense>`, and the server streams the boundary once it resolves.
 *
 * On the way to the browser a part is a number in the hydration data (devalue's custom type
 * `Deferred`), and its settled value follows in a `<script type="application/json">` of its own
 * marked `data-tendril-deferred`, written as soon as it settles: data, never run, like the
 * hydration data itself. The browser's registry gets a promise for each part that resolves from
 * that script (at once when it is already in the page), so hydrating the boundary reads the
 * server's value and nothing is fetched again.
 */
import { DEFERRED_ATTRIBUTE, type Settled } from './deferred.ts';
import { REDACTED_MESSAGE, type ErrorReporter } from './render-data.ts';
import { serializeValue } from './serialize.ts';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** How the server settles its parts: the render's deadline, and how failures are reported. */
export interface DeferredOptions {
  readonly url: string;
  readonly redact: boolean;
  readonly onError: ErrorReporter;
  /** Aborts with the render's deadline: a part still pending then fails with its reason. */
  readonly signal: AbortSignal;
}

/**
 * The server's side: the parts met while serialising the hydration data, each numbered, and
 * their scripts once they settle.
 */
export class DeferredParts {
  readonly #options: DeferredOptions;
  readonly #scripts: Promise<string>[] = [];
  readonly #entries: { html?: string; sent?: boolean }[] = [];
  readonly #reported = new WeakSet<object>();
  readonly #loaderOf = new Map<PromiseLike<unknown>, string>();
  #send: ((script: string) => void) | undefined;

  constructor(options: DeferredOptions) {
    this.#options = options;
  }

  /** Names the loader whose data holds each part found near its top, for error reports. */
  nameParts(data: unknown, loader: string, depth = 3): void {
    if (isThenable(data)) this.#loaderOf.set(data, loader);
    else if (depth > 0 && typeof data === 'object' && data !== null)
      for (const value of Object.values(data)) this.nameParts(value, loader, depth - 1);
  }

  /** devalue's reducer: a promise becomes a numbered part, anything else is left to devalue. */
  readonly reduce = (value: unknown): number | false => {
    if (!isThenable(value)) return false;
    const id = this.#scripts.length + 1;
    const entry: { html?: string; sent?: boolean } = {};
    this.#entries.push(entry);
    this.#scripts.push(
      this.#settle(value, id).then((text) => {
        entry.html = `<script type="application/json" ${DEFERRED_ATTRIBUTE}="${id}">${text}</script>`;
        if (this.#send) this.#flush();
        return entry.html;
      }),
    );
    return id;
  };

  /** Sends the scripts settled and not sent yet, in the order they were found. */
  #flush(): void {
    for (const entry of this.#entries) {
      if (entry.html === undefined || entry.sent) continue;
      entry.sent = true;
      this.#send!(entry.html);
    }
  }

  /** Whether `error` is a part's failure, reported already (React reports it once more). */
  reported(error: unknown): boolean {
    return typeof error === 'object' && error !== null && this.#reported.has(error);
  }

  /** How many parts were found. */
  get size(): number {
    return this.#scripts.length;
  }

  async #settle(part: PromiseLike<unknown>, id: number): Promise<string> {
    const { signal, redact, onError, url } = this.#options;
    try {
      const value = await Promise.race([
        part,
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
      // A value that cannot be sent fails this part alone: the page has gone out already.
      return serializeValue({ value } satisfies Settled, this.reduce);
    } catch (cause) {
      // (A DOMException, such as the deadline's TimeoutError, is not an Error in every runtime.)
      const error =
        cause instanceof Error || cause instanceof DOMException
          ? (cause as Error)
          : new Error(String(cause));
      const errorId = crypto.randomUUID().slice(0, 8);
      const loader = this.#loaderOf.get(part) ?? 'unknown';
      onError(error, { id: errorId, loader: `${loader} (deferred part ${id})`, url });
      this.#reported.add(error);
      return serializeValue({
        error: redact
          ? { name: 'Error', message: REDACTED_MESSAGE, id: errorId }
          : { name: error.name, message: error.message, id: errorId },
      } satisfies Settled);
    }
  }

  /**
   * Every part's script once all have settled (for a render that sends the page whole), or,
   * with `send`, each script as its part settles; resolves once the last has.
   */
  async settled(send?: (script: string) => void): Promise<string> {
    this.#send = send;
    // Parts that settled before the body was ready go first.
    if (send) this.#flush();
    let all = '';
    // A part found while serialising another part's value joins the list meanwhile.
    for (let i = 0; i < this.#scripts.length; i++) {
      const script = await this.#scripts[i]!;
      if (!send) all += script;
    }
    return all;
  }
}
