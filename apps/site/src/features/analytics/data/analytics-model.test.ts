import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@tendril/signals';
import { createBus } from '@tendril/signals/bus';
import { createAnalyticsModel } from './analytics-model.ts';
import { loadAnalytics } from './load-analytics.ts';
import type { Range } from './mock-analytics.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(failFirst = false) {
  const range = signal<Range>('7d');
  const bus = createBus();
  const load = vi.fn(loadAnalytics);
  let clock = 1000;
  const model = createAnalyticsModel({
    range,
    bus,
    refreshOn: 'user.updated',
    failFirst,
    load: (r, options) => load(r, { ...options, random: () => 0 }),
    now: () => clock++,
  });
  return { range, bus, load, model };
}

describe('createAnalyticsModel', () => {
  it('loads the range, then reloads when the range changes', async () => {
    const { range, model } = setup();
    const stop = model.start();
    expect(model.state.value.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(300);
    expect(model.state.value).toMatchObject({ status: 'success', data: { range: '7d' } });
    expect(model.lastRefresh.value).toMatchObject({ reason: 'initial', count: 1 });

    range.value = '30d';
    // A new range shows no figures of the old one while it loads.
    expect(model.state.value).toEqual({ status: 'loading', data: undefined });
    await vi.advanceTimersByTimeAsync(300);
    expect(model.state.value).toMatchObject({ status: 'success', data: { range: '30d' } });
    expect(model.lastRefresh.value).toMatchObject({ reason: 'range', count: 2 });
    stop();
  });

  it('refreshes when user.updated is published, keeping the figures meanwhile', async () => {
    const { bus, load, model } = setup();
    const stop = model.start();
    await vi.advanceTimersByTimeAsync(300);
    const before = model.state.value;

    bus.publish('user.updated', { userId: 1 });
    expect(model.state.value).toMatchObject({ status: 'loading', data: { range: '7d' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(load).toHaveBeenLastCalledWith('7d', expect.objectContaining({ revision: 1 }));
    expect(model.state.value).not.toEqual(before);
    expect(model.lastRefresh.value).toMatchObject({ reason: 'event', count: 2, at: 1001 });

    bus.publish('user.created', {});
    await vi.advanceTimersByTimeAsync(600);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('fails the first load when asked, and Try Again recovers', async () => {
    const { model } = setup(true);
    const stop = model.start();
    await vi.advanceTimersByTimeAsync(300);
    expect(model.state.value).toEqual({
      status: 'error',
      message: 'Analytics service unavailable',
    });
    expect(model.lastRefresh.value).toBeNull();

    model.retry();
    expect(model.state.value.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(300);
    expect(model.state.value.status).toBe('success');
    expect(model.lastRefresh.value).toMatchObject({ reason: 'retry', count: 1 });
    stop();
  });

  it('cancels a superseded load', async () => {
    const { range, model } = setup();
    const stop = model.start();
    await vi.advanceTimersByTimeAsync(100);
    range.value = '90d';
    await vi.advanceTimersByTimeAsync(300);
    expect(model.state.value).toMatchObject({ status: 'success', data: { range: '90d' } });
    expect(model.lastRefresh.value?.count).toBe(1);
    stop();
  });

  it('leaves nothing running once stopped: no timer, no subscription', async () => {
    const { bus, load, model } = setup();
    const stop = model.start();
    expect(bus.stats.subscriptions.value).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    bus.publish('user.updated', {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(bus.stats.subscriptions.value).toBe(0);
  });
});
