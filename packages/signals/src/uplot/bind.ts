/*
 * Keeps a uPlot chart in step with signals: its data, and an x range it shares with other
 * charts. uPlot redraws on every setData; a stream that pushes faster than the screen
 * refreshes (or out of phase with it) would draw frames nobody sees. So writes only mark the
 * chart dirty, and one callback per animation frame applies the latest data and range
 * together, in one uPlot batch.
 *
 * uPlot is a type-only import: the caller creates the chart, so this module loads anywhere.
 */
import type uPlot from 'uplot';
import { effect, type ReadonlySignal, type Signal } from '../index.ts';

/**
 * A range of a scale, in data units (for time scales uPlot uses seconds).
 *
 * @example
 * ```ts
 * const range = signal<ScaleRange | null>(null); // null: all the data
 * range.value = { min: 2_500, max: 5_000 };
 * ```
 */
export interface ScaleRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Schedules `flush` for the next frame and returns a function that cancels it.
 *
 * @example
 * ```ts
 * // Frames flushed by hand, in a test:
 * const pending: (() => void)[] = [];
 * const scheduleFrame: ScheduleFrame = (flush) => (pending.push(flush), () => {});
 * ```
 */
export type ScheduleFrame = (flush: () => void) => () => void;

/**
 * What the binding uses of a uPlot instance (any `uPlot` is one).
 *
 * @example
 * ```ts
 * const chart: BindableChart = new uPlot(opts, data, el);
 * ```
 */
export type BindableChart = Pick<
  uPlot,
  | 'data'
  | 'scales'
  | 'select'
  | 'hooks'
  | 'bbox'
  | 'batch'
  | 'setData'
  | 'setScale'
  | 'setSelect'
  | 'posToVal'
  | 'valToPos'
>;

/**
 * Options of {@link bindChart}.
 *
 * @example
 * ```ts
 * const options: BindChartOptions = { data: stream.data, range, brush: 'select' };
 * ```
 */
export interface BindChartOptions {
  /** The data to show: the chart gets its latest value, at most once per frame. @default undefined (data left alone) */
  data?: ReadonlySignal<uPlot.AlignedData>;
  /**
   * A range of the x scale shared between charts; `null` means "all the data". Every bound
   * chart follows it, except a `'select'` brush, which draws it as its selection.
   * @default undefined (no shared range)
   */
  range?: Signal<ScaleRange | null>;
  /**
   * How this chart writes `range`: `'select'`, a drag draws a brush and writes its extent
   * (give the chart `cursor: { drag: { x: true, setScale: false } }` so it does not zoom
   * itself); `'zoom'`, the chart zooms on drag and writes its new scale (`null` once it shows
   * all the data again, as after uPlot's double-click); `'none'`, it only follows.
   * @default 'none'
   */
  brush?: 'select' | 'zoom' | 'none';
  /** The key of the x scale. @default 'x' */
  scale?: string;
  /** How updates wait for a frame. @default requestAnimationFrame (setTimeout 16 ms where there is none) */
  scheduleFrame?: ScheduleFrame;
}

const nextFrame: ScheduleFrame = (flush) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(flush);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(flush, 16);
  return () => clearTimeout(id);
};

const sameRange = (a: ScaleRange | null, b: ScaleRange | null) =>
  a === b || (a !== null && b !== null && a.min === b.min && a.max === b.max);

type Hook = (self: uPlot, key: string) => void;

/**
 * Binds a uPlot chart to signals: `data` reaches `setData` once per frame with its latest
 * value, and a shared `range` is written by a brushing chart and followed (`setScale`) by
 * the others. Returns a function that detaches the chart (it does not destroy it).
 *
 * @param chart - a uPlot instance (only the members of {@link BindableChart} are used).
 * @param options - the signals to follow and the chart's role. @default {}
 * @returns dispose: stops following, cancels a pending frame, removes the hooks.
 * @example
 * ```ts
 * import uPlot from 'uplot';
 * const range = signal<ScaleRange | null>(null);
 * const overview = new uPlot({ ...opts, cursor: { drag: { x: true, setScale: false } } }, [], el1);
 * const detail = new uPlot(opts, [], el2);
 * const stopOverview = bindChart(overview, { data: stream.data, range, brush: 'select' });
 * const stopDetail = bindChart(detail, { data: stream.data, range });
 * ```
 */
export function bindChart(chart: BindableChart, options: BindChartOptions = {}): () => void {
  const { data, range, brush = 'none', scale = 'x', scheduleFrame = nextFrame } = options;
  let dataDirty = false;
  let rangeDirty = false;
  let cancel: (() => void) | undefined;
  // Set while this binding drives the chart, so its own scale changes are not read as a brush.
  let applying = false;

  const flush = () => {
    cancel = undefined;
    const next = dataDirty && data ? data.peek() : undefined;
    const r = range ? range.peek() : null;
    const rangeChanged = rangeDirty || next !== undefined;
    dataDirty = rangeDirty = false;
    applying = true;
    try {
      chart.batch(() => {
        if (next) chart.setData(next, true);
        if (!range || brush === 'select' || !rangeChanged) return;
        if (r) chart.setScale(scale, { min: r.min, max: r.max });
        // Back to all the data: setData re-ranges every scale.
        else if (!next) chart.setData(chart.data, true);
      });
      if (range && brush === 'select' && rangeChanged) showSelection(r);
    } finally {
      applying = false;
    }
  };

  const showSelection = (r: ScaleRange | null) => {
    if (!r) return chart.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
    const left = chart.valToPos(r.min, scale);
    const right = chart.valToPos(r.max, scale);
    const ratio = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
    chart.setSelect(
      { left, top: 0, width: Math.max(0, right - left), height: chart.bbox.height / ratio },
      false,
    );
  };

  const schedule = () => {
    cancel ??= scheduleFrame(flush);
  };

  const write = (min: number, max: number) => {
    if (!range || !Number.isFinite(min) || !Number.isFinite(max) || min >= max) return;
    const next = { min, max };
    if (!sameRange(range.peek(), next)) range.value = next;
  };

  const onSelect: Hook = () => {
    const { left, width } = chart.select;
    if (applying || width <= 0) return;
    write(chart.posToVal(left, scale), chart.posToVal(left + width, scale));
  };
  const onScale: Hook = (_self, key) => {
    if (applying || key !== scale) return;
    const { min, max } = chart.scales[scale] ?? {};
    if (min == null || max == null) return;
    // Zoomed back out to all the data (uPlot's double-click): that is no range.
    const xs = chart.data[0];
    const first = xs[0];
    const last = xs[xs.length - 1];
    if (range && first != null && last != null && min <= first && max >= last) {
      if (range.peek() !== null) range.value = null;
    } else write(min, max);
  };
  const hooks: [keyof uPlot.Hooks.Defs, Hook][] = [];
  if (range && brush === 'select') hooks.push(['setSelect', onSelect]);
  if (range && brush === 'zoom') hooks.push(['setScale', onScale]);
  const registry = chart.hooks as Record<string, Hook[] | undefined>;
  for (const [name, fn] of hooks) (registry[name] ??= []).push(fn);

  const stops: (() => void)[] = [];
  if (data) {
    let first = true;
    stops.push(
      effect(() => {
        const value = data.value;
        // A chart created with this very data needs no first setData.
        if (first && value === chart.data) return void (first = false);
        first = false;
        dataDirty = true;
        schedule();
      }),
    );
  }
  if (range) {
    let first = true;
    stops.push(
      effect(() => {
        const value = range.value;
        if (first && value === null) return void (first = false);
        first = false;
        rangeDirty = true;
        schedule();
      }),
    );
  }

  return () => {
    for (const stop of stops) stop();
    stops.length = 0;
    cancel?.();
    cancel = undefined;
    for (const [name, fn] of hooks) {
      const list = registry[name];
      const at = list?.indexOf(fn) ?? -1;
      if (at >= 0) list!.splice(at, 1);
    }
  };
}
