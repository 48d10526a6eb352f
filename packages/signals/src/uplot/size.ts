/*
 * uPlot draws at a fixed size in CSS pixels; a chart in a fluid layout has to be told when
 * its container's width changes. One ResizeObserver per chart; widths are whole pixels and
 * a zero width (a hidden container) is ignored, so the chart keeps its last size.
 */
import type uPlot from 'uplot';

/**
 * Keeps a chart as wide as `element` (and `height` tall) with a ResizeObserver.
 *
 * @param chart - a uPlot instance (only `setSize` is used).
 * @param element - the element whose content width the chart takes, usually its container.
 * @param height - the chart's height in CSS pixels.
 * @returns dispose: stops observing. Does nothing where ResizeObserver does not exist.
 * @example
 * ```ts
 * const chart = new uPlot({ ...opts, width: el.clientWidth, height: 240 }, data, el);
 * const stop = followWidth(chart, el, 240);
 * ```
 */
export function followWidth(
  chart: Pick<uPlot, 'setSize'>,
  element: Element,
  height: number,
): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  let width = Math.floor(element.clientWidth);
  const observer = new ResizeObserver((entries) => {
    const next = Math.floor(entries[entries.length - 1]?.contentRect.width ?? 0);
    if (next > 0 && next !== width) {
      width = next;
      chart.setSize({ width, height });
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
