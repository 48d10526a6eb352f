// The surface people coming from Preact Signals expect: .subscribe(), value conversions,
// a cross-copy isSignal, `using` disposal, watched/unwatched and name options, devtools hook.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computed, effect, effectScope, isSignal, signal, type ReadonlySignal } from '../index.ts';
import { nodeKind, subscriberCount, type DevtoolsHook } from '../devtools/index.ts';

describe('.subscribe()', () => {
  it('calls fn with the value now and after every change; unsubscribe stops it', () => {
    const s = signal('a');
    const fn = vi.fn();
    const stop = s.subscribe(fn);
    expect(fn.mock.calls).toEqual([['a']]);
    s.value = 'b';
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
    stop();
    s.value = 'c';
    expect(fn).toHaveBeenCalledTimes(2);
    expect(subscriberCount(s)).toBe(0);
  });

  it('works on computeds, once per change of their value', () => {
    const s = signal(1);
    const parity = computed(() => s.value % 2);
    const fn = vi.fn();
    parity.subscribe(fn);
    s.value = 3;
    s.value = 4;
    expect(fn.mock.calls).toEqual([[1], [0]]);
  });

  it('does not track what fn reads', () => {
    const s = signal(1);
    const other = signal(1);
    const fn = vi.fn(() => other.value);
    s.subscribe(fn);
    other.value = 2;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('is owned by the scope it was created in', () => {
    const s = signal(1);
    const fn = vi.fn();
    const stop = effectScope(() => {
      s.subscribe(fn);
    });
    stop();
    s.value = 2;
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('value conversions', () => {
  it('toJSON, valueOf and toString give the value', () => {
    const n = signal(2);
    const label = computed(() => `n=${n.value}`);
    expect(JSON.stringify({ n, label })).toBe('{"n":2,"label":"n=2"}');
    expect(n.valueOf()).toBe(2);
    expect(+n + 1).toBe(3);
    expect(`${n}`).toBe('2');
    expect(String(label)).toBe('n=2');
  });

  it('track like a read of .value', () => {
    const n = signal(1);
    const fn = vi.fn();
    effect(() => fn(String(n)));
    n.value = 2;
    expect(fn).toHaveBeenLastCalledWith('2');
  });
});

describe('isSignal', () => {
  it('recognises signals and computeds, and nothing else', () => {
    expect(isSignal(signal(1))).toBe(true);
    expect(isSignal(computed(() => 1))).toBe(true);
    expect(isSignal({ value: 1 })).toBe(false);
    expect(isSignal(null)).toBe(false);
    expect(isSignal(() => 1)).toBe(false);
  });

  it('recognises signals made by a second copy of the package', async () => {
    vi.resetModules();
    const copy = await import('../index.ts');
    expect(copy.signal).not.toBe(signal);
    expect(isSignal(copy.signal(1))).toBe(true);
    expect(copy.isSignal(computed(() => 1))).toBe(true);
  });
});

describe('dispose functions', () => {
  it('each stop function disposes its own effect; calling it again does nothing', () => {
    const s = signal(0);
    const runs: string[] = [];
    const stopA = effect(() => void runs.push(`a${s.value}`));
    const stopB = effect(() => void runs.push(`b${s.value}`));
    stopA();
    s.value = 1;
    stopB();
    stopB();
    s.value = 2;
    expect(runs).toEqual(['a0', 'b0', 'b1']);
  });

  it("are Disposable: `using` stops an effect at the end of its block (Preact's test)", () => {
    const a = signal(0);
    const cleanup = vi.fn();
    {
      using _stop = effect(() => {
        a.value;
        return cleanup;
      });
    }
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it('`using` an effect and a scope: both run inside the block and stop at its end', () => {
    const s = signal(0);
    const fn = vi.fn();
    {
      using _logger = effect(() => fn(s.value));
      using _scope = effectScope(() => {
        effect(() => fn(-s.value));
      });
      s.value = 1;
    }
    s.value = 2;
    expect(fn.mock.calls).toEqual([[0], [-0], [1], [-1]]);
  });

  it('Symbol.dispose is the stop function itself, so either way stops the same effect once', () => {
    const s = signal(0);
    const cleanup = vi.fn();
    const stop = effect(() => {
      s.value;
      return cleanup;
    });
    expect(stop[Symbol.dispose]).toBe(stop);
    stop[Symbol.dispose]();
    stop();
    s.value = 1;
    expect(cleanup).toHaveBeenCalledOnce();
  });
});

describe('watched / unwatched options', () => {
  it('run when the first subscriber arrives and the last one leaves', () => {
    const watched = vi.fn();
    const unwatched = vi.fn();
    const s = signal(0, { watched, unwatched });
    s.value; // a read outside any effect is not a subscriber
    expect(watched).not.toHaveBeenCalled();
    const stopA = effect(() => {
      s.value;
    });
    const stopB = effect(() => {
      s.value;
    });
    expect(watched).toHaveBeenCalledTimes(1);
    stopA();
    expect(unwatched).not.toHaveBeenCalled();
    stopB();
    expect(unwatched).toHaveBeenCalledTimes(1);
    effect(() => {
      s.value;
    });
    expect(watched).toHaveBeenCalledTimes(2);
  });

  it('start and stop a lazy resource with its observers, on a computed too', () => {
    vi.useFakeTimers();
    try {
      const tick = signal(0);
      let timer: ReturnType<typeof setInterval> | undefined;
      const clock = computed(() => tick.value, {
        watched: () => {
          timer = setInterval(() => tick.value++, 1000);
        },
        unwatched: () => clearInterval(timer),
      });
      const seen: number[] = [];
      const stop = effect(() => {
        seen.push(clock.value);
      });
      vi.advanceTimersByTime(2000);
      expect(seen).toEqual([0, 1, 2]);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not tracked by the subscriber that triggered them', () => {
    const other = signal(0);
    const s = signal(0, { watched: () => other.value });
    const fn = vi.fn();
    effect(() => fn(s.value));
    other.value = 1;
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('name option and devtools hook', () => {
  const global = globalThis as { __TENDRIL_SIGNALS_DEVTOOLS__?: DevtoolsHook };
  afterEach(() => {
    delete global.__TENDRIL_SIGNALS_DEVTOOLS__;
  });

  it('exposes the name', () => {
    expect(signal(0, { name: 'count' }).name).toBe('count');
    expect(computed(() => 0, { name: 'double' }).name).toBe('double');
    expect(signal(0).name).toBeUndefined();
  });

  it('announces named nodes to an installed hook, with a live subscriber count', () => {
    const seen: { node: ReadonlySignal<unknown>; kind: string; count: () => number }[] = [];
    global.__TENDRIL_SIGNALS_DEVTOOLS__ = (node) =>
      seen.push({ node, kind: nodeKind(node), count: () => subscriberCount(node) });
    const count = signal(1, { name: 'count' });
    const double = computed(() => count.value * 2, { name: 'double' });
    signal(0); // unnamed: not announced
    expect(seen.map((s) => [s.node.name, s.kind])).toEqual([
      ['count', 'signal'],
      ['double', 'computed'],
    ]);
    const stop = effect(() => {
      double.value;
    });
    expect(seen.map((s) => [s.node.peek(), s.count()])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    stop();
    expect(seen.map((s) => s.count())).toEqual([0, 0]);
  });
});
