import fc from 'fast-check';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PRIORITIES, type TaskPriority } from './priority.ts';
import { createScheduler, type ScheduledTask } from './scheduler.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MessageChannel', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// What the test does between callbacks: post a task (which, when it runs, posts `children`),
// cancel the k-th task posted so far, or let the next host callback run.
type Step = { post: TaskPriority; children: TaskPriority[] } | { cancel: number } | { tick: true };

const priority = fc.constantFrom(...PRIORITIES);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ post: priority, children: fc.array(priority, { maxLength: 3 }) }),
  fc.record({ cancel: fc.nat() }),
  fc.constant({ tick: true as const }),
);

// The model: the rule the scheduler promises. Whenever a task starts, it is the most urgent of
// the tasks waiting at that moment and, among those as urgent, the one posted first. A cancelled
// task never runs; every other task runs exactly once.
it('always runs the most urgent waiting task, first posted first, and never a cancelled one', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(step, { maxLength: 40 }),
      fc.integer({ min: 1, max: 8 }),
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 10 }),
      async (steps, slice, costs) => {
        vi.clearAllTimers();
        let clock = 0;
        vi.spyOn(performance, 'now').mockImplementation(() => clock);
        const s = createScheduler({ slice });
        const waiting: { id: number; rank: number }[] = []; // in posting order
        const handles: ScheduledTask<void>[] = [];
        const ran = new Set<number>();
        const cancelled = new Set<number>();
        const wrong: string[] = [];
        let next = 0;

        const post = (p: TaskPriority, children: TaskPriority[] = []) => {
          const id = next++;
          const rank = PRIORITIES.indexOf(p);
          waiting.push({ id, rank });
          const task = s.post(
            () => {
              const best = Math.min(...waiting.map((w) => w.rank));
              const expected = waiting.find((w) => w.rank === best)!.id;
              // Recorded, not thrown: the scheduler would turn a throw into a rejected task.
              if (id !== expected) wrong.push(`ran ${id} while ${expected} was due`);
              waiting.splice(
                waiting.findIndex((w) => w.id === id),
                1,
              );
              ran.add(id);
              clock += costs[id % costs.length]!;
              for (const child of children) post(child);
            },
            { priority: p },
          );
          task.catch(() => {});
          handles.push(task);
        };

        for (const st of steps) {
          if ('post' in st) post(st.post, st.children);
          else if ('cancel' in st) {
            if (!handles.length) continue;
            const k = st.cancel % handles.length;
            handles[k]!.cancel();
            const i = waiting.findIndex((w) => w.id === k);
            if (i >= 0) {
              waiting.splice(i, 1);
              cancelled.add(k);
            }
          } else await vi.advanceTimersToNextTimerAsync();
        }
        await vi.runAllTimersAsync();

        expect(wrong).toEqual([]);
        expect(waiting).toEqual([]);
        for (let id = 0; id < next; id++) expect(ran.has(id)).toBe(!cancelled.has(id));
        expect(s.pending.value).toBe(0);
        s.dispose();
      },
    ),
    { numRuns: 200 },
  );
});
