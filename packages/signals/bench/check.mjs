// Result checks: compare what a case returned with what it must return, key by key.
// Only the keys present in `expected` are checked; values are numbers or arrays of numbers.

function same(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => Object.is(x, b[i]))
    );
  }
  return Object.is(a, b);
}

const show = (v) => (Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

/** Returns human-readable mismatches ("sum: expected 6006, got 6012"); empty when all match. */
export function compareResult(expected, got) {
  if (got === null || typeof got !== 'object')
    return [`expected a result object, got ${show(got)}`];
  const mismatches = [];
  for (const key of Object.keys(expected)) {
    if (!same(expected[key], got[key])) {
      mismatches.push(`${key}: expected ${show(expected[key])}, got ${show(got[key])}`);
    }
  }
  return mismatches;
}

/** The checked part of a result, for comparing libraries with each other. */
export function checkedPart(expected, got) {
  const part = {};
  for (const key of Object.keys(expected)) part[key] = got?.[key];
  return part;
}

export function sameResult(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!same(a[key], b[key])) return false;
  return true;
}
