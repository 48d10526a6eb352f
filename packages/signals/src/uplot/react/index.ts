/*
 * The React side of @tendril/signals/uplot: a hook that creates a uPlot chart in an element,
 * binds it to signals with bindChart, keeps it as wide as the element, and destroys it on
 * unmount. uPlot is passed in (its constructor), so this entry has no uPlot import either.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type uPlot from 'uplot';
import { bindChart, followWidth, type BindableChart, type BindChartOptions } from '../index.ts';

/**
 * What {@link useUPlot} needs of uPlot's constructor (`uPlot` itself has it).
 *
 * @example
 * ```ts
 * import uPlot from 'uplot';
 * const UPlot: UPlotConstructor = uPlot;
 * ```
 */
export type UPlotConstructor = new (
  options: uPlot.Options,
  data: uPlot.AlignedData,
  target: HTMLElement,
) => BindableChart & Pick<uPlot, 'setSize' | 'destroy'>;

/**
 * Options of {@link useUPlot}: those of `bindChart`, plus the chart's height.
 *
 * @example
 * ```ts
 * const binding: UseUPlotOptions = { data, range, brush: 'zoom', height: 180 };
 * ```
 */
export interface UseUPlotOptions extends BindChartOptions {
  /** The chart's height in CSS pixels (its width is the element's). @default 240 */
  height?: number;
}

/**
 * Creates a uPlot chart in the element the returned ref is put on, bound to signals: the
 * latest `data` once per frame, a shared `range` written by a brush and followed by the
 * other charts (see `bindChart`). The chart is created once per mount with the `options` of
 * that render (later `options` are ignored; a new `data`, `range`, `brush`, `scale` or
 * `height` recreates it), follows the element's width, and is destroyed on unmount.
 *
 * @param UPlot - uPlot's constructor (`import uPlot from 'uplot'`).
 * @param options - uPlot's options without `width` and `height`.
 * @param binding - the signals and role, as for `bindChart`, and the height. @default {}
 * @returns the ref of the element the chart fills.
 * @example
 * ```tsx
 * import uPlot from 'uplot';
 * function Sessions({ data }: { data: ReadonlySignal<uPlot.AlignedData> }) {
 *   const ref = useUPlot(uPlot, { series: [{}, { stroke: 'green' }] }, { data, height: 200 });
 *   return <div ref={ref} />;
 * }
 * ```
 */
export function useUPlot<E extends HTMLElement = HTMLDivElement>(
  UPlot: UPlotConstructor,
  options: Omit<uPlot.Options, 'width' | 'height'>,
  binding: UseUPlotOptions = {},
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const optionsRef = useRef(options);
  const { data, range, brush, scale, scheduleFrame, height = 240 } = binding;

  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const size = { width: Math.floor(target.clientWidth), height };
    const chart = new UPlot({ ...optionsRef.current, ...size }, data?.peek() ?? [[]], target);
    const stopBinding = bindChart(chart, { data, range, brush, scale, scheduleFrame });
    const stopSize = followWidth(chart, target, height);
    return () => {
      stopBinding();
      stopSize();
      chart.destroy();
    };
  }, [UPlot, data, range, brush, scale, scheduleFrame, height]);

  return ref;
}
