// The fixture page: a pool of real workers plus probes that measure how responsive the page
// stays. The test drives it through `window.fixture`.
import { effect, effectScope } from '../../packages/signals/src/core/api.ts';
import {
  createScheduler,
  createWorkerPool,
  type WorkerPool,
} from '../../packages/signals/src/scheduler/index.ts';
import { countPrimes } from './work.ts';
import type { FixtureTasks } from './worker.ts';

export interface Responsiveness {
  results: number[];
  /** Wall time of the whole run (ms). */
  duration: number;
  /** Longest gap between two 10 ms interval ticks while the work ran (ms). */
  maxGap: number;
  ticks: number;
  /** Animation frames painted while the work ran. */
  frames: number;
  /** How late each keydown was handled after the user pressed the key (ms). */
  keyDelays: number[];
}

let pool: WorkerPool<FixtureTasks> | undefined;
let dispose: (() => void) | undefined;
let running: Promise<Responsiveness> | undefined;
const sizes: number[] = [];

// Runs `work` while an interval and requestAnimationFrame record when the page got a turn.
async function measure(work: () => Promise<number[]>): Promise<Responsiveness> {
  const stamps: number[] = [];
  let frames = 0;
  const frame = () => {
    frames++;
    raf = requestAnimationFrame(frame);
  };
  let raf = requestAnimationFrame(frame);
  const timer = setInterval(() => stamps.push(performance.now()), 10);
  const keyDelays: number[] = [];
  const onKey = (event: KeyboardEvent) => keyDelays.push(performance.now() - event.timeStamp);
  document.addEventListener('keydown', onKey);
  const start = performance.now();
  stamps.push(start);
  const results = await work();
  const end = performance.now();
  stamps.push(end);
  clearInterval(timer);
  cancelAnimationFrame(raf);
  document.removeEventListener('keydown', onKey);
  let maxGap = 0;
  for (let i = 1; i < stamps.length; i++) maxGap = Math.max(maxGap, stamps[i]! - stamps[i - 1]!);
  return { results, duration: end - start, maxGap, ticks: stamps.length - 2, frames, keyDelays };
}

const fixture = {
  start(options: { max?: number; timeout?: number } = {}) {
    dispose?.();
    sizes.length = 0;
    dispose = effectScope(() => {
      pool = createWorkerPool<FixtureTasks>({ worker: './worker.js', ...options });
      effect(() => void sizes.push(pool!.size.value));
    });
    return pool!.size.peek();
  },
  stop() {
    dispose?.();
    dispose = undefined;
  },
  sizes: () => [...sizes],
  run: (name: keyof FixtureTasks, args: unknown[]) =>
    (pool!.run as (n: string, a: unknown[]) => Promise<unknown>)(name, args),
  /**
   * Starts the work in the pool, or the same work on the main thread as one scheduler task
   * each (yielding between tasks); `finish` waits for it and returns what was measured.
   */
  begin(where: 'pool' | 'main', sizes: number[]) {
    const scheduler = createScheduler();
    running = measure(() =>
      Promise.all(
        sizes.map((n) =>
          where === 'pool' ? pool!.run('countPrimes', [n]) : scheduler.post(() => countPrimes(n)),
        ),
      ),
    );
  },
  finish: () => running!,
  busy: () => pool!.busy.peek(),
  async transfer(bytes: number[]) {
    const buffer = new Uint8Array(bytes).buffer;
    const back = await pool!.run('invert', [buffer], { transfer: [buffer] });
    return { sentLength: buffer.byteLength, back: [...new Uint8Array(back)] };
  },
};

declare global {
  interface Window {
    fixture: typeof fixture;
  }
}
window.fixture = fixture;
document.body.dataset.ready = 'yes';
