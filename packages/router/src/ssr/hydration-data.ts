/*
 * What a server render hands the browser: each loader's settled result by its cache key, read
 * back from a non-executable `<script type="application/json">` (allowed under a strict CSP and
 * Trusted Types, as it never runs). Its text is JSON, or devalue's JSON-based format when the
 * data holds what JSON cannot carry (see ./serialize.ts); either is parsed as data, never run.
 * The text is untrusted input: anything that is not this shape reads as no data, and the client
 * loads as it would without a server.
 *
 * Only a script element of that type counts. Page content can carry any id (a sanitizer such as
 * DOMPurify keeps `id` attributes), so an element found by id alone could be a user's comment
 * written before the router's script, standing in for the server's data. Sanitizers never let
 * a script element through.
 */

import { parseValue } from './deferred.ts';

/**
 * The id of the script element holding the hydration data.
 *
 * @example
 * ```ts
 * document.getElementById(HYDRATION_ID)?.textContent; // '{"loaders":{…}}'
 * ```
 */
export const HYDRATION_ID = 'tendril-data';

/**
 * One loader's result as the server settled it: its data, or why it failed.
 *
 * @example
 * ```ts
 * const entry: HydratedLoader = { data: { id: 1, name: 'Lamp' }, updatedAt: 1767225600000 };
 * ```
 */
export interface HydratedLoader {
  /**
   * What the loader resolved with (absent when it failed): anything devalue carries, such as a
   * `Date`, `Map` or `BigInt`, comes back as itself.
   */
  readonly data?: unknown;
  /**
   * Why it failed: the error's name and message, and the id the server logged it under
   * (absent when it succeeded). In production the message is a generic one.
   */
  readonly error?: { readonly name: string; readonly message: string; readonly id?: string };
  /** When the server loaded it (ms since the epoch). */
  readonly updatedAt?: number;
}

/**
 * The loaders' results of one server render, by cache key (`registry.keyFor`), and the meta of
 * its head when a route on the page has a `loadMeta`.
 *
 * @example
 * ```ts
 * const data: HydrationData = {
 *   loaders: { 'product:[["id","1"]]': { data: { name: 'Lamp' } } },
 *   head: { href: '/product/1', meta: { title: 'Lamp', description: 'A lamp for $49' } },
 * };
 * ```
 */
export interface HydrationData {
  readonly loaders: Readonly<Record<string, HydratedLoader>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntry = (value: unknown): value is HydratedLoader =>
  isObject(value) &&
  (value.error === undefined ||
    (isObject(value.error) &&
      typeof value.error.name === 'string' &&
      typeof value.error.message === 'string' &&
      (value.error.id === undefined || typeof value.error.id === 'string'))) &&
  (value.updatedAt === undefined || typeof value.updatedAt === 'number');

/**
 * Reads the hydration data a server render wrote into the page: the text of the
 * `<script type="application/json">` with this id, never another element that carries the id.
 * Returns undefined when there is no such script (a page the server did not render), the id is
 * not one a server render writes, or the text is not hydration data.
 *
 * @param id - the script element's id. @default HYDRATION_ID ('tendril-data')
 * @param root - where to look it up. @default the global `document` (none on a server)
 * @example
 * ```ts
 * const router = createRouter({ routes, data: new HydratedRegistry(readHydrationData()) });
 * hydrateRoot(document.getElementById('root')!, <App router={router} />);
 * ```
 */
export function readHydrationData(
  id: string = HYDRATION_ID,
  root:
    | { querySelector(selectors: string): { readonly textContent: string | null } | null }
    | undefined = globalThis.document,
): HydrationData | undefined {
  if (!/^[\w-]+$/.test(id)) return undefined;
  const text = root?.querySelector(`script[type="application/json"][id="${id}"]`)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = parseValue(text);
    return isObject(parsed) &&
      isObject(parsed.loaders) &&
      Object.values(parsed.loaders).every(isEntry)
      ? (parsed as unknown as HydrationData)
      : undefined;
  } catch {
    return undefined;
  }
}
