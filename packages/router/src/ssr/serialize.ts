/*
 * The hydration data as the text of a non-executable script element.
 *
 * Format. Plain JSON when JSON gives the data back unchanged (most pages: it is the smallest
 * and the fastest to parse); otherwise devalue's `stringify`, which carries what JSON cannot
 * (Date, Map, Set, BigInt, undefined, NaN, ±Infinity, -0, RegExp, URL, typed arrays, shared and
 * cyclic references) and is still JSON text, read back as data by `parse`, never run as code.
 * The reader tells them apart by the first character: the data is an object, so JSON starts
 * with `{`, and devalue's flat array with `[`. (devalue was chosen over seroval and turbo-stream
 * by `npm run bench:serializers`: the smallest decoder, the fastest, synchronous, and the only
 * one to round-trip every type above.)
 *
 * Escaping. Neither is safe inside HTML as is: a string holding `</script>` would end the
 * element and `<!--` would change how the parser reads it. So `<`, `>`, `&` and the line
 * separators U+2028/U+2029 are written as `\u` escapes; they only occur inside strings, where
 * JSON reads the escapes back to the same characters.
 */
import { DevalueError, stringify } from 'devalue';
import { DEFERRED_TYPE } from './deferred.ts';
import { HYDRATION_ID, type HydrationData } from './hydration-data.ts';

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * Whether `JSON.parse(JSON.stringify(value))` gives `value` back unchanged: only plain objects
 * and arrays (each met once), strings, booleans, null and finite numbers other than -0.
 */
function isJson(value: unknown, seen: Set<object>): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      if (!(i in value) || !isJson(value[i], seen)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  for (const key in value) {
    if (key === '__proto__' || !isJson((value as Record<string, unknown>)[key], seen)) return false;
  }
  return true;
}

/** What devalue could not write, in words for the message. */
function describe(error: DevalueError): string {
  const value: unknown = error.value;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  if (value instanceof Promise) return 'a promise';
  if (typeof value === 'object' && value !== null) {
    const name = (value as { constructor?: { name?: string } }).constructor?.name;
    if (error.message.includes('symbolic keys')) return 'an object with symbol keys';
    if (error.message.includes('__proto__')) return 'an object with a "__proto__" key';
    return name ? `an instance of ${name}` : 'an object of a class';
  }
  return error.message;
}

/**
 * The error for data that cannot be sent: which loader returned it, and where in its data the
 * value is (`user.profile.onClick`).
 */
function unsendable(data: HydrationData, cause: unknown, nameOf: (key: string) => string): Error {
  if (!(cause instanceof DevalueError)) return cause as Error;
  for (const [key, entry] of Object.entries(data.loaders)) {
    try {
      stringify(entry.data);
    } catch (error) {
      if (!(error instanceof DevalueError)) continue;
      const path = error.path.replace(/^\./, '') || '(the data itself)';
      return new TypeError(
        `The data of loader "${nameOf(key)}" (cache key ${JSON.stringify(key)}) cannot be sent ` +
          `to the browser: it holds ${describe(error)} at ${path}. Loader data may hold plain ` +
          'objects and arrays, strings, numbers, booleans, null, undefined, BigInt, Date, Map, ' +
          'Set, RegExp, URL and typed arrays: return one of those in its place (the fields the ' +
          'page reads, or an id to look the rest up with).',
        { cause },
      );
    }
  }
  return cause;
}

/**
 * The text of the hydration script: JSON, or devalue's JSON-based format for data JSON cannot
 * carry; no value can close the element or open a comment. `readHydrationData` reads it back.
 * Throws a `TypeError` naming the loader and the path to the value when the data holds one that
 * cannot be sent (a function, a class instance, a symbol).
 *
 * @param nameOf - the loader's name for a cache key, for that message. @default the key itself
 * @example
 * ```ts
 * serializeHydrationData({ loaders: { k: { data: '</script>' } } });
 * // '{"loaders":{"k":{"data":"\\u003c/script\\u003e"}}}'
 * serializeHydrationData({ loaders: { k: { data: new Date(0) } } });
 * // '[{"loaders":1},{"k":2},{"data":3},["Date","1970-01-01T00:00:00.000Z"]]'
 * ```
 */
export function serializeHydrationData(
  data: HydrationData,
  nameOf: (key: string) => string = (key) => key,
  deferred?: DeferPart,
): string {
  try {
    return serializeValue(data, deferred);
  } catch (error) {
    throw unsendable(data, error, nameOf);
  }
}

/** Numbers a promise as a deferred part (its value follows later), or leaves a value (false). */
export type DeferPart = (value: unknown) => number | false;

/**
 * Any value as script text (JSON, or devalue's format), escaped for a script element. A promise
 * in it becomes a deferred part through `defer` (without it, it cannot be sent).
 */
export function serializeValue(value: unknown, defer?: DeferPart): string {
  const text = isJson(value, new Set())
    ? JSON.stringify(value)
    : stringify(value, defer ? { [DEFERRED_TYPE]: defer } : {});
  return text.replace(UNSAFE, (char) => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'));
}

/**
 * The `<script type="application/json">` element holding the hydration data, for the end of
 * the page's body; `readHydrationData(id)` reads it in the browser. It never runs, so it needs
 * no CSP nonce.
 *
 * @param id - the element's id (letters, digits, `-`, `_`). @default HYDRATION_ID ('tendril-data')
 * @param nameOf - the loader's name for a cache key, for error messages. @default the key itself
 * @example
 * ```ts
 * hydrationScript({ loaders: {} }); // '<script type="application/json" id="tendril-data">{"loaders":{}}</script>'
 * ```
 */
export function hydrationScript(
  data: HydrationData,
  id: string = HYDRATION_ID,
  nameOf?: (key: string) => string,
  deferred?: DeferPart,
): string {
  if (!/^[\w-]+$/.test(id)) throw new Error(`Invalid hydration script id: ${id}`);
  return `<script type="application/json" id="${id}">${serializeHydrationData(data, nameOf, deferred)}</script>`;
}
