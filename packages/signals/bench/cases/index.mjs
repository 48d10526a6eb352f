// Every benchmark case, in table order. A case is
//   { name, title, params: { full, quick }, prime?, build(fw, params, own) -> iterate, expected(params) }
// build() makes the graph with the adapter `fw` and hands each long-lived effect's dispose to
// own(); iterate() runs one iteration and returns plain numbers. expected() computes, without any
// library, the values iterate() must return (keys it leaves out are reported but not checked).
// params.full.inner is how many iterations make one timed sample; prime is how many untimed
// iterations run before results become steady. build() may instead return { prepare, iterate }
// when every iteration needs fresh inputs made outside the timing (prepare(n) makes them for the
// next n iterations). `creation: true` marks a creation case (the "creation cases <= 1.0x"
// target); `gcBetweenSamples: true` makes the runner force a full GC before each sample.
import avoidable from './avoidable.mjs';
import broad from './broad.mjs';
import cellx from './cellx.mjs';
import creation from './creation.mjs';
import deep from './deep.mjs';
import diamond from './diamond.mjs';
import dynamic from './dynamic.mjs';
import mol from './mol.mjs';
import mux from './mux.mjs';
import repeated from './repeated.mjs';
import sbench from './sbench.mjs';
import triangle from './triangle.mjs';
import unstable from './unstable.mjs';

export const CASES = [
  avoidable,
  broad,
  deep,
  diamond,
  mux,
  repeated,
  triangle,
  unstable,
  ...cellx,
  ...creation,
  ...sbench,
  ...dynamic,
  mol,
];

/** Cases named in `only` (a name, or a prefix such as "create"); all cases when it is empty. */
export function selectCases(only) {
  if (!only || only.length === 0) return CASES;
  const matches = (c, token) => c.name === token || c.name.startsWith(token);
  const unknown = only.filter((token) => !CASES.some((c) => matches(c, token)));
  if (unknown.length) {
    const known = CASES.map((c) => c.name).join(', ');
    throw new Error(`unknown case ${unknown.join(', ')} (known: ${known})`);
  }
  return CASES.filter((c) => only.some((token) => matches(c, token)));
}

/** The one case called exactly `name`, as a one-element list. */
export function selectCase(name) {
  const found = CASES.find((c) => c.name === name);
  if (!found) throw new Error(`unknown case ${name}`);
  return [found];
}
