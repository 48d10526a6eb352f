import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect, effectScope, signal } from '../index.ts';
import { createBlock, type Extension } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('children and arity', () => {
  it('adds children up to the arity, then throws "Block arity exceeded"', () => {
    const parent = createBlock({ arity: 2 });
    const a = parent.child();
    const b = parent.add(createBlock());
    expect(parent.children.value).toEqual([a, b]);
    expect(a.parent).toBe(parent);
    expect(() => parent.child()).toThrow('Block arity exceeded');
    expect(() => parent.add(createBlock())).toThrow('Block arity exceeded');
    expect(parent.children.value).toHaveLength(2);
  });

  it('has no limit by default and a leaf has arity 0', () => {
    const root = createBlock();
    expect(root.arity).toBe(Infinity);
    for (let i = 0; i < 50; i++) root.child();
    expect(root.children.value).toHaveLength(50);
    expect(() => createBlock({ arity: 0 }).child()).toThrow('Block arity exceeded');
  });

  it('frees a slot when a child is destroyed, and the children signal follows', () => {
    const parent = createBlock({ arity: 1 });
    const counts: number[] = [];
    effect(() => {
      counts.push(parent.children.value.length);
    });
    const first = parent.child();
    first.destroy();
    parent.child();
    expect(counts).toEqual([0, 1, 0, 1]);
  });

  it('rejects a child that already has a parent, itself, or its own root', () => {
    const root = createBlock();
    const mid = root.child();
    expect(() => createBlock().add(mid)).toThrow('Block already has a parent');
    expect(() => root.add(root)).toThrow('A block cannot contain itself');
    expect(() => mid.add(root)).toThrow('A block cannot contain itself');
  });

  it('rejects an arity that is not a whole number of at least 0', () => {
    for (const arity of [-1, 1.5, NaN]) {
      expect(() => createBlock({ arity })).toThrow(RangeError);
    }
  });
});

describe('ownership and destroy', () => {
  it('destroying a block disposes its effects and destroys its children', () => {
    const root = createBlock();
    const child = root.child();
    const source = signal(0);
    const seen: string[] = [];
    root.effect(() => {
      seen.push(`root ${source.value}`);
      return () => seen.push('root cleanup');
    });
    child.run(() => {
      effect(() => {
        seen.push(`child ${source.value}`);
      });
    });
    source.value = 1;
    root.destroy();
    source.value = 2;
    expect(seen).toEqual([
      'root 0',
      'child 0',
      'root cleanup',
      'root 1',
      'child 1',
      'root cleanup',
    ]);
    expect(child.destroyed).toBe(true);
    expect(root.children.value).toEqual([]);
  });

  it('throws "Block has been destroyed" on every use of a destroyed block and its signals', () => {
    const block = createBlock();
    const count = block.signal(1);
    count.value++;
    expect(count.peek()).toBe(2);
    block.destroy();
    block.destroy(); // a second destroy does nothing
    const uses = [
      () => block.signal(0),
      () => block.effect(() => {}),
      () => block.run(() => 1),
      () => block.child(),
      () => block.add(createBlock()),
      () => createBlock().add(block),
      () => block.extend({ name: 'x', install: () => 1 }),
      () => block.has('x'),
      () => block.use('x'),
      () => count.value,
      () => (count.value = 3),
      () => count.peek(),
    ];
    for (const use of uses) expect(use).toThrow('Block has been destroyed');
  });

  it('run returns what fn returns, and rethrows while still owning what fn made', () => {
    const block = createBlock();
    const source = signal(0);
    const runs = vi.fn();
    expect(block.run(() => 'made')).toBe('made');
    expect(() =>
      block.run(() => {
        effect(() => runs(source.value));
        throw new Error('setup failed');
      }),
    ).toThrow('setup failed');
    block.destroy();
    source.value = 1;
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('leaves nothing running after its effect scope is disposed', () => {
    let root!: ReturnType<typeof createBlock>;
    const ticks = vi.fn();
    const dispose = effectScope(() => {
      root = createBlock({ arity: 2 });
      root.child().effect(() => {
        const timer = setInterval(ticks, 100);
        return () => clearInterval(timer);
      });
    });
    vi.advanceTimersByTime(250);
    expect(ticks).toHaveBeenCalledTimes(2);
    dispose();
    expect(root.destroyed).toBe(true);
    expect(root.children.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a block made in another block’s run is destroyed with it', () => {
    const outer = createBlock({ arity: 0 });
    const inner = outer.run(() => createBlock());
    outer.destroy();
    expect(inner.destroyed).toBe(true);
  });
});

describe('extensions', () => {
  const counter: Extension<{ increment(): number }> = {
    name: 'counter',
    install(block) {
      const count = block.signal(0);
      return { increment: () => ++count.value };
    },
  };

  it('installs a named capability that use() returns', () => {
    const block = createBlock();
    const capability = block.extend(counter);
    capability.increment();
    expect(block.has('counter')).toBe(true);
    expect(block.use<{ increment(): number }>('counter')?.increment()).toBe(2);
    expect(block.use('missing')).toBeUndefined();
  });

  it('validates on install: false, a throw, a bad shape or a duplicate name all fail', () => {
    const block = createBlock({ arity: 0 });
    block.extend(counter);
    const install = vi.fn();
    const failing = [
      { name: 'needsChildren', validate: (b) => b.arity > 0, install },
      {
        name: 'throws',
        validate: () => {
          throw new Error('no storage');
        },
        install,
      },
      { name: '', install },
      { name: 'noInstall' } as unknown as Extension,
      null as unknown as Extension,
      counter,
    ] satisfies Extension[];
    for (const extension of failing) {
      expect(() => block.extend(extension)).toThrow('Extension failed validation');
    }
    expect(install).not.toHaveBeenCalled();
    try {
      block.extend(counter);
    } catch (error) {
      expect((error as Error).cause).toBe('"counter" is already installed');
    }
  });

  it('effects an extension installs are disposed with the block', () => {
    const block = createBlock();
    const source = signal(0);
    const seen: number[] = [];
    block.extend({ name: 'watcher', install: () => effect(() => void seen.push(source.value)) });
    source.value = 1;
    block.destroy();
    source.value = 2;
    expect(seen).toEqual([0, 1]);
  });
});
