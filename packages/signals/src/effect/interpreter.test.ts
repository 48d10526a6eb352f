import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { effect, effectScope } from '../index.ts';
import {
  chain,
  createInterpreter,
  custom,
  fail,
  map,
  parallel,
  race,
  retry,
  sequence,
  sleep,
  storage,
  succeed,
  task,
  type Effect,
  type EffectResult,
} from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('results', () => {
  it('gives success with the value, or error with the error text', async () => {
    const interpreter = createInterpreter();
    expect(await interpreter.run(succeed(42))).toEqual({
      status: 'success',
      success: true,
      value: 42,
    });
    expect(await interpreter.run(fail('No users available'))).toEqual({
      status: 'error',
      success: false,
      error: 'No users available',
    });
  });

  it('turns a thrown error or a rejection of a task into its message', async () => {
    const interpreter = createInterpreter();
    const thrown = await interpreter.run(
      task(() => {
        throw new Error('Network error');
      }),
    );
    expect(thrown).toMatchObject({ status: 'error', error: 'Network error' });
    const rejected = await interpreter.run(
      task(() => Promise.reject(new Error('Posts service unavailable'))),
    );
    expect(rejected).toMatchObject({ status: 'error', error: 'Posts service unavailable' });
  });

  it('maps and chains values', async () => {
    const interpreter = createInterpreter();
    const effect = chain(
      map(succeed(2), (n) => n * 10),
      (n) => sleep(100, `${n}!`),
    );
    const done = interpreter.run(effect);
    await vi.advanceTimersByTimeAsync(100);
    expect(await done).toMatchObject({ status: 'success', value: '20!' });
  });

  it('fails an effect that stays suspended past the default 10000 ms', async () => {
    const interpreter = createInterpreter();
    let aborted = false;
    const stuck = task<never>((signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => {});
    });
    const done = interpreter.run(stuck);
    await vi.advanceTimersByTimeAsync(9999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual({
      status: 'error',
      success: false,
      error: 'Effect suspended too long',
    });
    expect(aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours the run and per-effect timeouts', async () => {
    const interpreter = createInterpreter({ timeout: 500 });
    const short = interpreter.run(sleep(600, 'late'));
    const long = interpreter.run(sleep(600, 'ok'), { timeout: 1000 });
    const own = interpreter.run(task(() => new Promise(() => {}), 50));
    await vi.advanceTimersByTimeAsync(50);
    expect(await own).toMatchObject({ error: 'Effect suspended too long' });
    await vi.advanceTimersByTimeAsync(600);
    expect(await short).toMatchObject({ error: 'Effect suspended too long' });
    expect(await long).toMatchObject({ status: 'success', value: 'ok' });
  });
});

describe('cancellation', () => {
  it('gives cancelled when the AbortSignal aborts, and aborts the work', async () => {
    const interpreter = createInterpreter();
    const controller = new AbortController();
    let workAborted = false;
    const done = interpreter.run(
      task((signal) => {
        signal.addEventListener('abort', () => (workAborted = true));
        return new Promise(() => {});
      }),
      { signal: controller.signal },
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await done).toEqual({ status: 'cancelled', success: false });
    expect(workAborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives cancelled for an already aborted signal without running anything', async () => {
    const interpreter = createInterpreter();
    const work = vi.fn(() => 1);
    const result = await interpreter.run(task(work), { signal: AbortSignal.abort() });
    expect(result.status).toBe('cancelled');
    expect(work).not.toHaveBeenCalled();
  });

  it('stops a sequence and a retry wait mid-way', async () => {
    const interpreter = createInterpreter();
    const controller = new AbortController();
    const third = vi.fn(() => 3);
    const done = interpreter.run(sequence([sleep(100, 1), retry(fail('down')), task(third)]), {
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort();
    expect((await done).status).toBe('cancelled');
    expect(third).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('composition', () => {
  it('sequence runs one after another and keeps input order', async () => {
    const interpreter = createInterpreter();
    const started: number[] = [];
    const step = (ms: number) =>
      task(async (signal) => {
        started.push(Date.now());
        await new Promise((r) => setTimeout(r, ms));
        return signal.aborted ? -1 : ms;
      });
    const t0 = Date.now();
    const done = interpreter.run(sequence([step(300), step(400), step(200)]));
    await vi.advanceTimersByTimeAsync(900);
    expect(await done).toMatchObject({ status: 'success', value: [300, 400, 200] });
    expect(started.map((t) => t - t0)).toEqual([0, 300, 700]);
  });

  it('sequence stops at the first failure', async () => {
    const interpreter = createInterpreter();
    const after = vi.fn(() => 'never');
    const result = await interpreter.run(sequence([succeed(1), fail('boom'), task(after)]));
    expect(result).toMatchObject({ status: 'error', error: 'boom' });
    expect(after).not.toHaveBeenCalled();
  });

  it('parallel runs at once and keeps input order, not finishing order', async () => {
    const interpreter = createInterpreter();
    const done = interpreter.run(parallel([sleep(300, 'a'), sleep(100, 'b'), succeed('c')]));
    await vi.advanceTimersByTimeAsync(300);
    expect(await done).toMatchObject({ status: 'success', value: ['a', 'b', 'c'] });
  });

  it('parallel fails with the first failure and aborts the others', async () => {
    const interpreter = createInterpreter();
    let siblingAborted = false;
    const sibling = task<never>((signal) => {
      signal.addEventListener('abort', () => (siblingAborted = true));
      return new Promise(() => {});
    });
    const done = interpreter.run(parallel([sibling, chain(sleep(50), () => fail('late failure'))]));
    await vi.advanceTimersByTimeAsync(50);
    expect(await done).toMatchObject({ status: 'error', error: 'late failure' });
    expect(siblingAborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('race settles with the first to finish and aborts the rest', async () => {
    const interpreter = createInterpreter();
    const fast = interpreter.run(race([sleep(300, 'slow'), sleep(100, 'fast')]));
    await vi.advanceTimersByTimeAsync(100);
    expect(await fast).toMatchObject({ status: 'success', value: 'fast' });
    expect(vi.getTimerCount()).toBe(0);
    const failing = interpreter.run(
      race([sleep(300, 'slow'), chain(sleep(100), () => fail('first'))]),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await failing).toMatchObject({ status: 'error', error: 'first' });
  });

  it('empty compositions succeed at once', async () => {
    const interpreter = createInterpreter();
    expect(await interpreter.run(sequence([]))).toMatchObject({ value: [] });
    expect(await interpreter.run(parallel([]))).toMatchObject({ value: [] });
    expect(await interpreter.run(race([]))).toMatchObject({ status: 'success', value: undefined });
  });
});

describe('retry', () => {
  it('retries 3 times by default after 1000, 2000 and 4000 ms, then gives the last error', async () => {
    const interpreter = createInterpreter();
    const t0 = Date.now();
    const attempts: number[] = [];
    const done = interpreter.run(
      retry(
        task(() => {
          attempts.push(Date.now() - t0);
          throw new Error(`attempt ${attempts.length} failed`);
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    expect(await done).toMatchObject({ status: 'error', error: 'attempt 4 failed' });
  });

  it('stops retrying on success', async () => {
    const interpreter = createInterpreter();
    let calls = 0;
    const done = interpreter.run(
      retry(
        task(() => {
          if (++calls < 2) throw new Error('flaky');
          return 'ok';
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toMatchObject({ status: 'success', value: 'ok' });
    expect(calls).toBe(2);
  });
});

describe('handlers and unknown effects', () => {
  it('runs custom handlers registered by type, from options or register()', async () => {
    const interpreter = createInterpreter({
      handlers: { double: (e: Effect & { payload?: number }) => (e.payload ?? 0) * 2 },
    });
    expect(await interpreter.run(custom<number>('double', 21))).toMatchObject({ value: 42 });
    const unregister = interpreter.register('greet', (e: Effect & { payload?: string }) =>
      Promise.resolve(`hello ${e.payload}`),
    );
    expect(await interpreter.run(custom('greet', 'Ada'))).toMatchObject({ value: 'hello Ada' });
    unregister();
    await expect(interpreter.run(custom('greet', 'Ada'))).rejects.toThrow(
      'Unknown effect type "greet"',
    );
  });

  it('gives the error "Unknown operation" for a value that is not an effect', async () => {
    const interpreter = createInterpreter();
    for (const value of [null, undefined, 42, 'load', { kind: 'load' }]) {
      expect(await interpreter.run(value as unknown as Effect)).toEqual({
        status: 'error',
        success: false,
        error: 'Unknown operation',
      });
    }
  });

  it('throws for an unknown effect type, even nested or retried', async () => {
    const interpreter = createInterpreter();
    await expect(interpreter.run({ type: 'teleport' })).rejects.toThrow(
      'Unknown effect type "teleport": register a handler for it',
    );
    await expect(
      interpreter.run(retry(sequence([succeed(1), { type: 'teleport' }]))),
    ).rejects.toThrow('Unknown effect type "teleport"');
  });

  it('with defaults disabled, a missing handler (built-in or custom) throws a clear error', async () => {
    const interpreter = createInterpreter({ defaults: false });
    await expect(interpreter.run({ type: 'load' })).rejects.toThrow(
      'Unknown effect type "load": register a handler for it (default handlers are disabled)',
    );
    await expect(interpreter.run(custom('notify'))).rejects.toThrow(
      'Unknown effect type "notify": register a handler for it (default handlers are disabled)',
    );
  });
});

describe('start: the result as a signal', () => {
  it('moves from suspended to the final result, observably', async () => {
    const interpreter = createInterpreter();
    const run = interpreter.start(sequence([sleep(300, 1), sleep(400, 2)]));
    const seen: EffectResult<number[]>['status'][] = [];
    const stop = effect(() => {
      seen.push(run.result.value.status);
    });
    await vi.advanceTimersByTimeAsync(699);
    expect(seen).toEqual(['suspended']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await run.done).toMatchObject({ status: 'success', value: [1, 2] });
    expect(run.result.value).toMatchObject({ status: 'success', value: [1, 2] });
    expect(seen).toEqual(['suspended', 'success']);
    stop();
  });

  it('cancel() and an external signal both give cancelled', async () => {
    const interpreter = createInterpreter();
    const a = interpreter.start(sleep(1000));
    a.cancel();
    expect((await a.done).status).toBe('cancelled');
    expect(a.result.value.status).toBe('cancelled');
    const controller = new AbortController();
    const b = interpreter.start(sleep(1000), { signal: controller.signal });
    controller.abort();
    expect((await b.done).status).toBe('cancelled');
  });
});

describe('ownership', () => {
  it('leaves nothing running after its effect scope is disposed', async () => {
    const interpreter = createInterpreter();
    let aborted = 0;
    const watched = (ms: number) =>
      task(
        (signal) =>
          new Promise((resolve) => {
            const timer = setTimeout(resolve, ms);
            signal.addEventListener('abort', () => {
              aborted++;
              clearTimeout(timer);
            });
          }),
      );
    let plain!: Promise<EffectResult<unknown>>;
    let started!: ReturnType<typeof interpreter.start>;
    const dispose = effectScope(() => {
      plain = interpreter.run(parallel([watched(5000), retry(fail('down'))]));
      started = interpreter.start(watched(5000));
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    dispose();
    expect((await plain).status).toBe('cancelled');
    expect((await started.done).status).toBe('cancelled');
    expect(started.result.value.status).toBe('cancelled');
    expect(aborted).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a finished run leaves no timers and is released from its scope', async () => {
    const interpreter = createInterpreter();
    let done!: Promise<EffectResult<string>>;
    const dispose = effectScope(() => {
      done = interpreter.run(sleep(100, 'ok'));
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(await done).toMatchObject({ status: 'success', value: 'ok' });
    expect(vi.getTimerCount()).toBe(0);
    dispose();
  });
});

describe('types', () => {
  it('infers the values of composites and narrows results by status', async () => {
    expectTypeOf(sequence([sleep(300, 1), succeed('two')])).toEqualTypeOf<
      Effect<[number, string]>
    >();
    expectTypeOf(parallel([succeed(true)])).toEqualTypeOf<Effect<[boolean]>>();
    expectTypeOf(race([succeed(1), succeed('a')])).toEqualTypeOf<Effect<number | string>>();
    expectTypeOf(storage({ action: 'check', key: 'k' })).toEqualTypeOf<Effect<boolean>>();
    const result = await createInterpreter().run(map(succeed(2), (n) => n > 1));
    if (result.status === 'success') expectTypeOf(result.value).toEqualTypeOf<boolean>();
    if (result.status === 'error') expectTypeOf(result.error).toEqualTypeOf<string>();
    expect(result).toMatchObject({ value: true });
  });
});
