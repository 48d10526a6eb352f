/*
 * Test doubles for the scheduler's tests (not exported by the package): an in-process Worker
 * whose inside runs `exposeTasks` for real, with messages cloned (and transferables moved) by
 * structuredClone and delivered on a timer, as a real worker's would be.
 */
import type { WorkerEndpoint } from './worker.ts';

type Listener = (event: MessageEvent) => void;

export class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** The worker's `self`. */
  readonly inside: WorkerEndpoint;
  private listeners: Listener[] = [];
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(setup: (self: WorkerEndpoint, worker: FakeWorker) => void) {
    FakeWorker.all.push(this);
    this.inside = {
      postMessage: (data, transfer) => this.deliver(data, transfer, (e) => this.onmessage?.(e)),
      addEventListener: (_type, listener) => this.listeners.push(listener),
    };
    setup(this.inside, this);
  }

  postMessage(data: unknown, transfer: Transferable[] = []): void {
    this.deliver(data, transfer, (e) => this.listeners.forEach((l) => l(e)));
  }

  /** Stops at once: messages on their way are lost, as with a real worker. */
  terminate(): void {
    this.terminated = true;
    for (const id of this.timers) clearTimeout(id);
  }

  /** An uncaught error inside the worker, as the page sees it. */
  crash(message: string): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }

  private deliver(data: unknown, transfer: Transferable[], to: Listener): void {
    if (this.terminated) return;
    const copy = structuredClone(data, { transfer });
    const id = setTimeout(() => {
      this.timers.delete(id);
      to({ data: copy } as MessageEvent);
    });
    this.timers.add(id);
  }
}

/** A factory for `createWorkerPool({ worker })` making fake workers that serve `setup`. */
export const fakeWorkers =
  (setup: (self: WorkerEndpoint, worker: FakeWorker) => void) => (): Worker =>
    new FakeWorker(setup) as unknown as Worker;
