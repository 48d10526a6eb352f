/*
 * A fixed-size window of the latest points, held in a signal as uPlot's aligned columns.
 *
 * Each column is a Float64Array of twice the capacity, and every point is written twice: at
 * `i` and at `i + capacity`. The newest `capacity` points are then always one contiguous
 * stretch, so the window handed to uPlot is a set of `subarray` views: no copy per push, no
 * reordering, however fast points arrive (the "mirrored ring buffer" trick).
 */
import type uPlot from 'uplot';
import { signal, type ReadonlySignal } from '../index.ts';

/**
 * Options of {@link ringSeries}.
 *
 * @example
 * ```ts
 * const options: RingSeriesOptions = { capacity: 1_000, series: 2 };
 * ```
 */
export interface RingSeriesOptions {
  /** How many points the window keeps; older points fall out. @default 10_000 */
  capacity?: number;
  /** How many y series each point carries (the columns after x). @default 1 */
  series?: number;
}

/**
 * A window of the latest points, shown by binding `data` to a chart.
 *
 * @example
 * ```ts
 * const ring: RingSeries = ringSeries({ capacity: 3 });
 * ring.push(1, 10);
 * ring.data.value; // [[1], [10]] (typed-array views)
 * ```
 */
export interface RingSeries {
  /** The window as uPlot's aligned data: `[xs, ...ys]`, oldest point first. A new value per push. */
  readonly data: ReadonlySignal<uPlot.AlignedData>;
  /** How many points the window holds now (at most the capacity). */
  readonly length: number;
  /** Appends one point: its x and one y per series (a missing y is `NaN`, drawn as a gap). */
  push(x: number, ...ys: number[]): void;
  /** Empties the window. */
  clear(): void;
}

/**
 * A ring buffer of points in a signal, for charts that stream: each push moves the window by
 * one point without copying it.
 *
 * @param options - capacity and number of y series. @default { capacity: 10_000, series: 1 }
 * @example
 * ```ts
 * const stream = ringSeries({ capacity: 10_000 });
 * setInterval(() => stream.push(Date.now() / 1000, Math.random()), 1000 / 60);
 * bindChart(chart, { data: stream.data });
 * ```
 */
export function ringSeries(options: RingSeriesOptions = {}): RingSeries {
  const capacity = Math.max(1, Math.floor(options.capacity ?? 10_000));
  const columns = Array.from(
    { length: 1 + Math.max(1, Math.floor(options.series ?? 1)) },
    () => new Float64Array(capacity * 2),
  );
  let next = 0; // where the next point goes, in 0..capacity-1
  let length = 0;
  const view = (): uPlot.AlignedData => {
    const start = length < capacity ? 0 : next;
    return columns.map((c) => c.subarray(start, start + length)) as unknown as uPlot.AlignedData;
  };
  const data = signal(view());

  return {
    data,
    get length() {
      return length;
    },
    push(x, ...ys) {
      for (let c = 0; c < columns.length; c++) {
        const v = c === 0 ? x : (ys[c - 1] ?? NaN);
        const col = columns[c]!;
        col[next] = v;
        col[next + capacity] = v;
      }
      next = (next + 1) % capacity;
      if (length < capacity) length++;
      data.value = view();
    },
    clear() {
      next = 0;
      length = 0;
      data.value = view();
    },
  };
}
