// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, type RouterHistory } from './history.ts';
import { createMemoryHistory } from './memory-history.ts';
import type { RouterLocation } from './location.ts';
import { createRouter } from './create-router.ts';
import { Router } from './router.ts';

let history: RouterHistory;

/** Resolves with the next popstate the window fires (jsdom fires them in a later task). */
const popstate = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

/** A listener whose calls can be awaited one by one. */
function recorder(h: RouterHistory) {
  const calls: [RouterLocation, number][] = [];
  let wake: (() => void) | undefined;
  h.listen((location, delta) => {
    calls.push([location, delta]);
    wake?.();
  });
  const next = () => new Promise<void>((resolve) => (wake = resolve));
  return { calls, next };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
  history = createBrowserHistory(window);
});

afterEach(() => history.destroy());

describe('createBrowserHistory', () => {
  it('reads the window location and stamps a state-less entry with a key and index', async () => {
    expect(history.location).toMatchObject({ href: '/start', index: 0, state: null });
    // After the current task: replaceState is too slow for a cold load's critical path.
    await vi.waitFor(() =>
      expect(window.history.state).toEqual({ usr: null, key: history.location.key, idx: 0 }),
    );
  });

  it('stamps the first entry before a push leaves it, so Back finds its key and index', async () => {
    history.destroy();
    window.history.replaceState(null, '', '/first');
    history = createBrowserHistory(window);
    const first = history.location;
    const { calls, next } = recorder(history);
    history.push('/second');
    history.go(-1);
    await next();
    expect(calls[0]).toEqual([
      expect.objectContaining({ href: '/first', key: first.key, index: 0 }),
      -1,
    ]);
  });

  it('keeps state already on the entry as user state', () => {
    history.destroy();
    window.history.replaceState({ scrolled: true }, '', '/kept?q=1#h');
    history = createBrowserHistory(window);
    expect(history.location).toMatchObject({
      href: '/kept?q=1#h',
      search: '?q=1',
      hash: '#h',
      state: { scrolled: true },
    });
  });

  it('push writes the URL and stores key, index and state in history.state', () => {
    const { calls } = recorder(history);
    history.push('/a?x=1#y', { n: 1 });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/a?x=1#y',
    );
    expect(history.location).toMatchObject({ href: '/a?x=1#y', state: { n: 1 }, index: 1 });
    expect(window.history.state).toEqual({ usr: { n: 1 }, key: history.location.key, idx: 1 });
    expect(calls).toEqual([]);
  });

  it('replace keeps the index and gives the entry a new key', () => {
    history.push('/a');
    const key = history.location.key;
    history.replace('/b', 's');
    expect(history.location).toMatchObject({ href: '/b', index: 1, state: 's' });
    expect(history.location.key).not.toBe(key);
    expect(window.location.pathname).toBe('/b');
  });

  it('reports back and forward to listeners with how far they moved', async () => {
    const { calls, next } = recorder(history);
    history.push('/a');
    history.push('/b');
    history.go(-1);
    await next();
    const keyA = calls[0]![0].key;
    expect(calls[0]![0]).toMatchObject({ href: '/a', index: 1 });
    expect(calls[0]![1]).toBe(-1);
    history.go(-1);
    await next();
    expect(calls[1]![0]).toMatchObject({ href: '/start', index: 0 });
    expect(calls[1]![1]).toBe(-1);
    history.go(2);
    await next();
    expect(calls[2]![0]).toMatchObject({ href: '/b', index: 2 });
    expect(calls[2]![1]).toBe(2);
    expect(history.location.href).toBe('/b');
    expect(keyA).not.toBe(history.location.key);
  });

  it('revert moves without telling listeners, and later pops are reported again', async () => {
    const { calls, next } = recorder(history);
    history.push('/a');
    history.push('/b');
    history.go(-2);
    await next();
    history.revert(-2);
    await popstate();
    expect(history.location.href).toBe('/b');
    expect(calls).toHaveLength(1);
    history.go(-1);
    await next();
    expect(calls[1]![0].href).toBe('/a');
  });

  it('revert(0) is a no-op that does not swallow the next pop', async () => {
    const { calls, next } = recorder(history);
    history.push('/a');
    history.revert(0);
    history.go(-1);
    const reported = next();
    await popstate();
    await Promise.race([reported, new Promise((r) => setTimeout(r, 50))]);
    expect(calls.map(([l, d]) => [l.href, d])).toEqual([['/start', -1]]);
  });

  it('keys and indexes survive a reload (a new history on the same window)', () => {
    history.push('/a');
    const { key, index } = history.location;
    history.destroy();
    history = createBrowserHistory(window);
    expect(history.location).toMatchObject({ href: '/a', key, index });
  });

  it('counts a fragment navigation (a plain #link) as the entry after the current one', async () => {
    const { calls, next } = recorder(history);
    history.push('/doc');
    history.push('/doc/2');
    window.location.hash = '#part';
    await next();
    expect(calls[0]![0]).toMatchObject({ href: '/doc/2#part', index: 3 });
    expect(calls[0]![1]).toBe(1);
    history.go(-1);
    await next();
    expect(calls[1]![0]).toMatchObject({ href: '/doc/2', index: 2 });
    expect(calls[1]![1]).toBe(-1);
  });

  it('stops listening to popstate after destroy', async () => {
    const listener = vi.fn();
    history.listen(listener);
    history.push('/a');
    history.destroy();
    history.go(-1);
    await popstate();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a router on the browser history', () => {
  const windowHref = () => window.location.pathname + window.location.search + window.location.hash;

  it('writes pushes to the window and follows back and forward', async () => {
    const router = createRouter({
      routes: [{ path: '/start' }, { path: '/a' }, { path: '/b/:id' }],
      history,
      log: vi.fn(),
    });
    await router.navigate('/a?q=1');
    await router.navigate('/b/2#top');
    expect(windowHref()).toBe('/b/2#top');
    expect(window.history.state).toMatchObject({ idx: 2, key: router.location.value?.key });
    router.back();
    await popstate();
    expect(router.location.value?.href).toBe('/a?q=1');
    expect(router.match.value?.pathname).toBe('/a');
    router.forward();
    await popstate();
    expect(router.match.value?.params).toEqual({ id: '2' });
    router.destroy();
  });

  it('undoes a refused back in the window too', async () => {
    const router = createRouter({
      routes: [{ path: '/start' }, { path: '/editor', canDeactivate: async () => false }],
      history,
      log: vi.fn(),
    });
    await router.navigate('/editor');
    router.back();
    await popstate(); // the back
    await popstate(); // the silent return
    expect(windowHref()).toBe('/editor');
    expect(router.location.value?.href).toBe('/editor');
    expect(history.location).toMatchObject({ href: '/editor', index: 1 });
    router.destroy();
  });
});

describe('router.destroy', () => {
  it('destroys a history it created, not one passed in', () => {
    const passed = createMemoryHistory(['/']);
    const destroyPassed = vi.spyOn(passed, 'destroy');
    new Router({ routes: [], history: passed }).destroy();
    expect(destroyPassed).not.toHaveBeenCalled();

    const removed = vi.spyOn(window, 'removeEventListener');
    const own = new Router({ routes: [] });
    const destroyOwn = vi.spyOn(own.history, 'destroy');
    own.destroy();
    expect(destroyOwn).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith('popstate', expect.any(Function));
    removed.mockRestore();
  });
});
