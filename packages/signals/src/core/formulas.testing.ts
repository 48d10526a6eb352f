/*
 * Random computed formulas for the property tests of the graph (graph.property.test.ts and
 * model.property.test.ts): node `index` reads only nodes before it, so every graph is acyclic.
 * Test-only: no entry imports it.
 */
import fc from 'fast-check';

export type Formula =
  | { kind: 'sum'; deps: number[] }
  | { kind: 'mod'; dep: number; by: number }
  | { kind: 'pick'; cond: number; then: number; otherwise: number };

/** A formula for node `index`, over the nodes before it. */
export function formulaFor(index: number): fc.Arbitrary<Formula> {
  const earlier = fc.nat({ max: index - 1 });
  return fc.oneof(
    fc.record({
      kind: fc.constant('sum' as const),
      deps: fc.array(earlier, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('mod' as const),
      dep: earlier,
      by: fc.integer({ min: 2, max: 4 }),
    }),
    fc.record({
      kind: fc.constant('pick' as const),
      cond: earlier,
      then: earlier,
      otherwise: earlier,
    }),
  );
}

/** A formula's value, reading node `i` through `read(i)`. */
export function evaluate(f: Formula, read: (i: number) => number): number {
  switch (f.kind) {
    case 'sum':
      return f.deps.reduce((total, d) => total + read(d), 0);
    case 'mod':
      return ((read(f.dep) % f.by) + f.by) % f.by;
    case 'pick':
      return read(f.cond) % 2 === 0 ? read(f.then) : read(f.otherwise);
  }
}
