// Both ends of the worker pool receive messages from another context: random and forged
// messages never throw, never run a task and never settle one.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeTasks, type WorkerEndpoint } from './worker.ts';
import { ERR, OK, READY, RUN, isReply, isRun } from './protocol.ts';

afterEach(() => vi.restoreAllMocks());

const tag = fc.oneof(fc.constantFrom(RUN, READY, OK, ERR, 'tendril:other'), fc.anything());
const forged = fc.oneof(
  fc.anything(),
  fc.record(
    {
      t: tag,
      id: fc.oneof(fc.integer(), fc.double(), fc.anything()),
      name: fc.anything(),
      args: fc.anything(),
      value: fc.anything(),
      error: fc.anything(),
    },
    { requiredKeys: ['t'] },
  ),
);

describe('worker pool protocol', () => {
  it('a worker never runs a task for a malformed message, and never throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let listener: ((event: MessageEvent) => void) | undefined;
    const posted: unknown[] = [];
    const scope: WorkerEndpoint = {
      postMessage: (message) => posted.push(message),
      addEventListener: (_type, fn) => (listener = fn),
    };
    const ran = vi.fn();
    exposeTasks({ work: ran }, scope);
    posted.length = 0;
    await fc.assert(
      fc.asyncProperty(forged, async (data) => {
        fc.pre(!isRun(data));
        expect(() => listener!(new MessageEvent('message', { data }))).not.toThrow();
        await Promise.resolve();
        expect(ran).not.toHaveBeenCalled();
        expect(posted).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('the page side accepts only well-formed replies (random and forged input)', () => {
    fc.assert(
      fc.property(forged, (data) => {
        if (!isReply(data)) return;
        const m = data as { t: string; id?: unknown; error?: { message?: unknown } };
        expect([READY, OK, ERR]).toContain(m.t);
        if (m.t !== READY) expect(Number.isSafeInteger(m.id)).toBe(true);
        if (m.t === ERR) expect(typeof m.error?.message).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});
