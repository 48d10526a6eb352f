import { computed, effect, signal } from '@tendril/signals';
import { nodeKind, subscriberCount } from '@tendril/signals/devtools';
import { afterEach, describe, expect, it } from 'vitest';
import { installedHook, installSignalsHook } from './hook.ts';
import { namedSignals } from './named-signals.ts';

afterEach(() => {
  delete (globalThis as { __TENDRIL_SIGNALS_DEVTOOLS__?: unknown }).__TENDRIL_SIGNALS_DEVTOOLS__;
});

describe('installSignalsHook and namedSignals', () => {
  it('lists nothing without the hook', () => {
    signal(1, { name: 'before' });
    expect(namedSignals()).toEqual([]);
  });

  it('lists named signals and computeds created after it, not earlier or unnamed ones', () => {
    signal(0, { name: 'too-early' });
    installSignalsHook();
    const count = signal(2, { name: 'count' });
    signal(3);
    const double = computed(() => count.value * 2, { name: 'double' });
    const nodes = namedSignals();
    expect(nodes.map((n) => n.name)).toEqual(['count', 'double']);
    expect(nodes.map(nodeKind)).toEqual(['signal', 'computed']);
    expect(double.peek()).toBe(4);
  });

  it('gives live values and subscriber counts', () => {
    installSignalsHook();
    const count = signal(1, { name: 'count' });
    const stop = effect(() => void count.value);
    count.value = 5;
    const [node] = namedSignals();
    expect(node!.peek()).toBe(5);
    expect(subscriberCount(node!)).toBe(1);
    stop();
    expect(subscriberCount(node!)).toBe(0);
  });

  it('installs once and leaves a hook already there alone', () => {
    installSignalsHook();
    const first = installedHook();
    installSignalsHook();
    expect(installedHook()).toBe(first);
  });
});
