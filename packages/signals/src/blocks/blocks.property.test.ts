// Property test: random create/add/destroy/use sequences against a plain model of a block tree.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createBlock, type Block } from './index.ts';

type Op =
  | { kind: 'create'; arity: number }
  | { kind: 'add'; parent: number; child: number }
  | { kind: 'child'; parent: number }
  | { kind: 'destroy'; block: number }
  | { kind: 'use'; block: number };

interface ModelBlock {
  arity: number;
  parent: number | undefined;
  children: number[];
  destroyed: boolean;
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), arity: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('add' as const), parent: fc.nat(), child: fc.nat() }),
  fc.record({ kind: fc.constant('child' as const), parent: fc.nat() }),
  fc.record({ kind: fc.constant('destroy' as const), block: fc.nat() }),
  fc.record({ kind: fc.constant('use' as const), block: fc.nat() }),
);

/** What the model says `add(child)` on `parent` does: the error message, or undefined. */
function addError(model: ModelBlock[], parent: number, child: number): string | undefined {
  const p = model[parent]!;
  const c = model[child]!;
  if (p.destroyed || c.destroyed) return 'Block has been destroyed';
  if (c.parent !== undefined) return 'Block already has a parent';
  let root = parent;
  while (model[root]!.parent !== undefined) root = model[root]!.parent!;
  if (root === child) return 'A block cannot contain itself';
  if (p.children.length >= p.arity) return 'Block arity exceeded';
  return undefined;
}

function destroyModel(model: ModelBlock[], index: number): void {
  const b = model[index]!;
  if (b.destroyed) return;
  b.destroyed = true;
  for (const child of [...b.children]) destroyModel(model, child);
  if (b.parent !== undefined) {
    const siblings = model[b.parent]!.children;
    siblings.splice(siblings.indexOf(index), 1);
  }
}

/** What `fn` threw: the lead of the error's message (what went wrong, before what to do). */
const thrown = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return /^[^:,]*/.exec((error as Error).message)![0];
  }
};

it('blocks behave like the model: arity is never exceeded and destroyed blocks throw', () => {
  fc.assert(
    fc.property(
      fc.array(op, { maxLength: 60 }),
      fc.integer({ min: 0, max: 3 }),
      (ops, rootArity) => {
        const blocks: Block[] = [createBlock({ arity: rootArity })];
        const model: ModelBlock[] = [
          { arity: rootArity, parent: undefined, children: [], destroyed: false },
        ];
        const pick = (n: number) => n % blocks.length;

        for (const o of ops) {
          if (o.kind === 'create') {
            blocks.push(createBlock({ arity: o.arity }));
            model.push({ arity: o.arity, parent: undefined, children: [], destroyed: false });
          } else if (o.kind === 'add' || o.kind === 'child') {
            const parent = pick(o.parent);
            let child: number;
            if (o.kind === 'child') {
              // child() is add(createBlock()) with an unlimited fresh block, made only when it fits.
              const p = model[parent]!;
              const error = p.destroyed
                ? 'Block has been destroyed'
                : p.children.length >= p.arity
                  ? 'Block arity exceeded'
                  : undefined;
              expect(thrown(() => blocks.push(blocks[parent]!.child()))).toBe(error);
              if (error) continue;
              child = blocks.length - 1;
              model.push({ arity: Infinity, parent: undefined, children: [], destroyed: false });
            } else {
              child = pick(o.child);
              const error = addError(model, parent, child);
              expect(thrown(() => blocks[parent]!.add(blocks[child]!))).toBe(error);
              if (error) continue;
            }
            model[parent]!.children.push(child);
            model[child]!.parent = parent;
          } else if (o.kind === 'destroy') {
            const index = pick(o.block);
            blocks[index]!.destroy();
            destroyModel(model, index);
          } else {
            const index = pick(o.block);
            expect(thrown(() => blocks[index]!.run(() => 1))).toBe(
              model[index]!.destroyed ? 'Block has been destroyed' : undefined,
            );
          }

          blocks.forEach((block, i) => {
            const m = model[i]!;
            expect(block.destroyed).toBe(m.destroyed);
            expect(block.children.value.length).toBeLessThanOrEqual(block.arity);
            expect(block.children.value).toEqual(m.children.map((c) => blocks[c]));
            expect(block.parent).toBe(m.parent === undefined ? undefined : blocks[m.parent]);
          });
        }
      },
    ),
    { numRuns: 200 },
  );
});
