/*
 * Model test of the graph and its policy together: random graphs of signals, computeds,
 * effects and effect scopes, under random writes, batches, reads and disposals, must give the
 * same values, the same effect runs and the same cleanups as a naive reference that
 * recomputes every value from scratch after each step and re-runs an effect exactly when a
 * value it reads differs from the one it saw last.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, formulaFor, type Formula } from './formulas.testing.ts';
import {
  batch,
  computed,
  effect,
  effectScope,
  signal,
  type Dispose,
  type ReadonlySignal,
  type Signal,
} from './api.ts';

interface EffectSpec {
  reads: number[];
  /** The scope that owns it (an index into `scopes`), or -1 for none. */
  scope: number;
}

type Write = { signal: number; value: number };
type Op =
  | ({ kind: 'write' } & Write)
  | { kind: 'batch'; writes: Write[] }
  | { kind: 'read'; node: number }
  | { kind: 'disposeEffect'; effect: number }
  | { kind: 'disposeScope'; scope: number };

interface Scenario {
  signals: number[];
  formulas: Formula[];
  scopes: number;
  effects: EffectSpec[];
  ops: Op[];
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    signals: fc.array(fc.integer({ min: -4, max: 4 }), { minLength: 1, maxLength: 5 }),
    computedCount: fc.integer({ min: 0, max: 10 }),
    scopes: fc.integer({ min: 0, max: 2 }),
    effectCount: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ signals, computedCount, scopes, effectCount }) => {
    const total = signals.length + computedCount;
    const node = fc.nat({ max: total - 1 });
    const write = fc.record({
      signal: fc.nat({ max: signals.length - 1 }),
      value: fc.integer({ min: -4, max: 4 }),
    });
    const ops: fc.Arbitrary<Op>[] = [
      write.map((w) => ({ kind: 'write' as const, ...w })),
      write.map((w) => ({ kind: 'write' as const, ...w })),
      fc
        .array(write, { minLength: 1, maxLength: 4 })
        .map((writes) => ({ kind: 'batch' as const, writes })),
      node.map((n) => ({ kind: 'read' as const, node: n })),
      fc.nat({ max: effectCount - 1 }).map((e) => ({ kind: 'disposeEffect' as const, effect: e })),
    ];
    if (scopes > 0) {
      ops.push(
        fc.nat({ max: scopes - 1 }).map((s) => ({ kind: 'disposeScope' as const, scope: s })),
      );
    }
    return fc.record({
      signals: fc.constant(signals),
      formulas: fc.tuple(
        ...Array.from({ length: computedCount }, (_, i) => formulaFor(signals.length + i)),
      ),
      scopes: fc.constant(scopes),
      effects: fc.array(
        fc.record({
          reads: fc.array(node, { minLength: 1, maxLength: 3 }),
          scope: fc.integer({ min: -1, max: scopes - 1 }),
        }),
        { minLength: effectCount, maxLength: effectCount },
      ),
      ops: fc.array(fc.oneof(...ops), { minLength: 1, maxLength: 30 }),
    });
  });

/** The naive reference: values from scratch, effects re-run on any changed read. */
class Reference {
  values: number[] = [];
  runs: number[];
  cleanups: number[];
  seen: number[][];
  alive: boolean[];

  constructor(
    private s: Scenario,
    private signalValues = [...s.signals],
  ) {
    this.recompute();
    this.runs = s.effects.map(() => 1);
    this.cleanups = s.effects.map(() => 0);
    this.seen = s.effects.map((e) => e.reads.map((n) => this.values[n]!));
    this.alive = s.effects.map(() => true);
  }

  recompute(): void {
    const all = [...this.signalValues];
    for (const f of this.s.formulas) all.push(evaluate(f, (i) => all[i]!));
    this.values = all;
  }

  write(writes: Write[]): void {
    for (const w of writes) this.signalValues[w.signal] = w.value;
    this.recompute();
    this.s.effects.forEach((e, i) => {
      if (!this.alive[i]) return;
      const now = e.reads.map((n) => this.values[n]!);
      if (now.some((v, k) => !Object.is(v, this.seen[i]![k]))) {
        this.runs[i]!++;
        this.cleanups[i]!++;
        this.seen[i] = now;
      }
    });
  }

  dispose(effects: number[]): void {
    for (const i of effects) {
      if (this.alive[i]) {
        this.alive[i] = false;
        this.cleanups[i]!++;
      }
    }
  }
}

function check(s: Scenario): void {
  const ref = new Reference(s);
  const sigs: Signal<number>[] = s.signals.map((v) => signal(v));
  const nodes: ReadonlySignal<number>[] = [...sigs];
  for (const f of s.formulas) nodes.push(computed(() => evaluate(f, (d) => nodes[d]!.value)));

  const runs = s.effects.map(() => 0);
  const cleanups = s.effects.map(() => 0);
  const seen: number[][] = s.effects.map(() => []);
  const makeEffect = (i: number): Dispose =>
    effect(() => {
      runs[i]!++;
      seen[i] = s.effects[i]!.reads.map((n) => nodes[n]!.value);
      return () => {
        cleanups[i]!++;
      };
    });
  const stops: Dispose[] = [];
  const scopeStops: Dispose[] = [];
  for (let k = 0; k < s.scopes; k++) {
    scopeStops.push(
      effectScope(() => {
        s.effects.forEach((e, i) => {
          if (e.scope === k) stops[i] = makeEffect(i);
        });
      }),
    );
  }
  s.effects.forEach((e, i) => {
    if (e.scope === -1) stops[i] = makeEffect(i);
  });

  const agree = (step: string) => {
    expect(runs, `effect runs after ${step}`).toEqual(ref.runs);
    expect(cleanups, `cleanups after ${step}`).toEqual(ref.cleanups);
    s.effects.forEach((e, i) => {
      if (ref.alive[i]) expect(seen[i], `effect ${i} saw, after ${step}`).toEqual(ref.seen[i]);
    });
  };
  agree('creation');

  s.ops.forEach((op, step) => {
    const label = `step ${step} (${op.kind})`;
    switch (op.kind) {
      case 'write':
        sigs[op.signal]!.value = op.value;
        ref.write([op]);
        break;
      case 'batch':
        batch(() => {
          for (const w of op.writes) sigs[w.signal]!.value = w.value;
        });
        ref.write(op.writes);
        break;
      case 'read':
        expect(nodes[op.node]!.value, label).toBe(ref.values[op.node]);
        break;
      case 'disposeEffect':
        stops[op.effect]!();
        ref.dispose([op.effect]);
        break;
      case 'disposeScope':
        scopeStops[op.scope]!();
        ref.dispose(s.effects.flatMap((e, i) => (e.scope === op.scope ? [i] : [])));
        break;
    }
    agree(label);
  });
  nodes.forEach((n, i) => expect(n.value, `node ${i} at the end`).toBe(ref.values[i]));
  stops.forEach((stop) => stop());
}

describe('model: graph and policy against a naive reference', () => {
  it('random graphs under writes, batches, reads and disposals agree on values, runs and cleanups', () => {
    fc.assert(fc.property(scenario, check), { numRuns: 500 });
  });
});
