/*
 * Warming the HTTP cache: GET requests for route URLs the app is likely to need next, and the
 * web app manifest read from the document's manifest link.
 */

/**
 * The outcome of preloading one URL.
 *
 * @example
 * const describe = (result: PreloadResult) => (result.ok ? result.url : result.error.message);
 */
export type PreloadResult =
  | { readonly url: string; readonly ok: true; readonly status: number }
  | { readonly url: string; readonly ok: false; readonly status?: number; readonly error: Error };

/**
 * How {@link preloadRoutes} fetches.
 *
 * @example
 * const controller = new AbortController();
 * void preloadRoutes(['/products'], { signal: controller.signal });
 */
export interface PreloadOptions {
  /**
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Cancels the requests still under way.
   * @default undefined — never cancelled.
   */
  signal?: AbortSignal;
}

/**
 * GETs each URL once (duplicates are fetched once), reading the bodies so they land in the
 * HTTP cache. Never rejects: each URL's outcome is in the result, in the order given.
 *
 * @example
 * const results = await preloadRoutes(['/products', '/cart']);
 * const failed = results.filter((result) => !result.ok);
 */
export async function preloadRoutes(
  urls: readonly string[],
  options: PreloadOptions = {},
): Promise<PreloadResult[]> {
  const { fetch: fetchFn = globalThis.fetch, signal } = options;
  return Promise.all(
    [...new Set(urls)].map(async (url): Promise<PreloadResult> => {
      try {
        const response = await fetchFn(url, {
          method: 'GET',
          credentials: 'same-origin',
          ...(signal && { signal }),
        });
        await response.arrayBuffer();
        return response.ok
          ? { url, ok: true, status: response.status }
          : {
              url,
              ok: false,
              status: response.status,
              error: new Error(`${response.status} ${response.statusText}`),
            };
      } catch (error) {
        return {
          url,
          ok: false,
          error: error instanceof Error ? error : new Error(String(error)),
        };
      }
    }),
  );
}
