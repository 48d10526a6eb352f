/*
 * How a scheduler asks the browser to call it back, per rank: immediate in a microtask;
 * high, normal and low through `scheduler.postTask` (user-blocking, user-visible, background)
 * where the browser has it, else a MessageChannel message (a macrotask without setTimeout's
 * 4 ms clamp), else setTimeout; idle through requestIdleCallback, else a background postTask,
 * else setTimeout. The mechanism is chosen when the scheduler is created.
 */

/** The part of an `IdleDeadline` the pump reads. */
export interface Deadline {
  timeRemaining(): number;
}

export interface Host {
  /** Calls `fn` back at `rank`'s urgency, unless the host was closed first. */
  request(rank: number, fn: (deadline?: Deadline) => void): void;
  /** Drops callbacks not yet run and releases the message port. */
  close(): void;
}

interface PostTaskScheduler {
  postTask(fn: () => void, options: { priority: string; signal: AbortSignal }): Promise<unknown>;
}

const POST_TASK = ['user-blocking', 'user-visible', 'background'];
const noop = () => {};

export function createHost(): Host {
  const g = globalThis as {
    scheduler?: Partial<PostTaskScheduler>;
    requestIdleCallback?: (fn: (deadline: Deadline) => void) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  const native =
    typeof g.scheduler?.postTask == 'function' ? (g.scheduler as PostTaskScheduler) : 0;
  const ric = g.requestIdleCallback;
  const abort = new AbortController();
  // Cancels of the setTimeout and idle callbacks not yet run (postTask ones follow `abort`).
  const cancels = new Set<() => void>();
  // One channel for all macrotask callbacks, opened on first use. In Node an open port keeps the
  // process alive, so it holds a reference only while callbacks wait.
  let channel: MessageChannel | undefined;
  let port: MessagePort & { ref?(): void; unref?(): void };
  const waiting: (() => void)[] = [];

  const later = (fn: () => void) => {
    const id = setTimeout(() => {
      cancels.delete(cancel);
      fn();
    });
    const cancel = () => clearTimeout(id);
    cancels.add(cancel);
  };

  const task = (rank: number, fn: () => void) => {
    if (native)
      native.postTask(fn, { priority: POST_TASK[rank - 1]!, signal: abort.signal }).catch(noop);
    else if (typeof MessageChannel == 'function') {
      if (!channel) {
        channel = new MessageChannel();
        port = channel.port1;
        port.onmessage = () => {
          waiting.shift()?.();
          if (!waiting.length) port.unref?.();
        };
      }
      waiting.push(fn);
      port.ref?.();
      channel.port2.postMessage(0);
    } else later(fn);
  };

  return {
    request(rank, fn) {
      const run = (deadline?: Deadline) => abort.signal.aborted || fn(deadline);
      if (!rank) queueMicrotask(run);
      else if (rank < 4) task(rank, run);
      else if (ric) {
        const id = ric((deadline) => {
          cancels.delete(cancel);
          run(deadline);
        });
        const cancel = () => g.cancelIdleCallback?.(id);
        cancels.add(cancel);
      } else if (native) task(3, run);
      else later(run);
    },
    close() {
      abort.abort();
      for (const cancel of cancels) cancel();
      waiting.length = 0;
      channel?.port1.close();
    },
  };
}
