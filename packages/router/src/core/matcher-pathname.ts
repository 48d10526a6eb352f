/*
 * Input hygiene for the matcher: turn whatever string we are given into a canonical pathname,
 * and decode parameter values without ever throwing.
 */

const SLASH = 47;

/**
 * The canonical form the matcher works on: the query (`?…`) and hash (`#…`) removed, a leading
 * `/` ensured, runs of `/` collapsed and a trailing `/` dropped (`/` itself stays). Returns the
 * input itself (no allocation) when it is already canonical. Never throws.
 */
export function normalizePathname(input: string): string {
  let path = input;
  const query = path.indexOf('?');
  if (query !== -1) path = path.slice(0, query);
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  const last = path.length - 1;
  if (
    last < 0 ||
    path.charCodeAt(0) !== SLASH ||
    (last > 0 && path.charCodeAt(last) === SLASH) ||
    path.indexOf('//') !== -1
  ) {
    return slowNormalize(path);
  }
  return path;
}

function slowNormalize(path: string): string {
  let out = '';
  let segmentStart = -1;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === SLASH) {
      if (segmentStart !== -1) out += '/' + path.slice(segmentStart, i);
      segmentStart = -1;
    } else if (segmentStart === -1) {
      segmentStart = i;
    }
  }
  return out === '' ? '/' : out;
}

/** `decodeURIComponent`, except that a malformed escape leaves the text as it was. */
export function safeDecode(value: string): string {
  if (value.indexOf('%') === -1) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
