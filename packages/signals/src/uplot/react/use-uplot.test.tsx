import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import { signal, type ReadonlySignal, type Signal } from '../../index.ts';
import type { ScaleRange } from '../index.ts';
import { useUPlot, type UPlotConstructor } from './index.ts';

type Made = {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  setData: ReturnType<typeof vi.fn>;
  setScale: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  hooks: Record<string, unknown[]>;
};
let made: Made[] = [];

// A stand-in constructor with what the binding touches; records each chart it makes.
const FakeUPlot = function (
  this: Made,
  options: uPlot.Options,
  data: uPlot.AlignedData,
  target: HTMLElement,
) {
  Object.assign(this, {
    options,
    data,
    target,
    scales: { x: {} },
    select: { left: 0, top: 0, width: 0, height: 0 },
    hooks: {},
    bbox: { height: 0 },
    batch: (fn: () => void) => fn(),
    setData: vi.fn(),
    setScale: vi.fn(),
    setSelect: vi.fn(),
    setSize: vi.fn(),
    destroy: vi.fn(),
    posToVal: (v: number) => v,
    valToPos: (v: number) => v,
  });
  made.push(this);
} as unknown as UPlotConstructor;

function Chart(props: {
  data: ReadonlySignal<uPlot.AlignedData>;
  range?: Signal<ScaleRange | null>;
}) {
  const ref = useUPlot(FakeUPlot, { series: [{}, {}] }, { ...props, height: 120 });
  return <div ref={ref} data-testid="chart" />;
}

beforeEach(() => {
  made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUPlot', () => {
  it('creates one chart in its element with the current data and the height', () => {
    const data = signal<uPlot.AlignedData>([[1], [2]]);
    const { getByTestId, rerender } = render(<Chart data={data} />);
    rerender(<Chart data={data} />);
    expect(made).toHaveLength(1);
    expect(made[0]!.target).toBe(getByTestId('chart'));
    expect(made[0]!.data).toBe(data.value);
    expect(made[0]!.options).toMatchObject({ series: [{}, {}], height: 120, width: 0 });
  });

  it('passes data changes on once per frame, and follows the shared range', () => {
    const data = signal<uPlot.AlignedData>([[1], [2]]);
    const range = signal<ScaleRange | null>(null);
    render(<Chart data={data} range={range} />);
    act(() => {
      data.value = [
        [1, 2],
        [2, 3],
      ];
      data.value = [
        [1, 2, 3],
        [2, 3, 4],
      ];
      range.value = { min: 1, max: 2 };
      vi.advanceTimersToNextFrame();
    });
    expect(made[0]!.setData).toHaveBeenCalledTimes(1);
    expect(made[0]!.setData).toHaveBeenCalledWith(
      [
        [1, 2, 3],
        [2, 3, 4],
      ],
      true,
    );
    expect(made[0]!.setScale).toHaveBeenCalledWith('x', { min: 1, max: 2 });
  });

  it('destroys the chart on unmount and stops following', () => {
    const data = signal<uPlot.AlignedData>([[1], [2]]);
    const { unmount } = render(<Chart data={data} />);
    unmount();
    expect(made[0]!.destroy).toHaveBeenCalledTimes(1);
    data.value = [[5], [5]];
    vi.advanceTimersToNextFrame();
    expect(made[0]!.setData).not.toHaveBeenCalled();
  });
});
