// The fixture page's worker script: CPU-bound and misbehaving tasks for the pool's browser test.
import { exposeTasks, transfer } from '../../packages/signals/src/scheduler/index.ts';
import { countPrimes } from './work.ts';

// A random id per worker, so the test can tell a replaced worker from the one before it.
const id = Math.random().toString(36).slice(2);

export const tasks = exposeTasks({
  countPrimes,
  whoami: () => id,
  // An uncaught error outside any task: the worker "crashes" while the task is still running.
  crash: () =>
    new Promise<never>(() => {
      setTimeout(() => {
        throw new Error('boom');
      });
    }),
  spin: () => {
    for (;;);
  },
  invert(buffer: ArrayBuffer) {
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i++) bytes[i] = 255 - bytes[i]!;
    return transfer(buffer, [buffer]);
  },
  // Forged replies first: the pool must drop them and wait for the real one.
  forge: (value: string) => {
    self.postMessage({ t: 'tendril:ok', value: 'forged, no id' });
    self.postMessage('not even an object');
    return value;
  },
});

export type FixtureTasks = typeof tasks;
