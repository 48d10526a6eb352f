/*
 * The JS heap in use as a signal, polled while anything reads it. `performance.memory` is
 * Chromium's only; elsewhere the signal stays undefined.
 */
import { effect, signal, type ReadonlySignal } from '@tendril/signals';
import { MEMORY_WARNING_MB, readHeap, type HeapReading } from './timing.ts';

/** Options of `watchHeap`. */
export interface WatchHeapOptions {
  /** How often the heap is read, in ms. @default 1000 */
  intervalMs?: number;
  /** A reading over this many MB is flagged `high`. @default 50 */
  thresholdMB?: number;
}

/** The latest heap reading (undefined where the browser does not expose it). */
export interface HeapSignal extends ReadonlySignal<HeapReading | undefined> {
  /** Stops polling. */
  dispose(): void;
}

/**
 * The JS heap in use, read every `intervalMs`, flagged `high` over `thresholdMB`. The timer
 * lives in an effect, so disposing the effect scope it was made in stops it too.
 *
 * @param options - poll interval and warning threshold. @default { intervalMs: 1000, thresholdMB: 50 }
 * @example
 * ```ts
 * const heap = watchHeap();
 * effect(() => {
 *   if (heap.value?.high) console.warn(`JS heap ${heap.value.usedMB.toFixed(1)} MB`);
 * });
 * heap.dispose();
 * ```
 */
export function watchHeap({
  intervalMs = 1000,
  thresholdMB = MEMORY_WARNING_MB,
}: WatchHeapOptions = {}): HeapSignal {
  const reading = signal<HeapReading | undefined>(readHeap(thresholdMB));
  const dispose = effect(() => {
    const timer = setInterval(() => (reading.value = readHeap(thresholdMB)), intervalMs);
    return () => clearInterval(timer);
  });
  return Object.assign(reading, { dispose }) as HeapSignal;
}
