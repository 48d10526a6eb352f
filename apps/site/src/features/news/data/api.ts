/*
 * The HN Firebase API client: GET JSON with a timeout, errors turned into the messages
 * users see ("503 Service Unavailable", "Request timed out", "Network unavailable"),
 * and every answer parsed at the boundary.
 */
import {
  DEFAULT_HN_API_BASE,
  FEED_API_FILES,
  NEWS_MESSAGES,
  REQUEST_TIMEOUT_MS,
  type Feed,
} from './constants.ts';
import { deadline, untilAborted } from './abort.ts';
import { takeEarlyResponse } from './early-fetch.ts';
import { parseIds, parseItem, parseUser, type HnItem, type HnUser } from './parse.ts';

const HN_API_BASE = (import.meta.env.VITE_HN_API_BASE || DEFAULT_HN_API_BASE).replace(/\/+$/, '');

export type { Feed };

/** A failed request, with the message users see. */
class HnRequestError extends Error {
  override readonly name = 'HnRequestError';
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** GETs `path` under the API base and returns the parsed JSON. */
async function getJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? fetch;
  signal?.throwIfAborted();
  const limit = deadline(timeoutMs, signal);
  try {
    const url = `${HN_API_BASE}${path}`;
    const request = () => doFetch(url, { signal: limit.signal });
    // A response asked for by the page's inline script (early-fetch.ts) is not tied to our
    // signal, so the timeout and aborts race it; if it failed, ask again.
    const early = options.fetch ? undefined : takeEarlyResponse(url);
    const read = async () => {
      const response = await (early ? early.catch(request) : request());
      if (!response.ok)
        throw new HnRequestError(`${response.status} ${response.statusText}`.trim());
      try {
        return (await response.json()) as unknown;
      } catch (error) {
        if (limit.signal.aborted) throw error;
        throw new HnRequestError('The news API sent a malformed answer');
      }
    };
    return await (early ? untilAborted(read(), limit.signal) : read());
  } catch (error) {
    if (limit.timedOut()) throw new HnRequestError(NEWS_MESSAGES.timedOut);
    signal?.throwIfAborted();
    if (error instanceof HnRequestError) throw error;
    // fetch rejects with a TypeError when the network is down or the connection dropped.
    throw new HnRequestError(NEWS_MESSAGES.offline);
  } finally {
    limit.release();
  }
}

/** The user-facing message for any failure. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}

export async function fetchStoryIds(feed: Feed, options?: RequestOptions): Promise<number[]> {
  const raw = await getJson(`/${FEED_API_FILES[feed]}.json`, options);
  if (!Array.isArray(raw)) throw new HnRequestError('The news API sent a malformed story list');
  return parseIds(raw);
}

export async function fetchItem(id: number, options?: RequestOptions): Promise<HnItem | null> {
  return parseItem(await getJson(`/item/${id}.json`, options));
}

export async function fetchUser(id: string, options?: RequestOptions): Promise<HnUser | null> {
  return parseUser(await getJson(`/user/${encodeURIComponent(id)}.json`, options));
}
