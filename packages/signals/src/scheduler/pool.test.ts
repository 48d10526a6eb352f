import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope } from '../core/api.ts';
import { createWorkerPool } from './pool.ts';
import { FakeWorker, fakeWorkers } from './test-fakes.ts';
import { exposeTasks, transfer, type WorkerEndpoint } from './worker.ts';

let workerIds = 0;
// The worker script under test: real exposeTasks, in an in-process fake worker.
const serve = (self: WorkerEndpoint) => {
  const me = ++workerIds;
  return exposeTasks(
    {
      add: (a: number, b: number) => a + b,
      wait: (ms: number, label: string) =>
        new Promise<string>((done) => setTimeout(() => done(label), ms)),
      fail: () => {
        throw new RangeError('bad input');
      },
      forever: () => new Promise<never>(() => {}),
      whoami: () => me,
      invert(buffer: ArrayBuffer) {
        const bytes = new Uint8Array(buffer);
        bytes.forEach((b, i) => (bytes[i] = 255 - b));
        return transfer(buffer, [buffer]);
      },
    },
    self,
  );
};
type Tasks = ReturnType<typeof serve>;
const worker = fakeWorkers(serve);
const alive = () => FakeWorker.all.filter((w) => !w.terminated);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.all = [];
  workerIds = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createWorkerPool', () => {
  it('starts 2 workers and returns task results', async () => {
    const pool = createWorkerPool<Tasks>({ worker });
    expect(pool.size.value).toBe(2);
    const sum = pool.run('add', [2, 3]);
    await vi.runAllTimersAsync();
    await expect(sum).resolves.toBe(5);
    pool.terminate();
  });

  it('grows one worker per waiting task, up to max, then queues', async () => {
    const pool = createWorkerPool<Tasks>({ worker, max: 3 });
    const runs = [1, 2, 3, 4, 5].map((n) => pool.run('wait', [100, `t${n}`]));
    expect([pool.size.value, pool.busy.value, pool.queued.value]).toEqual([3, 3, 2]);
    await vi.runAllTimersAsync();
    expect(await Promise.all(runs)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect([pool.size.value, pool.busy.value, pool.queued.value]).toEqual([3, 0, 0]);
    pool.terminate();
  });

  it('caps the pool at navigator.hardwareConcurrency, or 4 when unknown', () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 6 });
    const six = createWorkerPool<Tasks>({ worker });
    for (let i = 0; i < 10; i++) six.run('forever', []).catch(() => {});
    expect(six.size.value).toBe(6);
    six.terminate();
    vi.stubGlobal('navigator', undefined);
    const four = createWorkerPool<Tasks>({ worker });
    for (let i = 0; i < 10; i++) four.run('forever', []).catch(() => {});
    expect(four.size.value).toBe(4);
    four.terminate();
  });

  it('rejects with the error the task threw, and with an unknown task’s name', async () => {
    const pool = createWorkerPool<Tasks>({ worker });
    const failed = pool.run('fail', []);
    const unknown = (pool as unknown as ReturnType<typeof createWorkerPool>).run('nope', []);
    const settled = Promise.allSettled([failed, unknown]);
    await vi.runAllTimersAsync();
    const [a, b] = await settled;
    expect(a).toMatchObject({ reason: { name: 'RangeError', message: 'bad input' } });
    expect(b).toMatchObject({
      reason: {
        message:
          'Unknown task "nope": this worker exposes no task by that name. Add it to the tasks ' +
          'this worker script passes to exposeTasks, or run one of those.',
      },
    });
    pool.terminate();
  });

  it('starts waiting tasks most urgent first', async () => {
    const pool = createWorkerPool<Tasks>({ worker, min: 1, max: 1 });
    const done: string[] = [];
    const run = (label: string, priority: 'low' | 'normal' | 'high') =>
      pool.run('wait', [10, label], { priority }).then((v) => done.push(v));
    await Promise.all([
      run('first', 'low'),
      run('low', 'low'),
      run('normal', 'normal'),
      run('high', 'high'),
      vi.runAllTimersAsync(),
    ]);
    expect(done).toEqual(['first', 'high', 'normal', 'low']);
    pool.terminate();
  });

  it('fails a task after 30000 ms and replaces its worker', async () => {
    const pool = createWorkerPool<Tasks>({ worker });
    const stuck = pool.run('forever', []);
    stuck.catch(() => {});
    const first = alive();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(pool.busy.value).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(stuck).rejects.toThrow(
      'Task forever timed out after 30000 ms; its worker was stopped and replaced. Pass a ' +
        'larger `timeout` if the task needs more time.',
    );
    expect(first.filter((w) => w.terminated)).toHaveLength(1);
    expect(pool.size.value).toBe(2);
    const after = pool.run('add', [1, 1]);
    await vi.runAllTimersAsync();
    await expect(after).resolves.toBe(2);
    pool.terminate();
  });

  it('takes a timeout per pool and per task', async () => {
    const pool = createWorkerPool<Tasks>({ worker, timeout: 500 });
    const poolWide = pool.run('forever', []);
    const own = pool.run('wait', [200, 'late'], { timeout: 100 });
    const settled = Promise.allSettled([poolWide, own]);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled).toMatchObject([
      { reason: { message: expect.stringMatching(/^Task forever timed out after 500 ms;/) } },
      { reason: { message: expect.stringMatching(/^Task wait timed out after 100 ms;/) } },
    ]);
    pool.terminate();
  });

  it('fails the task of a crashed worker clearly and replaces the worker', async () => {
    const pool = createWorkerPool<Tasks>({ worker });
    await vi.runAllTimersAsync(); // both workers ready
    const doomed = pool.run('forever', []);
    const other = pool.run('wait', [50, 'unaffected']);
    alive()[0]!.crash('Uncaught Error: boom');
    await expect(doomed).rejects.toThrow('Worker crashed: Uncaught Error: boom');
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    expect(pool.size.value).toBe(2);
    await vi.runAllTimersAsync();
    await expect(other).resolves.toBe('unaffected');
    const ids = await Promise.all([
      pool.run('whoami', []),
      pool.run('whoami', []),
      vi.runAllTimersAsync(),
    ]);
    expect(ids.slice(0, 2).sort()).toEqual([2, 3]); // worker 1 is gone, worker 3 took its place
    pool.terminate();
  });

  it('does not respawn a worker that failed to start, but tries again for the next task', async () => {
    const pool = createWorkerPool<Tasks>({ worker, min: 1 });
    const first = pool.run('add', [1, 2]);
    alive()[0]!.crash(''); // e.g. the script 404s: no message, never ready
    await expect(first).rejects.toThrow(
      "Worker failed to start. Check the worker script's URL and that it loads as a module",
    );
    expect(pool.size.value).toBe(0);
    const second = pool.run('add', [1, 2]);
    expect(pool.size.value).toBe(1);
    await vi.runAllTimersAsync();
    await expect(second).resolves.toBe(3);
    pool.terminate();
  });

  it('drops malformed messages from a worker with a warning and keeps the task waiting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pool = createWorkerPool<Tasks>({ worker, min: 1, max: 1 });
    const result = pool.run('wait', [100, 'real']);
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(10);
    const self = alive()[0]!.inside;
    for (const junk of [
      'junk',
      null,
      { t: 'tendril:ok', value: 'no id' },
      { t: 'tendril:ok', id: 1.5, value: 'bad id' },
      { t: 'tendril:ok', id: 999, value: 'not this task' },
      { t: 'tendril:err', id: 999, error: 'not an object' },
      { t: 'tendril:done' },
    ]) {
      self.postMessage(junk, []);
    }
    await vi.advanceTimersByTimeAsync(10);
    expect(warn).toHaveBeenCalledTimes(7);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Dropped a malformed worker message: /),
      'junk',
    );
    expect(settled).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('real');
    pool.terminate();
  });

  it('transfers buffers both ways instead of copying them', async () => {
    const pool = createWorkerPool<Tasks>({ worker });
    const buffer = new Uint8Array([0, 10, 255]).buffer;
    const result = pool.run('invert', [buffer], { transfer: [buffer] });
    expect(buffer.byteLength).toBe(0); // moved to the worker
    await vi.runAllTimersAsync();
    expect([...new Uint8Array(await result)]).toEqual([255, 245, 0]);
    pool.terminate();
  });

  it('rejects arguments that cannot be cloned and keeps the worker', async () => {
    const pool = createWorkerPool<Tasks>({ worker, min: 1, max: 1 });
    const bad = pool.run('add', [(() => 1) as unknown as number, 2]);
    await expect(bad).rejects.toMatchObject({ name: 'DataCloneError' });
    const good = pool.run('add', [1, 2]);
    await vi.runAllTimersAsync();
    await expect(good).resolves.toBe(3);
    expect(FakeWorker.all).toHaveLength(1);
    pool.terminate();
  });

  it('aborts a waiting task, and a running one by replacing its worker', async () => {
    const pool = createWorkerPool<Tasks>({ worker, min: 1, max: 1 });
    const running = new AbortController();
    const waiting = new AbortController();
    const a = pool.run('forever', [], { signal: running.signal });
    const b = pool.run('add', [1, 2], { signal: waiting.signal });
    expect(pool.queued.value).toBe(1);
    waiting.abort(new Error('not needed'));
    await expect(b).rejects.toThrow('not needed');
    expect(pool.queued.value).toBe(0);
    running.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    expect(alive()).toHaveLength(1);
    await expect(pool.run('add', [1, 2], { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    pool.terminate();
  });

  it('starts a module worker from a URL, named for devtools', () => {
    const made: [string | URL, WorkerOptions | undefined][] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string | URL, options?: WorkerOptions) {
          made.push([url, options]);
        }
        terminate() {}
      },
    );
    const pool = createWorkerPool({ worker: '/assets/primes.js' });
    expect(made).toEqual([
      [
        '/assets/primes.js',
        { type: 'module', name: expect.stringMatching(/^tendril-worker-\d+$/) },
      ],
      [
        '/assets/primes.js',
        { type: 'module', name: expect.stringMatching(/^tendril-worker-\d+$/) },
      ],
    ]);
    pool.terminate();
  });
});

describe('ownership', () => {
  it('disposing the owning scope terminates every worker, rejects every task and clears its timers', async () => {
    let pool!: ReturnType<typeof createWorkerPool<Tasks>>;
    const stop = effectScope(() => {
      pool = createWorkerPool<Tasks>({ worker, min: 2, max: 2 });
    });
    const tasks = [pool.run('forever', []), pool.run('forever', []), pool.run('add', [1, 2])];
    const settled = Promise.allSettled(tasks);
    stop();
    expect(alive()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect([pool.size.value, pool.busy.value, pool.queued.value]).toEqual([0, 0, 0]);
    for (const result of await settled) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { name: 'AbortError', message: 'Worker pool terminated' },
      });
    }
    await expect(pool.run('add', [1, 2])).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('failures to start', () => {
  it('fails only the task that needed a worker the browser refused to create', async () => {
    let made = 0;
    const pool = createWorkerPool<Tasks>({
      worker: () => {
        if (++made === 3) throw new DOMException('Refused by CSP', 'SecurityError');
        return worker();
      },
    });
    const a = pool.run('wait', [10, 'a']);
    const b = pool.run('wait', [10, 'b']);
    const c = pool.run('wait', [10, 'c']); // needs a third worker: refused
    await expect(c).rejects.toMatchObject({ name: 'SecurityError' });
    const d = pool.run('wait', [10, 'd']); // the fourth attempt is allowed again
    await vi.runAllTimersAsync();
    expect(await Promise.all([a, b, d])).toEqual(['a', 'b', 'd']);
    expect(pool.size.value).toBe(3);
    pool.terminate();
  });
});
