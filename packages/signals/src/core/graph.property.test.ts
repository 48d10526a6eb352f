/*
 * Property test: random signal/computed/effect graphs under random writes and batches
 * behave like a naive model that recomputes everything from scratch, and no computed or
 * effect runs more than once per write (a batch counts as one write).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, formulaFor, type Formula } from './formulas.testing.ts';
import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '../index.ts';

type Op =
  | { kind: 'write'; signal: number; value: number }
  | { kind: 'batch'; writes: { signal: number; value: number }[] }
  | { kind: 'read'; node: number };

interface Scenario {
  signals: number[];
  formulas: Formula[];
  effects: number[];
  ops: Op[];
}

const MAX_SIGNALS = 5;

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    signals: fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: MAX_SIGNALS }),
    computedCount: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ signals, computedCount }) => {
    const total = signals.length + computedCount;
    const formulas = fc.tuple(
      ...Array.from({ length: computedCount }, (_, i) => formulaFor(signals.length + i)),
    );
    const write = fc.record({
      signal: fc.nat({ max: signals.length - 1 }),
      value: fc.integer({ min: -5, max: 5 }),
    });
    const op: fc.Arbitrary<Op> = fc.oneof(
      write.map((w) => ({ kind: 'write' as const, ...w })),
      fc
        .array(write, { minLength: 1, maxLength: 4 })
        .map((writes) => ({ kind: 'batch' as const, writes })),
      fc.nat({ max: total - 1 }).map((node) => ({ kind: 'read' as const, node })),
    );
    return fc.record({
      signals: fc.constant(signals),
      formulas,
      effects: fc.array(fc.nat({ max: total - 1 }), { maxLength: 3 }),
      ops: fc.array(op, { minLength: 1, maxLength: 25 }),
    });
  });

function model(values: number[], formulas: Formula[]): number[] {
  const all = [...values];
  for (const f of formulas) all.push(evaluate(f, (i) => all[i]!));
  return all;
}

function check(s: Scenario): void {
  const values = [...s.signals];
  const sigs: Signal<number>[] = s.signals.map((v) => signal(v));
  const nodes: ReadonlySignal<number>[] = [...sigs];
  const runs = s.formulas.map(() => 0);
  s.formulas.forEach((f, i) => {
    nodes.push(
      computed(() => {
        runs[i]!++;
        return evaluate(f, (d) => nodes[d]!.value);
      }),
    );
  });
  const effectRuns = s.effects.map(() => 0);
  const effectSeen = s.effects.map(() => NaN);
  const disposers = s.effects.map((node, i) =>
    effect(() => {
      effectRuns[i]!++;
      effectSeen[i] = nodes[node]!.value;
    }),
  );

  const afterWrite = () => {
    const expected = model(values, s.formulas);
    runs.forEach((n, i) =>
      expect(n, `computed ${i} ran ${n} times in one write`).toBeLessThanOrEqual(1),
    );
    effectRuns.forEach((n, i) =>
      expect(n, `effect ${i} ran ${n} times in one write`).toBeLessThanOrEqual(1),
    );
    s.effects.forEach((node, i) => expect(effectSeen[i]).toBe(expected[node]));
  };

  for (const op of s.ops) {
    runs.fill(0);
    effectRuns.fill(0);
    if (op.kind === 'write') {
      values[op.signal] = op.value;
      sigs[op.signal]!.value = op.value;
      afterWrite();
    } else if (op.kind === 'batch') {
      batch(() => {
        for (const w of op.writes) {
          values[w.signal] = w.value;
          sigs[w.signal]!.value = w.value;
        }
      });
      afterWrite();
    } else {
      const expected = model(values, s.formulas);
      expect(nodes[op.node]!.value).toBe(expected[op.node]);
      // A second read without a write must not recompute anything.
      runs.fill(0);
      nodes[op.node]!.value;
      expect(runs.every((n) => n === 0)).toBe(true);
    }
  }
  // Finally every node agrees with the model.
  const expected = model(values, s.formulas);
  nodes.forEach((n, i) => expect(n.value).toBe(expected[i]));
  disposers.forEach((d) => d());
}

describe('random graphs', () => {
  it('agree with a recompute-everything model, with at most one run per write', () => {
    fc.assert(fc.property(scenario, check), { numRuns: 400 });
  });
});
