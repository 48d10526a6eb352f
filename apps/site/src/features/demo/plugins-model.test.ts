import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from '@tendril/signals';
import { createPluginsModel, INPUT_KEY } from './plugins-model.ts';

function scoped() {
  let model!: ReturnType<typeof createPluginsModel>;
  const dispose = effectScope(() => (model = createPluginsModel()));
  return { model, dispose };
}

describe('plugins model', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('debounces 500 ms, uppercases at once and persists the input', () => {
    const { model, dispose } = scoped();
    model.input.value = 'hello';
    expect(model.uppercase.value).toBe('HELLO');
    vi.advanceTimersByTime(499);
    expect(model.debounced.value).toBe('');
    vi.advanceTimersByTime(1);
    expect(model.debounced.value).toBe('hello');
    expect(localStorage.getItem(INPUT_KEY)).toBe('"hello"');
    dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restores the saved input', () => {
    localStorage.setItem(INPUT_KEY, '"kept"');
    const { model, dispose } = scoped();
    expect(model.input.value).toBe('kept');
    dispose();
  });

  it('composes debounce 300 ms, trim and length > 2', () => {
    const { model, dispose } = scoped();
    model.input.value = '  ab  ';
    vi.advanceTimersByTime(300);
    expect(model.composed.value).toBe('');
    model.input.value = '  abc ';
    vi.advanceTimersByTime(300);
    expect(model.composed.value).toBe('abc');
    dispose();
  });

  it('throttles the counter to one update a second and caches it for 10 s', () => {
    const { model, dispose } = scoped();
    model.counter.value = 1;
    model.counter.value = 2;
    expect(model.throttled.value).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(model.throttled.value).toBe(2);
    expect(model.cached.value).toBe(0);
    vi.advanceTimersByTime(9000);
    expect(model.cached.value).toBe(2);
    dispose();
  });

  it('filters the counter by the threshold', () => {
    const { model, dispose } = scoped();
    expect(model.aboveThreshold.value).toBeNull();
    model.counter.value = 6;
    expect(model.aboveThreshold.value).toBe(6);
    model.threshold.value = 8;
    expect(model.aboveThreshold.value).toBeNull();
    dispose();
  });
});
