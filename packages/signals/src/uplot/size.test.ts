// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followWidth } from './size.ts';

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

const resize = (width: number) =>
  observers.forEach((o) =>
    o.callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver),
  );

describe('followWidth', () => {
  it('sets the chart to whole-pixel widths, ignoring zero and unchanged widths, until stopped', () => {
    const chart = { setSize: vi.fn() };
    const stop = followWidth(chart, document.createElement('div'), 200);
    resize(640);
    resize(640);
    resize(0);
    resize(320.7);
    expect(chart.setSize.mock.calls).toEqual([
      [{ width: 640, height: 200 }],
      [{ width: 320, height: 200 }],
    ]);
    stop();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });
});
