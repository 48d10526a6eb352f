import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect, effectScope, signal, type ReadonlySignal } from '../index.ts';
import { compose, filter, transform } from './operators.ts';
import { debounce } from './timing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('transform', () => {
  it('maps every value, e.g. to upper case', () => {
    const text = signal('hello');
    const shout = transform((s: string) => s.toUpperCase())(text);
    expect(shout.value).toBe('HELLO');
    text.value = 'tendril';
    expect(shout.value).toBe('TENDRIL');
  });
});

describe('filter', () => {
  it('holds the source value it started with until a value passes, then the last passing one', () => {
    const text = signal('');
    const long = filter((s: string) => s.length > 2)(text);
    expect(long.value).toBe('');
    text.value = 'ab';
    expect(long.value).toBe('');
    text.value = 'abc';
    text.value = 'abcd';
    text.value = 'x';
    expect(long.value).toBe('abcd');
  });

  it('sees every passing value even when nobody reads in between', () => {
    const n = signal(0);
    const even = filter((v: number) => v % 2 === 0)(n);
    n.value = 2;
    n.value = 3;
    expect(even.value).toBe(2);
  });

  it('re-filters when a signal the predicate reads changes', () => {
    const count = signal(4);
    const threshold = signal(5);
    const above = filter((v: number) => v > threshold.value)(count);
    expect(above.value).toBe(4);
    threshold.value = 3;
    expect(above.value).toBe(4); // 4 > 3 now passes: it was already shown
    count.value = 2;
    expect(above.value).toBe(4);
    count.value = 7;
    expect(above.value).toBe(7);
  });
});

describe('compose', () => {
  it('runs debounce 300 ms, trim and length > 2 in order', () => {
    const input = signal('');
    const query = compose(
      debounce<string>(300),
      transform((s) => s.trim()),
      filter((s) => s.length > 2),
    )(input);
    const seen: string[] = [];
    effect(() => {
      seen.push(query.value);
    });
    input.value = '  a';
    vi.advanceTimersByTime(300);
    expect(query.value).toBe(''); // 'a' is too short once trimmed
    input.value = ' tendril ';
    vi.advanceTimersByTime(299);
    expect(query.value).toBe('');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['', 'tendril']);
  });

  it('applies left to right, and with no operators returns the source', () => {
    const n = signal(3);
    const out = compose(
      transform((v: number) => v + 1),
      transform((v) => v * 10),
    )(n);
    expect(out.value).toBe(40);
    expect(compose()(n)).toBe(n);
  });

  it('types the chain from its first operator', () => {
    const n = signal(1);
    const trimmed = compose(
      debounce<string>(300),
      transform((s) => s.trim()),
    );
    // @ts-expect-error a string pipeline does not take a number signal
    expect(() => trimmed(n)).toBeDefined();
    const label: ReadonlySignal<string> = compose(
      debounce<number>(10),
      transform((v) => `#${v}`),
    )(n);
    expect(label.value).toBe('#1');
  });

  it('leaves nothing running after its scope is disposed', () => {
    const input = signal('');
    let query!: ReadonlySignal<string>;
    const dispose = effectScope(() => {
      query = compose(
        debounce<string>(300),
        transform((s) => s.trim()),
        filter((s) => s.length > 2),
      )(input);
    });
    input.value = 'hello';
    dispose();
    expect(vi.getTimerCount()).toBe(0);
    input.value = 'world';
    vi.advanceTimersByTime(1000);
    expect(query.value).toBe('');
  });
});
