import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from '@tendril/signals';
import { createTimeModel } from './time-model.ts';

function scoped() {
  let model!: ReturnType<typeof createTimeModel>;
  const dispose = effectScope(() => (model = createTimeModel()));
  return { model, dispose };
}

describe('time model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts, counts down and pauses', () => {
    const { model, dispose } = scoped();
    vi.advanceTimersByTime(3000);
    expect(model.ticks.value).toBe(3);
    expect(model.left.value).toBe(7000);
    model.left.pause();
    vi.advanceTimersByTime(2000);
    expect(model.left.value).toBe(7000);
    model.left.resume();
    vi.advanceTimersByTime(1000);
    expect(model.left.value).toBe(6000);
    dispose();
  });

  it('debounce emits once after a burst; throttle emits the first value at once and the last later', () => {
    const { model, dispose } = scoped();
    model.type('a');
    vi.advanceTimersByTime(100);
    model.type('ab');
    vi.advanceTimersByTime(100);
    model.type('abc');
    expect(model.throttled.value).toBe('a');
    expect(model.debounced.value).toBe('');
    vi.advanceTimersByTime(300);
    expect(model.debounced.value).toBe('abc');
    vi.advanceTimersByTime(1000);
    expect(model.throttled.value).toBe('abc');
    expect(model.counts.value).toEqual({ input: 3, debounce: 1, throttle: 2 });
    dispose();
  });

  it('leaves no timer running once disposed', () => {
    const { model, dispose } = scoped();
    model.type('x');
    dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
