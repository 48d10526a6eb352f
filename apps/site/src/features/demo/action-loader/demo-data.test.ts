import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActionLoaderDemo, type DemoUser } from './demo-data.ts';

describe('the action-loader demo', () => {
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    vi.useFakeTimers();
    const updated: DemoUser[] = [];
    const demo = createActionLoaderDemo({ latencyMs: 100, onUserUpdated: (u) => updated.push(u) });
    const stop = demo.start();
    return { demo, stop, updated, user: () => demo.data.loaderState(demo.loaders.user).peek() };
  };

  it('loads the selected user, and again when the selection changes', async () => {
    const { demo, stop, user } = setup();
    expect(user().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    expect(user()).toMatchObject({ status: 'success', data: { id: 1, name: 'Ada Lovelace' } });
    demo.selectedUser.value = 3;
    expect(user().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    expect(user().data?.name).toBe('Grace Hopper');
    stop();
  });

  it('serves a loader result from the cache for 1000 ms only', async () => {
    const { demo, stop, user } = setup();
    await vi.advanceTimersByTimeAsync(100);
    demo.selectedUser.value = 2;
    await vi.advanceTimersByTimeAsync(100);
    demo.selectedUser.value = 1; // 200 ms after user 1 was stored: fresh
    expect(user()).toMatchObject({ status: 'success', data: { id: 1 } });
    await vi.advanceTimersByTimeAsync(1000);
    demo.selectedUser.value = 2;
    await vi.advanceTimersByTimeAsync(100);
    demo.selectedUser.value = 1; // past 1000 ms: loaded again
    expect(user().status).toBe('loading');
    stop();
  });

  it('runs user.refreshWithChannel from its channel and notifies', async () => {
    const { demo, stop, updated } = setup();
    await vi.advanceTimersByTimeAsync(100);
    demo.refreshUser();
    expect(demo.data.actionState(demo.actions.refreshUser).peek().status).toBe('executing');
    await vi.advanceTimersByTimeAsync(100);
    expect(demo.data.actionState(demo.actions.refreshUser).peek().status).toBe('success');
    expect(updated.map((u) => u.id)).toEqual([1]);
    expect(
      demo.channels
        .channel('user.events')
        .history.peek()
        .map((m) => m.data),
    ).toEqual([{ type: 'notice', text: 'Ada Lovelace refreshed' }]);
    stop();
  });

  it('runs analytics.refreshWithBroadcast and broadcasts to every channel', async () => {
    const { demo, stop } = setup();
    demo.timeRange.value = '7d';
    demo.refreshAnalytics();
    await vi.advanceTimersByTimeAsync(100);
    expect(demo.data.loaderState(demo.loaders.analytics).peek()).toMatchObject({
      status: 'success',
      data: { timeRange: '7d' },
    });
    expect(demo.channels.channel('user.events').history.peek().at(-1)?.channel).toBe('*');
    stop();
  });

  it('goes valid → invalidated at once → refreshed after 1 s', async () => {
    const { demo, stop } = setup();
    await vi.advanceTimersByTimeAsync(100);
    expect(demo.cacheState.peek()).toBe('valid');
    demo.invalidate();
    expect(demo.cacheState.peek()).toBe('invalidated');
    expect(demo.data.cache.size.peek()).toBe(1); // only the analytics result is left
    await vi.advanceTimersByTimeAsync(999);
    expect(demo.cacheState.peek()).toBe('invalidated');
    await vi.advanceTimersByTimeAsync(101);
    expect(demo.cacheState.peek()).toBe('refreshed');
    stop();
  });

  it('composes waits of 300, 400 and 200 ms, keeping the last 4 history lines', async () => {
    const { demo, stop } = setup();
    demo.runComposition();
    expect(demo.history.peek()).toEqual(['Run 1 started']);
    await vi.advanceTimersByTimeAsync(300);
    expect(demo.history.peek().at(-1)).toBe('Waited 300 ms');
    await vi.advanceTimersByTimeAsync(400);
    expect(demo.history.peek().at(-1)).toBe('Waited 400 ms');
    await vi.advanceTimersByTimeAsync(200);
    expect(demo.history.peek()).toEqual([
      'Waited 300 ms',
      'Waited 400 ms',
      'Waited 200 ms',
      'Done in 900 ms',
    ]);
    stop();
  });

  it('leaves nothing running once stopped', async () => {
    const { demo, stop } = setup();
    demo.invalidate();
    demo.runComposition();
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(demo.history.peek().at(-1)).toBe('Run cancelled');
  });
});
