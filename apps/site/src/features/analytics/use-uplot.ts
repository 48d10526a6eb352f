/*
 * A React binding for an imperative chart (uPlot's shape): the chart is created once per
 * mount, follows a data signal with setData, follows its container's width with setSize, and
 * is destroyed on unmount. It knows nothing of uPlot itself, so it is tested with a fake.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { effect, type ReadonlySignal } from '@tendril/signals';

/** A chart's size in CSS pixels. */
export interface ChartSize {
  width: number;
  height: number;
}

/** What the binding needs of a chart (a uPlot instance has all of it). */
export interface ChartHandle<D> {
  setData(data: D): void;
  setSize(size: ChartSize): void;
  destroy(): void;
}

/** Creates the chart inside `target` at `size`, showing `data`. */
export type CreateChart<D> = (target: HTMLElement, size: ChartSize, data: D) => ChartHandle<D>;

/**
 * Binds a chart to a data signal: returns the ref of the element the chart fills.
 *
 * @param create - builds the chart; called once per mount (a later `create` is ignored).
 * @param data - the signal the chart follows (setData on each change).
 * @param height - the chart's fixed height in CSS pixels.
 * @example
 * ```tsx
 * const ref = useChart((el, size, d) => new uPlot({ ...opts, ...size }, d, el), series, 240);
 * return <div ref={ref} />;
 * ```
 */
export function useChart<D, E extends HTMLElement = HTMLDivElement>(
  create: CreateChart<D>,
  data: ReadonlySignal<D>,
  height: number,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const createRef = useRef(create);

  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    let width = Math.floor(target.clientWidth);
    const chart = createRef.current(target, { width, height }, data.peek());
    let first = true;
    // The first run only subscribes: the chart was just created with this data.
    const stopData = effect(() => {
      const next = data.value;
      if (first) first = false;
      else chart.setData(next);
    });
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[entries.length - 1]?.contentRect.width ?? 0);
      if (next > 0 && next !== width) {
        width = next;
        chart.setSize({ width, height });
      }
    });
    observer.observe(target);
    return () => {
      stopData();
      observer.disconnect();
      chart.destroy();
    };
  }, [data, height]);

  return ref;
}
