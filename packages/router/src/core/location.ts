/*
 * Locations: what the router knows of a URL. Parsing goes through the URL API so relative
 * hrefs, encoded characters and odd input resolve the way the browser would.
 */
/** A history entry as the router sees it: `router.location.value`, `useLocation()`. */
export interface RouterLocation {
  /** The decoded-as-written pathname, e.g. `/product/1`. */
  readonly pathname: string;
  /** `?a=1` or ''. */
  readonly search: string;
  /** `#top` or ''. */
  readonly hash: string;
  /** pathname + search + hash. */
  readonly href: string;
  /** State stored with the history entry by the caller. */
  readonly state: unknown;
  /** Unique per history entry; survives reloads. */
  readonly key: string;
  /** Position in the session history, counted from this tab's first entry. */
  readonly index: number;
}

const ORIGIN = 'http://tendril.invalid';

/** Printable ASCII the URL parser encodes, or reads as something other than path text. */
const SPECIAL = '"#%<>?[\\]^`{|}';

/**
 * Whether `href` is an absolute path the URL parser would return as written: segments of
 * characters it neither encodes nor decodes, none starting with a dot (`.`, `..` and
 * `.well-known` go the long way), no `%`, no query or fragment, and not `//host`. Links resolve
 * their target on first render, 50 to a page, and history reads every entry's href: most are
 * such paths. A loop, not a regular expression: a page's first few tests of a regex each
 * compile it (about 40 µs apiece), on the way to its first render.
 */
function isPlainPath(href: string): boolean {
  if (href.charCodeAt(0) !== 47 /* / */ || href.charCodeAt(1) === 47) return false;
  for (let i = 1; i < href.length; i++) {
    const code = href.charCodeAt(i);
    if (code === 47) continue;
    if (code < 33 || code > 126 || SPECIAL.includes(href[i]!)) return false;
    if (code === 46 /* . */ && href.charCodeAt(i - 1) === 47) return false;
  }
  return true;
}

/** Whether `href` starts with a URL scheme (`https:`, `mailto:`) or with `//`. */
function hasSchemeOrHost(href: string): boolean {
  if (href.charCodeAt(0) === 47) return href.charCodeAt(1) === 47;
  for (let i = 0; i < href.length; i++) {
    const code = href.charCodeAt(i);
    const letter = (code | 32) >= 97 && (code | 32) <= 122;
    // A letter first, then letters, digits, `+`, `-` or `.`, up to the colon.
    if (
      letter ||
      (i > 0 && ((code >= 48 && code <= 57) || code === 43 || code === 45 || code === 46))
    )
      continue;
    // Anything else ends the scheme: a colon after at least one letter makes it one.
    return i > 0 && code === 58;
  }
  return false;
}

/** Resolves `href` against `from` (a pathname) and splits it; null for another origin. */
export function parseHref(
  href: string,
  from = '/',
): { pathname: string; search: string; hash: string } | null {
  if (isPlainPath(href)) return { pathname: href, search: '', hash: '' };
  let url: URL;
  try {
    url = new URL(href, ORIGIN + (from.startsWith('/') ? from : '/' + from));
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * True when `href` points off this site (another origin or a non-http scheme). Only an href
 * with a scheme or starting with `//` can; the origin is read for those alone.
 *
 * @param origin - This site's origin. @default the page's (`location.origin`), or
 *   `http://localhost` where there is no page (a server).
 * @example
 * ```ts
 * isExternalHref('/docs'); // false
 * isExternalHref('https://example.com/', 'https://example.org'); // true
 * ```
 */
export function isExternalHref(href: string, origin?: string): boolean {
  if (!hasSchemeOrHost(href)) return false;
  origin ??= globalThis.location?.origin ?? 'http://localhost';
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return true;
  }
}

export function joinHref(pathname: string, search = '', hash = ''): string {
  const s = search && !search.startsWith('?') ? '?' + search : search;
  const h = hash && !hash.startsWith('#') ? '#' + hash : hash;
  return pathname + s + h;
}

/** Serialises query params; undefined values are left out. */
export function toSearch(
  query: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return s ? '?' + s : '';
}
