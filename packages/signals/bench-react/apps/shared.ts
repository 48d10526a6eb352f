/*
 * What every implementation of the keyed table shares: the row data (krausest's
 * js-framework-benchmark labels, from a seeded generator so every implementation builds the
 * same table), the sizes (`?n=` scales them down for the correctness pass) and the markup
 * the runner clicks: buttons #run #runlots #add #update #clear #swaprows, and per row
 * `a.lbl` (select) and `a.remove`.
 */
const A = ['pretty', 'large', 'big', 'small', 'tall', 'short', 'long', 'handsome', 'plain'];
const C = ['red', 'yellow', 'blue', 'green', 'pink', 'brown', 'purple', 'orange', 'white'];
const N = ['table', 'chair', 'house', 'bbq', 'desk', 'car', 'pony', 'cookie', 'sandwich'];

let seed = 1;
let nextId = 1;
// mulberry32: a small seeded generator, so labels are the same in every implementation.
function random(max: number): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (((t ^ (t >>> 14)) >>> 0) % max) | 0;
}

export interface Item {
  id: number;
  label: string;
}

export function buildData(count: number): Item[] {
  const data = new Array<Item>(count);
  for (let i = 0; i < count; i++) {
    data[i] = { id: nextId++, label: `${A[random(9)]} ${C[random(9)]} ${N[random(9)]}` };
  }
  return data;
}

/** Rows per "create"; `?n=10` for the correctness pass. @default 1000 */
export const SIZE = Number(new URLSearchParams(location.search).get('n') ?? 1000);

/** The two rows "swap rows" exchanges: krausest's 1 and 998, or the second and second-last. */
export function swapIndexes(length: number): [number, number] {
  return length > 998 ? [1, 998] : [1, length - 2];
}
