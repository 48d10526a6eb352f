/*
 * Fake Web Animations objects for jsdom (which has none): an Animation whose clock the test
 * moves by hand, and a frame scheduler the test flushes.
 */
import { vi } from 'vitest';

export class FakeAnimation {
  playState: 'running' | 'paused' | 'finished' | 'idle' = 'running';
  readonly finished: Promise<FakeAnimation>;
  readonly effect: { pseudoElement: string | null; updateTiming: ReturnType<typeof vi.fn> };
  #time = 0;
  #resolve!: (animation: FakeAnimation) => void;
  #reject!: (error: unknown) => void;

  constructor(
    public duration: number,
    pseudoElement: string | null = null,
  ) {
    this.finished = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    this.finished.catch(() => {});
    this.effect = {
      pseudoElement,
      updateTiming: vi.fn((timing: { duration?: number }) => {
        if (timing.duration !== undefined) this.duration = timing.duration;
      }),
    };
  }

  get currentTime(): number | null {
    return this.playState === 'idle' ? null : this.#time;
  }

  set currentTime(time: number | null) {
    this.#time = Math.min(time ?? 0, this.duration);
    this.#check();
  }

  pause(): void {
    this.playState = 'paused';
  }

  play(): void {
    this.playState = 'running';
    this.#check();
  }

  cancel(): void {
    this.playState = 'idle';
    this.#reject(new DOMException('The animation was cancelled', 'AbortError'));
  }

  /** Moves the clock while running. */
  advance(ms: number): void {
    if (this.playState === 'running') this.currentTime = this.#time + ms;
  }

  #check(): void {
    if (this.playState === 'running' && this.#time >= this.duration) {
      this.playState = 'finished';
      this.#resolve(this);
    }
  }
}

/** A frame scheduler the test drives: `flush()` runs the frames requested so far. */
export function fakeFrames() {
  let next = 1;
  const pending = new Map<number, (time: number) => void>();
  let now = 0;
  return {
    request: (callback: (time: number) => void) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => void pending.delete(handle),
    get pending() {
      return pending.size;
    },
    /** Runs one frame at `now + ms`. */
    flush(ms = 16) {
      now += ms;
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback(now);
    },
  };
}
