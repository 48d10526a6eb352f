// @vitest-environment jsdom
// jsdom for requestAnimationFrame, which the fake timers replace with a frame every 16 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import { signal } from '../index.ts';
import { bindChart, type BindableChart, type ScaleRange } from './bind.ts';

type Fn = (self: uPlot, key: string) => void;

/**
 * A stand-in for uPlot with the members the binding uses: x positions map to values
 * one to one, setData ranges x to the data, and hooks fire as uPlot fires them.
 */
function fakeChart(initial: uPlot.AlignedData = [[], []]) {
  const hooks: Record<string, Fn[] | undefined> = {};
  const fire = (name: string, key = '') =>
    hooks[name]?.forEach((fn) => fn(chart as unknown as uPlot, key));
  const chart = {
    data: initial,
    scales: { x: { min: 0, max: 0 } } as Record<string, { min: number; max: number }>,
    select: { left: 0, top: 0, width: 0, height: 0 },
    hooks,
    bbox: { left: 0, top: 0, width: 100, height: 50 },
    batch: vi.fn((fn: (self: unknown) => void) => fn(chart)),
    setData: vi.fn((data: uPlot.AlignedData) => {
      chart.data = data;
      const xs = data[0];
      chart.scales.x = { min: xs[0] ?? 0, max: xs[xs.length - 1] ?? 0 };
      fire('setScale', 'x');
    }),
    setScale: vi.fn((key: string, limits: { min: number; max: number }) => {
      chart.scales[key] = limits;
      fire('setScale', key);
    }),
    setSelect: vi.fn((opts: typeof chart.select, fireHook = true) => {
      chart.select = opts;
      if (fireHook) fire('setSelect');
    }),
    posToVal: (pos: number) => pos,
    valToPos: (val: number) => val,
    /** What uPlot does when the user drags across the plot. */
    drag(left: number, width: number) {
      chart.setSelect({ left, top: 0, width, height: 50 });
    },
  };
  return chart;
}

const bindable = (chart: ReturnType<typeof fakeChart>) => chart as unknown as BindableChart;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('devicePixelRatio', 1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('bindChart data', () => {
  it('applies only the latest value, once, on the next frame', () => {
    const chart = fakeChart();
    const data = signal<uPlot.AlignedData>([[0], [0]]);
    bindChart(bindable(chart), { data });
    vi.advanceTimersToNextFrame();
    chart.setData.mockClear();
    for (let i = 1; i <= 5; i++) data.value = [[i], [i * 10]];
    expect(chart.setData).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(chart.setData).toHaveBeenCalledTimes(1);
    expect(chart.setData).toHaveBeenCalledWith([[5], [50]], true);
    vi.advanceTimersToNextFrame();
    expect(chart.setData).toHaveBeenCalledTimes(1);
  });

  it('skips the first setData when the chart was created with that data', () => {
    const initial: uPlot.AlignedData = [[1], [2]];
    const chart = fakeChart(initial);
    bindChart(bindable(chart), { data: signal(initial) });
    vi.advanceTimersToNextFrame();
    expect(chart.setData).not.toHaveBeenCalled();
  });

  it('keeps to one draw per frame under 120 updates a second, ending on the last update', () => {
    const chart = fakeChart();
    const data = signal<uPlot.AlignedData>([[0], [0]]);
    bindChart(bindable(chart), { data });
    let n = 0;
    const timer = setInterval(() => (data.value = [[++n], [n]]), 1000 / 120);
    vi.advanceTimersByTime(1000);
    clearInterval(timer);
    vi.advanceTimersToNextFrame();
    const frames = Math.ceil(1000 / 16) + 1;
    expect(n).toBeGreaterThanOrEqual(119);
    expect(chart.setData.mock.calls.length).toBeLessThanOrEqual(frames);
    expect(chart.setData.mock.calls.length).toBeGreaterThan(frames / 2);
    expect(chart.data).toEqual([[n], [n]]);
  });
});

describe('bindChart shared range', () => {
  function brushAndFollower() {
    const range = signal<ScaleRange | null>(null);
    const data = signal<uPlot.AlignedData>([
      [0, 50, 100],
      [1, 2, 3],
    ]);
    const overview = fakeChart();
    const detail = fakeChart();
    const stops = [
      bindChart(bindable(overview), { data, range, brush: 'select' }),
      bindChart(bindable(detail), { data, range }),
    ];
    vi.advanceTimersToNextFrame();
    return { range, data, overview, detail, stops };
  }

  it('a brush writes the dragged extent, in data units, into the range', () => {
    const { range, overview } = brushAndFollower();
    overview.drag(20, 30);
    expect(range.value).toEqual({ min: 20, max: 50 });
  });

  it('followers set their x scale to the range on the next frame; the brush keeps its scale', () => {
    const { overview, detail } = brushAndFollower();
    overview.setScale.mockClear();
    overview.drag(20, 30);
    expect(detail.scales.x).toEqual({ min: 0, max: 100 });
    vi.advanceTimersToNextFrame();
    expect(detail.setScale).toHaveBeenLastCalledWith('x', { min: 20, max: 50 });
    expect(detail.scales.x).toEqual({ min: 20, max: 50 });
    expect(overview.setScale).not.toHaveBeenCalled();
    expect(overview.scales.x).toEqual({ min: 0, max: 100 });
  });

  it('a range written elsewhere shows as the brush selection, without firing its hook', () => {
    const { range, overview } = brushAndFollower();
    range.value = { min: 10, max: 40 };
    vi.advanceTimersToNextFrame();
    expect(overview.setSelect).toHaveBeenLastCalledWith(
      { left: 10, top: 0, width: 30, height: 50 },
      false,
    );
    range.value = null;
    vi.advanceTimersToNextFrame();
    expect(overview.select.width).toBe(0);
  });

  it('new data keeps a follower on the range; clearing the range shows all the data', () => {
    const { range, data, overview, detail } = brushAndFollower();
    overview.drag(20, 30);
    vi.advanceTimersToNextFrame();
    data.value = [
      [0, 50, 100, 150],
      [1, 2, 3, 4],
    ];
    vi.advanceTimersToNextFrame();
    expect(detail.data[0]).toHaveLength(4);
    expect(detail.scales.x).toEqual({ min: 20, max: 50 });
    range.value = null;
    vi.advanceTimersToNextFrame();
    expect(detail.scales.x).toEqual({ min: 0, max: 150 });
  });

  it('a zooming chart writes its new x scale, but not the scales the binding sets', () => {
    const range = signal<ScaleRange | null>(null);
    const data = signal<uPlot.AlignedData>([
      [0, 100],
      [1, 2],
    ]);
    const chart = fakeChart();
    bindChart(bindable(chart), { data, range, brush: 'zoom' });
    vi.advanceTimersToNextFrame();
    expect(range.value).toBeNull();
    chart.setScale('x', { min: 30, max: 60 }); // what uPlot does at the end of a zoom drag
    expect(range.value).toEqual({ min: 30, max: 60 });
    data.value = [
      [0, 200],
      [1, 2],
    ];
    vi.advanceTimersToNextFrame();
    expect(range.value).toEqual({ min: 30, max: 60 });
    expect(chart.scales.x).toEqual({ min: 30, max: 60 });
  });

  it('a zooming chart back out to all its data clears the range', () => {
    const range = signal<ScaleRange | null>({ min: 30, max: 60 });
    const data = signal<uPlot.AlignedData>([
      [0, 100],
      [1, 2],
    ]);
    const chart = fakeChart();
    bindChart(bindable(chart), { data, range, brush: 'zoom' });
    vi.advanceTimersToNextFrame();
    chart.setScale('x', { min: 0, max: 100 }); // uPlot's double-click: all the data
    expect(range.value).toBeNull();
  });

  it('ignores a drag of no width', () => {
    const { range, overview } = brushAndFollower();
    overview.drag(20, 0);
    expect(range.value).toBeNull();
  });
});

describe('bindChart dispose', () => {
  it('detaches: no more setData or setScale, a pending frame is dropped, hooks are removed', () => {
    const range = signal<ScaleRange | null>(null);
    const data = signal<uPlot.AlignedData>([[0], [0]]);
    const overview = fakeChart();
    const detail = fakeChart();
    const stopOverview = bindChart(bindable(overview), { data, range, brush: 'select' });
    const stopDetail = bindChart(bindable(detail), { data, range });
    vi.advanceTimersToNextFrame();
    detail.setData.mockClear();
    data.value = [[1], [1]];
    stopDetail();
    range.value = { min: 0, max: 1 };
    vi.advanceTimersToNextFrame();
    expect(detail.setData).not.toHaveBeenCalled();
    expect(detail.setScale).not.toHaveBeenCalled();

    stopOverview();
    expect(overview.hooks.setSelect).toEqual([]);
    overview.drag(5, 5);
    expect(range.value).toEqual({ min: 0, max: 1 });
  });
});
