import { describe, expect, it } from 'vitest';
import { effect, signal } from '@tendril/signals';
import { subscriberCount } from '@tendril/signals/devtools';
import { createMemoryHistory } from '../core/memory-history.ts';
import { subscribeToRouter } from './router-listeners.ts';
import { Router } from './routes.ts';

const makeRouter = () =>
  new Router({ routes: [{ path: '*' }], history: createMemoryHistory(['/']) });

describe('subscribeToRouter', () => {
  it('calls every listener once per navigation, and none after they unsubscribe', async () => {
    const router = makeRouter();
    const calls = [0, 0];
    const stops = [0, 1].map((i) => subscribeToRouter(router, () => calls[i]!++));
    await router.navigate('/a');
    expect(calls).toEqual([1, 1]);
    // No graph node: the links of a page add no subscriber to the router's signals.
    expect(subscriberCount(router.location)).toBe(0);
    for (const stop of stops) stop();
    await router.navigate('/b');
    expect(calls).toEqual([1, 1]);
    // A new subscriber after the last one left starts afresh.
    const again = subscribeToRouter(router, () => calls[0]!++);
    await router.navigate('/c');
    expect(calls).toEqual([2, 1]);
    again();
    router.destroy();
  });

  it('keeps calling its listeners when the first one subscribed inside an effect that re-ran', async () => {
    const router = makeRouter();
    const tick = signal(0);
    let calls = 0;
    let unsubscribe: (() => void) | undefined;
    // As a link mounted by a flushSync inside someone's effect would subscribe.
    const stopOuter = effect(() => {
      void tick.value;
      unsubscribe ??= subscribeToRouter(router, () => calls++);
    });
    tick.value = 1;
    await router.navigate('/a');
    expect(calls).toBe(1);
    stopOuter();
    await router.navigate('/b');
    expect(calls).toBe(2);
    unsubscribe!();
    router.destroy();
  });
});
