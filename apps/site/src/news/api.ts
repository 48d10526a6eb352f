/*
 * The HN Firebase API client: GET JSON with a timeout, errors turned into the SPEC §8
 * engine messages ("503 Service Unavailable", "Request timed out", "Network unavailable"),
 * and every answer parsed at the boundary.
 */
import { NEWS_MESSAGES, REQUEST_TIMEOUT_MS } from './constants.ts';
import { parseIds, parseItem, parseUser, type HnItem, type HnUser } from './parse.ts';

export const HN_API_BASE = (
  import.meta.env.VITE_HN_API_BASE ?? 'https://hacker-news.firebaseio.com/v0'
).replace(/\/+$/, '');

export type Feed = 'top' | 'new' | 'ask' | 'show' | 'jobs';

const FEED_PATHS: Readonly<Record<Feed, string>> = {
  top: 'topstories',
  new: 'newstories',
  ask: 'askstories',
  show: 'showstories',
  jobs: 'jobstories',
};

/** A failed request, with the message users see. */
export class HnRequestError extends Error {
  override readonly name = 'HnRequestError';
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function abortError(): Error {
  return new DOMException('Aborted', 'AbortError');
}

/** GETs `path` under the API base and returns the parsed JSON. */
export async function getJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? fetch;
  if (signal?.aborted) throw abortError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await doFetch(`${HN_API_BASE}${path}`, { signal: controller.signal });
    if (!response.ok) throw new HnRequestError(`${response.status} ${response.statusText}`.trim());
    try {
      return await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw error;
      throw new HnRequestError('The news API sent a malformed answer');
    }
  } catch (error) {
    if (timedOut) throw new HnRequestError(NEWS_MESSAGES.timedOut);
    if (signal?.aborted) throw abortError();
    if (error instanceof HnRequestError) throw error;
    // fetch rejects with a TypeError when the network is down or the connection dropped.
    throw new HnRequestError(NEWS_MESSAGES.offline);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** True for a stop on purpose (DOMException is not an Error subclass everywhere). */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Error).name === 'AbortError';
}

/** The user-facing message for any failure. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}

export async function fetchStoryIds(feed: Feed, options?: RequestOptions): Promise<number[]> {
  const raw = await getJson(`/${FEED_PATHS[feed]}.json`, options);
  if (!Array.isArray(raw)) throw new HnRequestError('The news API sent a malformed story list');
  return parseIds(raw);
}

export async function fetchItem(id: number, options?: RequestOptions): Promise<HnItem | null> {
  return parseItem(await getJson(`/item/${id}.json`, options));
}

export async function fetchUser(id: string, options?: RequestOptions): Promise<HnUser | null> {
  return parseUser(await getJson(`/user/${encodeURIComponent(id)}.json`, options));
}
