import { describe, expect, it, vi } from 'vitest';
import { batch, computed, effect, effectScope, isSignal, signal, untracked } from '../index.ts';
import type { ReadonlySignal } from '../index.ts';
import { subscriberCount } from '../devtools/index.ts';

describe('signal', () => {
  it('reads and writes', () => {
    const s = signal(1);
    expect(s.value).toBe(1);
    s.value = 2;
    expect(s.value).toBe(2);
    expect(s.peek()).toBe(2);
  });

  it('notifies only on change, using Object.is by default', () => {
    const s = signal(NaN);
    const seen: number[] = [];
    effect(() => {
      seen.push(s.value);
    });
    s.value = NaN;
    s.value = 1;
    s.value = 1;
    expect(seen).toEqual([NaN, 1]);
  });

  it('honours a custom equals option', () => {
    const s = signal({ id: 1, label: 'a' }, { equals: (a, b) => a.id === b.id });
    const fn = vi.fn();
    effect(() => fn(s.value.label));
    s.value = { id: 1, label: 'b' };
    expect(fn).toHaveBeenCalledTimes(1);
    s.value = { id: 2, label: 'c' };
    expect(fn).toHaveBeenLastCalledWith('c');
  });

  it('is recognised by isSignal', () => {
    expect(isSignal(signal(1))).toBe(true);
    expect(isSignal(computed(() => 1))).toBe(true);
    expect(isSignal({ value: 1 })).toBe(false);
  });
});

describe('computed', () => {
  it('is lazy: an unread computed never runs', () => {
    const s = signal(1);
    const getter = vi.fn(() => s.value * 2);
    const c = computed(getter);
    s.value = 2;
    s.value = 3;
    expect(getter).not.toHaveBeenCalled();
    expect(c.value).toBe(6);
    expect(getter).toHaveBeenCalledTimes(1);
  });

  it('caches: reads without a change do not recompute', () => {
    const s = signal(1);
    const getter = vi.fn(() => s.value + 1);
    const c = computed(getter);
    expect(c.value).toBe(2);
    expect(c.value).toBe(2);
    expect(getter).toHaveBeenCalledTimes(1);
    s.value = 5;
    expect(c.value).toBe(6);
    expect(getter).toHaveBeenCalledTimes(2);
  });

  it('is glitch-free: a diamond recomputes its bottom once per write with consistent inputs', () => {
    const a = signal(1);
    const b = computed(() => a.value * 2);
    const c = computed(() => a.value * 3);
    const seen: [number, number][] = [];
    const d = computed(() => {
      seen.push([b.value, c.value]);
      return b.value + c.value;
    });
    expect(d.value).toBe(5);
    a.value = 2;
    expect(d.value).toBe(10);
    expect(seen).toEqual([
      [2, 3],
      [4, 6],
    ]);
  });

  it('stops propagation when an intermediate value does not change', () => {
    const a = signal(1);
    const parity = computed(() => a.value % 2);
    const bottom = vi.fn(() => parity.value);
    const c = computed(bottom);
    c.value;
    a.value = 3;
    expect(c.value).toBe(1);
    expect(bottom).toHaveBeenCalledTimes(1);
  });

  it('passes the previous value to the getter', () => {
    const s = signal(1);
    const c = computed<number[]>((prev) => [...(prev ?? []), s.value]);
    c.value;
    s.value = 2;
    expect(c.value).toEqual([1, 2]);
  });

  it('caches a thrown error and rethrows it until a dependency changes', () => {
    const s = signal(0);
    const getter = vi.fn(() => {
      if (s.value === 0) throw new Error('zero');
      return 10 / s.value;
    });
    const c = computed(getter);
    expect(() => c.value).toThrow('zero');
    expect(() => c.value).toThrow('zero');
    expect(getter).toHaveBeenCalledTimes(1);
    s.value = 2;
    expect(c.value).toBe(5);
    expect(getter).toHaveBeenCalledTimes(2);
  });

  it('an error downstream of an error clears once the source recovers', () => {
    const s = signal(-1);
    const root = computed(() => {
      if (s.value < 0) throw new Error('negative');
      return s.value;
    });
    const leaf = computed(() => root.value + 1);
    expect(() => leaf.value).toThrow('negative');
    s.value = 1;
    expect(leaf.value).toBe(2);
  });

  it('throws a clear error on a dependency cycle instead of hanging', () => {
    const a: { c?: { readonly value: number } } = {};
    const x = computed((): number => (a.c ? a.c.value : 0) + 1);
    const y = computed((): number => x.value + 1);
    a.c = y;
    expect(() => x.value).toThrow(/Cycle detected/);
  });

  it('names the computed of a cycle in the error when it has a name', () => {
    const a: { c?: { readonly value: number } } = {};
    const total = computed((): number => (a.c ? a.c.value : 0) + 1, { name: 'total' });
    a.c = computed((): number => total.value + 1);
    expect(() => total.value).toThrow(/^Cycle detected: the computed "total" read its own value/);
  });

  it('may write a signal: the write propagates and a later read in the run sees it', () => {
    const source = signal(1);
    const log = signal(0);
    const seen: number[] = [];
    effect(() => {
      seen.push(log.value);
    });
    const c = computed(() => {
      log.value = source.value * 10;
      return log.value + 1;
    });
    expect(c.value).toBe(11);
    expect(seen).toEqual([0, 10]);
    source.value = 2;
    expect(c.value).toBe(21);
    expect(seen).toEqual([0, 10, 20]);
  });

  it('honours a custom equals option', () => {
    const s = signal(1);
    const c = computed(() => ({ even: s.value % 2 === 0 }), {
      equals: (a, b) => a.even === b.even,
    });
    const first = c.value;
    s.value = 3;
    expect(c.value).toBe(first);
  });

  it('peek reads without subscribing', () => {
    const s = signal(1);
    const c = computed(() => s.value * 10);
    const fn = vi.fn();
    effect(() => fn(c.peek()));
    s.value = 2;
    expect(fn).toHaveBeenCalledTimes(1);
    expect(c.peek()).toBe(20);
  });
});

/**
 * An effect on `s` that logs each run and each cleanup (`run 1`, `cleanup 1`), calling `run` in
 * its body and `cleanup` in its cleanup with the value and its own stop function.
 */
function loggedEffect(
  s: ReadonlySignal<number>,
  hooks: {
    run?: (value: number, stop: () => void) => void;
    cleanup?: (value: number, stop: () => void) => void;
  } = {},
) {
  const log: string[] = [];
  // Read when called, not when passed: the first run comes before `effect` returns.
  const stopSelf = () => stop();
  const stop = effect(() => {
    const v = s.value;
    log.push(`run ${v}`);
    hooks.run?.(v, stopSelf);
    return () => {
      log.push(`cleanup ${v}`);
      hooks.cleanup?.(v, stopSelf);
    };
  });
  return { log, stop };
}

describe('effect', () => {
  it('runs at once and after each change; dispose stops it', () => {
    const s = signal(1);
    const seen: number[] = [];
    const dispose = effect(() => {
      seen.push(s.value);
    });
    s.value = 2;
    dispose();
    s.value = 3;
    expect(seen).toEqual([1, 2]);
  });

  it('calls the cleanup before the next run and on dispose', () => {
    const s = signal(1);
    const { log, stop } = loggedEffect(s);
    s.value = 2;
    stop();
    expect(log).toEqual(['run 1', 'cleanup 1', 'run 2', 'cleanup 2']);
  });

  it('keeps its function across runs with a cleanup, and a cleanup that stops it ends it', () => {
    const s = signal(0);
    const { log } = loggedEffect(s, {
      cleanup: (v, stop) => {
        if (v === 2) stop();
      },
    });
    s.value = 1;
    s.value = 2;
    s.value = 3;
    s.value = 4;
    expect(log).toEqual(['run 0', 'cleanup 0', 'run 1', 'cleanup 1', 'run 2', 'cleanup 2']);
  });

  it('is disposed when its cleanup throws, and the error reaches the writer', () => {
    const unwatched = vi.fn();
    const s = signal(0, { unwatched });
    const { log, stop } = loggedEffect(s, {
      cleanup: () => {
        throw new Error('cleanup failed');
      },
    });
    expect(() => (s.value = 1)).toThrow('cleanup failed');
    // Unsubscribed at once, not left holding its source until that source is collected.
    expect(unwatched).toHaveBeenCalledTimes(1);
    s.value = 2;
    stop();
    expect(log).toEqual(['run 0', 'cleanup 0']);
  });

  it('calls at once the cleanup of a run that disposed its own effect', () => {
    const s = signal(0);
    const { log, stop } = loggedEffect(s, {
      run: (v, stop) => {
        if (v === 1) stop();
      },
    });
    s.value = 1;
    expect(log).toEqual(['run 0', 'cleanup 0', 'run 1', 'cleanup 1']);
    s.value = 2;
    stop();
    expect(log).toEqual(['run 0', 'cleanup 0', 'run 1', 'cleanup 1']);
  });

  it('stays unsubscribed from what it reads after stopping itself in the same run', () => {
    const s = signal(0);
    const later = signal(0);
    const stop = effect(() => {
      if (s.value === 1) {
        stop();
        later.value;
      }
    });
    s.value = 1;
    expect(subscriberCount(s)).toBe(0);
    expect(subscriberCount(later)).toBe(0);
  });

  it('tracks dynamic dependencies and drops the ones no longer read', () => {
    const cond = signal(true);
    const a = signal('a');
    const b = signal('b');
    const fn = vi.fn();
    effect(() => fn(cond.value ? a.value : b.value));
    cond.value = false;
    fn.mockClear();
    a.value = 'a2';
    expect(fn).not.toHaveBeenCalled();
    b.value = 'b2';
    expect(fn).toHaveBeenCalledWith('b2');
  });

  it('runs once per write through a diamond', () => {
    const a = signal(1);
    const b = computed(() => a.value + 1);
    const c = computed(() => a.value * 2);
    const fn = vi.fn();
    effect(() => fn(b.value + c.value));
    a.value = 2;
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(7);
  });

  it('does not run when a computed it reads recomputes to the same value', () => {
    const a = signal(2);
    const even = computed(() => a.value % 2 === 0);
    const fn = vi.fn();
    effect(() => fn(even.value));
    a.value = 4;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('disposes nested effects when the parent re-runs or is disposed', () => {
    const outer = signal(0);
    const inner = signal(0);
    const innerRuns = vi.fn();
    const dispose = effect(() => {
      outer.value;
      effect(() => innerRuns(inner.value));
    });
    inner.value = 1;
    expect(innerRuns).toHaveBeenCalledTimes(2);
    outer.value = 1; // old inner disposed, a new one created
    inner.value = 2;
    expect(innerRuns).toHaveBeenCalledTimes(4);
    dispose();
    inner.value = 3;
    expect(innerRuns).toHaveBeenCalledTimes(4);
  });

  it('re-runs when it writes a signal it read, and settles', () => {
    const s = signal(15);
    const seen: number[] = [];
    effect(() => {
      seen.push(s.value);
      if (s.value > 10) s.value = 10;
    });
    expect(s.value).toBe(10);
    expect(seen).toEqual([15, 10]);
  });

  it('throws a clear error when it synchronously re-triggers itself', () => {
    const s = signal(0);
    expect(() =>
      effect(() => {
        s.value = s.value + 1;
      }),
    ).toThrow(/Cycle detected/);
  });

  it('throws a clear error when effects keep triggering each other', () => {
    const a = signal(0);
    const b = signal(0);
    effect(() => {
      b.value = a.value + 1;
    });
    expect(() =>
      effect(() => {
        a.value = b.value + 1;
      }),
    ).toThrow(/Cycle detected/);
  });

  it('keeps running other effects when one throws, then rethrows the first error', () => {
    const s = signal(0);
    const ok = vi.fn();
    effect(() => {
      if (s.value === 1) throw new Error('boom');
    });
    effect(() => ok(s.value));
    expect(() => {
      s.value = 1;
    }).toThrow('boom');
    expect(ok).toHaveBeenLastCalledWith(1);
  });

  it('disposes an effect at the end of a 100,000-computed chain without overflowing the stack', () => {
    const source = signal(0);
    let last: ReadonlySignal<number> = source;
    const chain: ReadonlySignal<number>[] = [];
    for (let i = 0; i < 100_000; i++) {
      const prev = last;
      last = computed(() => prev.value + 1);
      // Evaluated one level at a time: a first read of the whole chain would recurse.
      last.value;
      chain.push(last);
    }
    const end = last;
    let seen = -1;
    const stop = effect(() => {
      seen = end.value;
    });
    expect(seen).toBe(100_000);
    // Each computed lets go of the one before it when it loses its last subscriber.
    expect(() => stop()).not.toThrow();
    expect(subscriberCount(source)).toBe(0);
    expect(subscriberCount(chain[50_000]!)).toBe(0);
    source.value = 1;
    expect(chain[0]!.value).toBe(2);
  });

  it('is disposed when its first run throws', () => {
    const s = signal(0);
    const fn = vi.fn(() => {
      s.value;
      throw new Error('first');
    });
    expect(() => effect(fn)).toThrow('first');
    s.value = 1;
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('disposal when cleanups throw', () => {
  /** An effect on `s` that logs its runs and cleanups under `name`; its cleanup may throw. */
  function effectOn(s: ReadonlySignal<number>, name: string, log: string[], error?: Error) {
    return effect(() => {
      log.push(`${name} ran ${s.value}`);
      return () => {
        log.push(`${name} cleaned`);
        if (error) throw error;
      };
    });
  }

  it('a scope whose first and second cleanups throw still disposes all three effects', () => {
    const s = signal(0);
    const log: string[] = [];
    const first = new Error('first cleanup failed');
    const second = new Error('second cleanup failed');
    const unwatched = vi.fn();
    const watchedSource = signal(0, { unwatched });
    const stop = effectScope(() => {
      effectOn(s, 'a', log, first);
      effectOn(s, 'b', log, second);
      effectOn(s, 'c', log);
      effect(() => void watchedSource.value);
    });
    log.length = 0;

    let thrown: unknown;
    try {
      stop();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AggregateError);
    expect((thrown as AggregateError).errors).toEqual([first, second]);
    expect(log).toEqual(['a cleaned', 'b cleaned', 'c cleaned']);
    expect(unwatched).toHaveBeenCalledTimes(1);
    expect(subscriberCount(s)).toBe(0);
    s.value = 1;
    expect(log).toEqual(['a cleaned', 'b cleaned', 'c cleaned']);
  });

  it('one throwing cleanup is rethrown as itself, after its siblings are disposed', () => {
    const s = signal(0);
    const log: string[] = [];
    const failure = new Error('cleanup failed');
    const stop = effectScope(() => {
      effectOn(s, 'a', log);
      effectOn(s, 'b', log, failure);
      effectOn(s, 'c', log);
    });
    log.length = 0;
    expect(() => stop()).toThrow(failure);
    expect(log).toEqual(['a cleaned', 'b cleaned', 'c cleaned']);
    s.value = 1;
    expect(log).toHaveLength(3);
  });

  it('a parent effect that re-runs drops all its old children, whose cleanups throw, and keeps running', () => {
    const parentSource = signal(0);
    const s = signal(0);
    const log: string[] = [];
    const errors = [new Error('child a'), new Error('child b')];
    effect(() => {
      // The first children's cleanups throw, not the ones that replace them.
      const round = parentSource.value;
      effectOn(s, `a${round}`, log, round === 0 ? errors[0] : undefined);
      effectOn(s, `b${round}`, log, round === 0 ? errors[1] : undefined);
    });
    log.length = 0;

    let thrown: unknown;
    try {
      parentSource.value = 1;
    } catch (error) {
      thrown = error;
    }
    expect((thrown as AggregateError).errors).toEqual(errors);
    expect(log).toEqual(['a1 ran 0', 'b1 ran 0', 'a0 cleaned', 'b0 cleaned']);
    log.length = 0;
    s.value = 1;
    // Only the new children are left.
    expect(log).toEqual(['a1 cleaned', 'a1 ran 1', 'b1 cleaned', 'b1 ran 1']);
  });

  it('disposing a parent effect disposes every child even when their cleanups throw', () => {
    const s = signal(0);
    const log: string[] = [];
    const failure = new Error('child cleanup failed');
    const stop = effect(() => {
      effectOn(s, 'a', log, failure);
      effectOn(s, 'b', log);
      return () => log.push('parent cleaned');
    });
    log.length = 0;
    expect(() => stop()).toThrow(failure);
    expect(log).toEqual(['a cleaned', 'b cleaned', 'parent cleaned']);
    s.value = 1;
    expect(log).toHaveLength(3);
  });

  it('an unwatched option that throws does not stop the disposal either', () => {
    const hookFailure = new Error('unwatched failed');
    const first = signal(0, {
      unwatched: () => {
        throw hookFailure;
      },
    });
    const second = signal(0);
    const runs = vi.fn();
    const stop = effect(() => runs(first.value + second.value));
    expect(() => stop()).toThrow(hookFailure);
    expect(subscriberCount(first)).toBe(0);
    expect(subscriberCount(second)).toBe(0);
    second.value = 1;
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('owned effects are disposed depth first, in the order they were created, before their owner', () => {
    const log: string[] = [];
    const node = (name: string, children: string[] = []) =>
      effect(() => {
        for (const child of children) node(child);
        return () => log.push(name);
      });
    const stop = effectScope(() => {
      node('a', ['a1', 'a2']);
      node('b', ['b1']);
      node('c');
    });
    stop();
    expect(log).toEqual(['a1', 'a2', 'a', 'b1', 'b', 'c']);
  });

  it('a scope whose function throws disposes the effects it created before the error', () => {
    const s = signal(0);
    const runs = vi.fn();
    expect(() =>
      effectScope(() => {
        effect(() => runs(s.value));
        throw new Error('scope failed');
      }),
    ).toThrow('scope failed');
    s.value = 1;
    expect(runs).toHaveBeenCalledTimes(1);
  });
});

describe('batch', () => {
  it('runs effects once, after the outermost batch ends', () => {
    const a = signal(1);
    const b = signal(1);
    const fn = vi.fn();
    effect(() => fn(a.value + b.value));
    batch(() => {
      a.value = 2;
      batch(() => {
        b.value = 2;
      });
      expect(fn).toHaveBeenCalledTimes(1);
    });
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('reads inside a batch see fresh computed values', () => {
    const a = signal(1);
    const double = computed(() => a.value * 2);
    batch(() => {
      a.value = 5;
      expect(double.value).toBe(10);
    });
  });

  it('returns the value of its function', () => {
    expect(batch(() => 42)).toBe(42);
  });

  it('a write undone within a batch does not re-run effects whose computeds are unchanged', () => {
    const a = signal(1);
    const c = computed(() => a.value);
    const fn = vi.fn();
    effect(() => fn(c.value));
    batch(() => {
      a.value = 2;
      a.value = 1;
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('untracked', () => {
  it('reads without subscribing', () => {
    const a = signal(1);
    const b = signal(1);
    const fn = vi.fn();
    effect(() => fn(a.value + untracked(() => b.value)));
    b.value = 2;
    expect(fn).toHaveBeenCalledTimes(1);
    a.value = 2;
    expect(fn).toHaveBeenLastCalledWith(4);
  });
});

describe('effectScope', () => {
  it('disposes every effect created inside it, at any depth', () => {
    const s = signal(0);
    const fn = vi.fn();
    const dispose = effectScope(() => {
      effect(() => fn('a', s.value));
      effectScope(() => {
        effect(() => fn('b', s.value));
      });
    });
    s.value = 1;
    expect(fn).toHaveBeenCalledTimes(4);
    dispose();
    s.value = 2;
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('runs cleanups on dispose', () => {
    const cleanup = vi.fn();
    const dispose = effectScope(() => {
      effect(() => cleanup);
    });
    dispose();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('does not track signals read in its body', () => {
    const s = signal(0);
    const body = vi.fn(() => s.value);
    effectScope(body);
    s.value = 1;
    expect(body).toHaveBeenCalledTimes(1);
  });
});
