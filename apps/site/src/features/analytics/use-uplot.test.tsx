import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { signal, type ReadonlySignal } from '@tendril/signals';
import { useChart, type ChartHandle, type CreateChart } from './use-uplot.ts';

type Observed = { callback: ResizeObserverCallback; disconnected: boolean };
let observers: Observed[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      #entry: Observed;
      constructor(callback: ResizeObserverCallback) {
        this.#entry = { callback, disconnected: false };
        observers.push(this.#entry);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        this.#entry.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function resize(width: number) {
  for (const o of observers) {
    o.callback(
      [{ contentRect: { width } } as ResizeObserverEntry],
      {} as unknown as ResizeObserver,
    );
  }
}

function Chart({
  create,
  data,
}: {
  create: CreateChart<number[]>;
  data: ReadonlySignal<number[]>;
}) {
  const ref = useChart(create, data, 200);
  return <div ref={ref} />;
}

function fakeChart() {
  const handle: ChartHandle<number[]> = {
    setData: vi.fn(),
    setSize: vi.fn(),
    destroy: vi.fn(),
  };
  const create = vi.fn<CreateChart<number[]>>(() => handle);
  return { handle, create };
}

describe('useChart', () => {
  it('creates the chart once, in its element, with the current data', () => {
    const { create, handle } = fakeChart();
    const data = signal([1, 2]);
    const { container, rerender } = render(<Chart create={create} data={data} />);
    rerender(<Chart create={create} data={data} />);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(container.firstChild, { width: 0, height: 200 }, [1, 2]);
    expect(handle.setData).not.toHaveBeenCalled();
  });

  it('calls setData each time the data signal changes', () => {
    const { create, handle } = fakeChart();
    const data = signal([1]);
    render(<Chart create={create} data={data} />);
    act(() => {
      data.value = [1, 2, 3];
    });
    expect(handle.setData).toHaveBeenCalledWith([1, 2, 3]);
    act(() => {
      data.value = [4];
    });
    expect(handle.setData).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('follows the width of its element, ignoring zero and unchanged widths', () => {
    const { create, handle } = fakeChart();
    render(<Chart create={create} data={signal([1])} />);
    resize(640);
    resize(640);
    resize(0);
    resize(320.7);
    expect(handle.setSize).toHaveBeenCalledTimes(2);
    expect(handle.setSize).toHaveBeenNthCalledWith(1, { width: 640, height: 200 });
    expect(handle.setSize).toHaveBeenNthCalledWith(2, { width: 320, height: 200 });
  });

  it('destroys the chart on unmount and stops following data and size', () => {
    const { create, handle } = fakeChart();
    const data = signal([1]);
    const { unmount } = render(<Chart create={create} data={data} />);
    unmount();
    expect(handle.destroy).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => o.disconnected)).toBe(true);
    data.value = [2];
    expect(handle.setData).not.toHaveBeenCalled();
  });
});
