import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FIRST_SCREEN_QUIET_MS } from './after-first-screen.ts';

/** A window whose load event and finished requests the test decides. */
function fakeWindow(loaded: boolean, observes = true) {
  const loadListeners = new Set<() => void>();
  const observers: { callback: () => void; live: boolean }[] = [];
  class Observer {
    static supportedEntryTypes = observes ? ['resource'] : [];
    entry: { callback: () => void; live: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, live: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.live = true;
    }
    disconnect() {
      this.entry.live = false;
    }
  }
  const win = {
    document: { readyState: loaded ? 'complete' : 'loading' },
    PerformanceObserver: Observer,
    addEventListener: (type: string, fn: () => void) => type === 'load' && loadListeners.add(fn),
    removeEventListener: (type: string, fn: () => void) => loadListeners.delete(fn),
  };
  return {
    window: win as unknown as Window,
    load: () => loadListeners.forEach((fn) => fn()),
    requestFinished: () => observers.filter((o) => o.live).forEach((o) => o.callback()),
    observing: () => observers.some((o) => o.live),
  };
}

describe('afterFirstScreen', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('runs once the page has loaded and no request has finished for the quiet period', () => {
    const page = fakeWindow(false);
    const start = vi.fn();
    afterFirstScreen(start, { window: page.window });
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    page.load();
    vi.advanceTimersByTime(FIRST_SCREEN_QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(false);
  });

  it('waits again after every request that finishes', () => {
    const page = fakeWindow(true);
    const start = vi.fn();
    afterFirstScreen(start, { window: page.window, quietMs: 300 });
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(250);
      page.requestFinished();
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting 10 s after load however busy the network stays', () => {
    const page = fakeWindow(true);
    const start = vi.fn();
    afterFirstScreen(start, { window: page.window, quietMs: 300 });
    for (let t = 0; t < 9_900; t += 100) {
      vi.advanceTimersByTime(100);
      page.requestFinished();
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits the quiet period after load where the browser observes no requests', () => {
    const page = fakeWindow(true, false);
    const start = vi.fn();
    afterFirstScreen(start, { window: page.window, quietMs: 200 });
    vi.advanceTimersByTime(200);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled after load, and stops observing', () => {
    const page = fakeWindow(true);
    const start = vi.fn();
    const cancel = afterFirstScreen(start, { window: page.window });
    expect(page.observing()).toBe(true);
    cancel();
    expect(page.observing()).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(start).not.toHaveBeenCalled();
  });

  it('does nothing where there is no window (a server render)', () => {
    const start = vi.fn();
    afterFirstScreen(start, { window: undefined })();
    vi.advanceTimersByTime(20_000);
    expect(start).not.toHaveBeenCalled();
  });

  it('never runs once cancelled', () => {
    const page = fakeWindow(false);
    const start = vi.fn();
    const cancel = afterFirstScreen(start, { window: page.window });
    cancel();
    page.load();
    vi.advanceTimersByTime(20_000);
    expect(start).not.toHaveBeenCalled();
  });
});
