import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect, effectScope } from '../core/api.ts';
import { createScheduler } from './scheduler.ts';
import type { TaskPriority } from './priority.ts';

// Node has MessageChannel but neither postTask nor requestIdleCallback. Each test states which
// host mechanism it runs on; by default none, so the scheduler falls back to setTimeout.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MessageChannel', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const isAbort = (message: string) => expect.objectContaining({ name: 'AbortError', message });

describe('createScheduler', () => {
  it('runs the most urgent task first and tasks of one priority in the order they were posted', async () => {
    const s = createScheduler();
    const ran: string[] = [];
    const post = (label: string, priority: TaskPriority) =>
      s.post(() => ran.push(label), { priority });
    post('idle', 'idle');
    post('low', 'low');
    post('normal 1', 'normal');
    post('high', 'high');
    post('normal 2', 'normal');
    post('immediate', 'immediate');
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['immediate', 'high', 'normal 1', 'normal 2', 'low', 'idle']);
  });

  it('resolves a task with its result, awaiting an async one', async () => {
    const s = createScheduler();
    const sum = s.post(() => 1 + 2);
    const later = s.post(async () => 'done');
    await vi.runAllTimersAsync();
    await expect(sum).resolves.toBe(3);
    await expect(later).resolves.toBe('done');
  });

  it('rejects a task that throws and keeps running the others', async () => {
    const s = createScheduler();
    const bad = s.post(() => {
      throw new RangeError('no');
    });
    const good = s.post(() => 'fine');
    const settled = Promise.allSettled([bad, good]);
    await vi.runAllTimersAsync();
    expect(await settled).toEqual([
      { status: 'rejected', reason: new RangeError('no') },
      { status: 'fulfilled', value: 'fine' },
    ]);
  });

  it('runs an immediate task in a microtask, before any timer', async () => {
    const s = createScheduler();
    const ran = vi.fn();
    s.post(ran, { priority: 'immediate' });
    expect(vi.getTimerCount()).toBe(0);
    expect(ran).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('cancels a waiting task with the returned cancel: it never runs and rejects with an AbortError', async () => {
    const s = createScheduler();
    const ran = vi.fn();
    const task = s.post(ran);
    expect(s.pending.value).toBe(1);
    task.cancel();
    expect(s.pending.value).toBe(0);
    await expect(task).rejects.toEqual(isAbort('Task cancelled'));
    await vi.runAllTimersAsync();
    expect(ran).not.toHaveBeenCalled();
  });

  it('cancels through an AbortSignal, before or after posting, with the signal’s reason', async () => {
    const s = createScheduler();
    const ran = vi.fn();
    const controller = new AbortController();
    const waiting = s.post(ran, { signal: controller.signal });
    controller.abort(new Error('user left'));
    await expect(waiting).rejects.toThrow('user left');
    const early = s.post(ran, { signal: AbortSignal.abort() });
    await expect(early).rejects.toEqual(expect.objectContaining({ name: 'AbortError' }));
    await vi.runAllTimersAsync();
    expect(ran).not.toHaveBeenCalled();
    expect(s.pending.value).toBe(0);
  });

  it('ignores cancel once the task ran', async () => {
    const s = createScheduler();
    const task = s.post(() => 7);
    await vi.runAllTimersAsync();
    task.cancel();
    await expect(task).resolves.toBe(7);
  });

  it('reports the queue length as a signal', async () => {
    const s = createScheduler();
    const seen: number[] = [];
    effect(() => void seen.push(s.pending.value));
    s.post(() => {}, { priority: 'low' });
    s.post(() => {}, { priority: 'high' });
    await vi.runAllTimersAsync();
    expect(seen).toEqual([0, 1, 2, 1, 0]);
  });

  it('yields to the browser once a callback has run tasks for its time slice', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const s = createScheduler({ slice: 5 });
    const ran: number[] = [];
    for (let i = 0; i < 5; i++) {
      s.post(() => {
        clock += 3; // each task takes 3 ms
        ran.push(i);
      });
    }
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual([0, 1]); // 6 ms used: the rest waits for the next callback
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual([0, 1, 2, 3]);
    await vi.runAllTimersAsync();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('throws on a priority that does not exist', () => {
    const s = createScheduler();
    expect(() => s.post(() => {}, { priority: 'urgent' as TaskPriority })).toThrow(
      new TypeError(
        'Unknown task priority "urgent": use one of immediate, high, normal, low, idle.',
      ),
    );
  });
});

describe('host mechanisms', () => {
  it('uses scheduler.postTask where the browser has it, mapping the priorities', async () => {
    const priorities: string[] = [];
    vi.stubGlobal('scheduler', {
      postTask(fn: () => void, options: { priority: string }) {
        priorities.push(options.priority);
        setTimeout(fn);
        return Promise.resolve();
      },
    });
    const s = createScheduler();
    const a = s.post(() => 'a', { priority: 'low' });
    await vi.runAllTimersAsync();
    const b = s.post(() => 'b', { priority: 'normal' });
    await vi.runAllTimersAsync();
    const c = s.post(() => 'c', { priority: 'high' });
    await vi.runAllTimersAsync();
    const d = s.post(() => 'd', { priority: 'idle' });
    await vi.runAllTimersAsync();
    expect(await Promise.all([a, b, c, d])).toEqual(['a', 'b', 'c', 'd']);
    expect(priorities).toEqual(['background', 'user-visible', 'user-blocking', 'background']);
  });

  it('uses a MessageChannel without postTask, holding Node open only while tasks wait', async () => {
    const port = { onmessage: null as (() => void) | null, close: vi.fn(), held: false };
    class FakeChannel {
      port1 = { ...port, ref: () => (port.held = true), unref: () => (port.held = false) };
      port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.()) };
    }
    vi.stubGlobal('MessageChannel', FakeChannel);
    const s = createScheduler();
    const task = s.post(() => 'via a message');
    expect(port.held).toBe(true);
    await vi.runAllTimersAsync();
    await expect(task).resolves.toBe('via a message');
    expect(port.held).toBe(false); // Node may exit now
    s.dispose();
    expect(port.close).toHaveBeenCalledOnce();
  });

  it('runs idle tasks in idle callbacks, within their deadline, after everything more urgent', async () => {
    let remaining = 10;
    // The browser is idle only once its pending tasks ran: here, 50 ms later.
    vi.stubGlobal('requestIdleCallback', (fn: (d: { timeRemaining(): number }) => void) =>
      setTimeout(() => fn({ timeRemaining: () => remaining }), 50),
    );
    vi.stubGlobal('cancelIdleCallback', clearTimeout);
    const s = createScheduler();
    const ran: string[] = [];
    s.post(() => ran.push('idle 1'), { priority: 'idle' });
    s.post(
      () => {
        ran.push('idle 2');
        remaining = 0; // the browser needs the thread back
      },
      { priority: 'idle' },
    );
    s.post(() => ran.push('idle 3'), { priority: 'idle' });
    s.post(() => ran.push('low'), { priority: 'low' });
    await vi.advanceTimersToNextTimerAsync(); // the task callback
    expect(ran).toEqual(['low']);
    await vi.advanceTimersToNextTimerAsync(); // one idle period
    expect(ran).toEqual(['low', 'idle 1', 'idle 2']);
    remaining = 10;
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['low', 'idle 1', 'idle 2', 'idle 3']);
  });
});

describe('ownership', () => {
  it('disposing the owning scope cancels waiting tasks and leaves nothing registered', async () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 42);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    let s!: ReturnType<typeof createScheduler>;
    const ran = vi.fn();
    const stop = effectScope(() => {
      s = createScheduler();
    });
    const idle = s.post(ran, { priority: 'idle' });
    const normal = s.post(ran);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(cancelIdle).toHaveBeenCalledWith(42);
    expect(s.pending.value).toBe(0);
    await expect(normal).rejects.toEqual(isAbort('Scheduler disposed'));
    await expect(idle).rejects.toEqual(isAbort('Scheduler disposed'));
    await expect(s.post(ran)).rejects.toEqual(isAbort('Scheduler disposed'));
    await vi.runAllTimersAsync();
    expect(ran).not.toHaveBeenCalled();
  });

  it('aborts its postTask callbacks on dispose', () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('scheduler', {
      postTask(_fn: () => void, options: { signal: AbortSignal }) {
        signals.push(options.signal);
        return new Promise(() => {});
      },
    });
    const stop = effectScope(() => {
      createScheduler().post(() => {}, { priority: 'high' });
    });
    expect(signals.map((x) => x.aborted)).toEqual([false]);
    stop();
    expect(signals.map((x) => x.aborted)).toEqual([true]);
  });
});
