// Property tests: retry timing and composition results checked against small models.
import fc from 'fast-check';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createInterpreter, fail, parallel, retry, sequence, sleep, task, chain } from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('retry attempts at the backoff schedule of the model and ends as the model says', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 5 }),
      fc.integer({ min: 1, max: 2000 }),
      fc.integer({ min: 1, max: 3 }),
      async (failures, retries, delay, factor) => {
        // Model: attempt i (from 0) starts after the waits delay * factor^j for j < i.
        const attempts = Math.min(failures, retries) + 1;
        const expected = [0];
        for (let i = 1; i < attempts; i++)
          expected.push(expected[i - 1]! + delay * factor ** (i - 1));

        const t0 = Date.now();
        const seen: number[] = [];
        const flaky = task(() => {
          seen.push(Date.now() - t0);
          if (seen.length <= failures) throw new Error(`failure ${seen.length}`);
          return 'ok';
        });
        const done = createInterpreter().run(retry(flaky, { retries, delay, factor }));
        await vi.advanceTimersByTimeAsync(expected.at(-1)! + 1);
        const result = await done;

        expect(seen).toEqual(expected);
        if (failures <= retries) expect(result).toMatchObject({ status: 'success', value: 'ok' });
        else expect(result).toMatchObject({ status: 'error', error: `failure ${attempts}` });
        expect(vi.getTimerCount()).toBe(0);
      },
    ),
    { numRuns: 150 },
  );
});

const steps = fc
  .uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 })
  .chain((delays) =>
    fc.tuple(
      fc.constant(delays),
      fc.option(fc.nat({ max: delays.length - 1 }), { nil: undefined }),
    ),
  );

it('sequence and parallel give values in input order, time and failures as the model says', async () => {
  await fc.assert(
    fc.asyncProperty(steps, fc.boolean(), async ([delays, failAt], inParallel) => {
      const effects = delays.map((ms, i) =>
        i === failAt ? chain(sleep(ms), () => fail(`step ${i} failed`)) : sleep(ms, i),
      );
      const t0 = Date.now();
      let ended = -1;
      const done = createInterpreter()
        .run(inParallel ? parallel(effects) : sequence(effects))
        .finally(() => (ended = Date.now() - t0));
      await vi.advanceTimersByTimeAsync(delays.reduce((a, b) => a + b, 0));
      const result = await done;

      if (failAt === undefined) {
        expect(result).toMatchObject({ status: 'success', value: delays.map((_, i) => i) });
        const total = inParallel ? Math.max(...delays) : delays.reduce((a, b) => a + b, 0);
        expect(ended).toBe(total);
      } else {
        expect(result).toMatchObject({ status: 'error', error: `step ${failAt} failed` });
        // In sequence the failing step ends after those before it; in parallel, at its own delay.
        const total = inParallel
          ? delays[failAt]!
          : delays.slice(0, failAt + 1).reduce((a, b) => a + b, 0);
        expect(ended).toBe(total);
      }
      expect(vi.getTimerCount()).toBe(0);
    }),
    { numRuns: 150 },
  );
});
