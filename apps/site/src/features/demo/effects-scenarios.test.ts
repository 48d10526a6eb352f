import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoInterpreter, createScenarios, describeValue } from './effects-scenarios.ts';

const byId = (attempts: number[] = []) =>
  Object.fromEntries(createScenarios((n) => attempts.push(n)).map((s) => [s.id, s]));

describe('effects demo scenarios', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the custom effect greets after 600 ms', async () => {
    const run = createDemoInterpreter().start(byId().custom!.effect());
    expect(run.result.value.status).toBe('suspended');
    await vi.advanceTimersByTimeAsync(600);
    expect(run.result.value).toMatchObject({ status: 'success', value: 'Hello, Ada!' });
  });

  it('the slow task times out after 1 s', async () => {
    const run = createDemoInterpreter().start(byId().timeout!.effect());
    await vi.advanceTimersByTimeAsync(1000);
    expect(run.result.value.status).toBe('error');
  });

  it('retry fails twice and succeeds on the third attempt after 300 + 600 ms', async () => {
    const attempts: number[] = [];
    const run = createDemoInterpreter().start(byId(attempts).retry!.effect());
    await vi.advanceTimersByTimeAsync(300);
    expect(attempts).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(600);
    expect(run.result.value).toMatchObject({ status: 'success', value: 'Succeeded on attempt 3' });
  });

  it('a slow effect can be cancelled', async () => {
    const run = createDemoInterpreter().start(byId().slow!.effect());
    run.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.result.value.status).toBe('cancelled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('describes values briefly', () => {
    expect(describeValue('x')).toBe('x');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue('a'.repeat(200))).toHaveLength(200);
    expect(describeValue(['a'.repeat(200)])).toHaveLength(120);
  });
});
