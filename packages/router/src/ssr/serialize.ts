/*
 * The hydration data as the text of a non-executable script element. JSON alone is not safe
 * inside HTML: a string holding `</script>` would end the element and `<!--` would change how
 * the parser reads it. So `<`, `>`, `&` and the line separators U+2028/U+2029 are written as
 * `\u` escapes, which JSON.parse reads back to the same characters.
 */
import { HYDRATION_ID, type HydrationData } from './hydration-data.ts';

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for the hydration script: no value can close the element or open a comment, and
 * `JSON.parse` gives back exactly the data (which must be JSON-serialisable: no `undefined`
 * fields, `Date`s become strings).
 *
 * @example
 * ```ts
 * serializeHydrationData({ loaders: { k: { data: '</script>' } } });
 * // '{"loaders":{"k":{"data":"\\u003c/script\\u003e"}}}'
 * ```
 */
export function serializeHydrationData(data: HydrationData): string {
  return JSON.stringify(data).replace(
    UNSAFE,
    (char) => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

/**
 * The `<script type="application/json">` element holding the hydration data, for the end of
 * the page's body; `readHydrationData(id)` reads it in the browser.
 *
 * @param id - the element's id (letters, digits, `-`, `_`). @default HYDRATION_ID ('tendril-data')
 * @example
 * ```ts
 * const page = await renderUrl('/product/1', { routes });
 * const body = `<div id="root">${page.html}</div>${hydrationScript(page.data)}`;
 * ```
 */
export function hydrationScript(data: HydrationData, id: string = HYDRATION_ID): string {
  if (!/^[\w-]+$/.test(id)) throw new Error(`Invalid hydration script id: ${id}`);
  return `<script type="application/json" id="${id}">${serializeHydrationData(data)}</script>`;
}
