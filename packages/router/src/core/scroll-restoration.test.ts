// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';
import { createRouter } from './create-router.ts';
import type { Router } from './router.ts';
import { attachScrollRestoration, ScrollStore } from './scroll.ts';
import type { Route } from './types.ts';

const routes: Route[] = [
  { path: '/list' },
  { path: '/item/:id' },
  { path: '/doc' },
  { path: '/quick/:id', portal: true },
];

/** The window's scroll position, moved only by scrollTo, up to a page height. */
const page = { x: 0, y: 0, height: 10_000, reads: 0 };
let scrollTo: ReturnType<typeof vi.fn<(x: number, y: number) => void>>;
let router: Router;
let store: ScrollStore;
let detach: () => void;

/** The user scrolls to `y`: the browser moves the page and fires `scroll`. */
function scrollBy(y: number) {
  page.y = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(page, { x: 0, y: 0, height: 10_000, reads: 0 });
  Object.defineProperty(window, 'scrollX', {
    configurable: true,
    get: () => (page.reads++, page.x),
  });
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => (page.reads++, page.y),
  });
  scrollTo = vi.fn((x: number, y: number) => {
    page.x = x;
    page.y = Math.min(y, page.height);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  router = createRouter({
    routes,
    history: createMemoryHistory(['/list']),
    loaderDelayMs: 0,
    log: vi.fn(),
  });
  store = new ScrollStore({ storage: null });
  detach = attachScrollRestoration(router, window, { store });
});

afterEach(() => {
  detach();
  router.destroy();
  vi.useRealTimers();
});

describe('attachScrollRestoration', () => {
  it('saves the position when a navigation starts, and a new page starts at the top', async () => {
    const key = router.location.value?.key ?? '';
    scrollBy(500);
    await router.navigate('/item/1');
    expect(store.get(key)).toMatchObject({ x: 0, y: 500 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(page.y).toBe(0);
  });

  it('reads no scroll position (a forced layout) as a navigation starts and commits', async () => {
    scrollBy(500);
    page.reads = 0;
    await router.navigate('/item/1');
    await router.navigate('/list');
    expect(page.reads).toBe(0);
    expect(page.y).toBe(0);
  });

  it('restores the saved position 100 ms after back and forward, and a push then goes to the top', async () => {
    scrollBy(500);
    await router.navigate('/item/1');
    scrollBy(200);
    scrollTo.mockClear();
    router.back();
    await vi.advanceTimersByTimeAsync(99);
    expect(scrollTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
    expect(page.y).toBe(500);
    router.forward();
    await vi.advanceTimersByTimeAsync(100);
    expect(page.y).toBe(200);
    // A push right after a restore (no scroll event yet) still goes to the top.
    scrollTo.mockClear();
    await router.navigate('/doc');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(page.y).toBe(0);
  });

  it('restores each history entry’s own position, even for the same URL', async () => {
    scrollBy(800);
    await router.navigate('/item/1');
    await router.navigate('/list');
    scrollBy(50);
    await router.navigate('/item/2');
    router.back();
    await vi.advanceTimersByTimeAsync(100);
    expect(page.y).toBe(50);
    router.back();
    router.back();
    await vi.advanceTimersByTimeAsync(100);
    expect(router.location.value?.index).toBe(0);
    expect(page.y).toBe(800);
  });

  it('keeps trying while the page is still too short, then stops', async () => {
    scrollBy(3000);
    await router.navigate('/item/1');
    page.height = 1000;
    router.back();
    await vi.advanceTimersByTimeAsync(100);
    expect(page.y).toBe(1000);
    await vi.advanceTimersByTimeAsync(100);
    page.height = 10_000; // the data arrived
    await vi.advanceTimersByTimeAsync(50);
    expect(page.y).toBe(3000);
    const calls = scrollTo.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('keeps trying for up to 3 s, and stops as soon as the user scrolls', async () => {
    scrollBy(3000);
    await router.navigate('/item/1');
    page.height = 1000;
    router.back();
    await vi.advanceTimersByTimeAsync(2500);
    expect(page.y).toBe(1000);
    page.height = 10_000; // a slow lazy page arrived after 2.5 s
    await vi.advanceTimersByTimeAsync(50);
    expect(page.y).toBe(3000);

    await router.navigate('/doc');
    page.height = 500;
    router.back();
    await vi.advanceTimersByTimeAsync(200);
    window.dispatchEvent(new Event('wheel'));
    const calls = scrollTo.mock.calls.length;
    page.height = 10_000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('goes to the top on a pop to an entry with nothing saved', async () => {
    await router.navigate('/item/1');
    store = new ScrollStore({ storage: null });
    detach();
    detach = attachScrollRestoration(router, window, { store });
    scrollBy(300);
    router.back();
    expect(page.y).toBe(0);
  });

  it('leaves the page alone when a modal opens or closes', async () => {
    const key = router.location.value?.key ?? '';
    scrollBy(700);
    await router.navigate('/quick/1');
    scrollBy(20); // the modal's own scrolling is not the page's
    expect(store.get(key)?.y).toBe(700);
    router.back();
    await vi.advanceTimersByTimeAsync(500);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(store.get(key)?.y).toBe(700);
  });

  it('scrolls a new navigation with a hash to its target instead of the top', async () => {
    const target = document.createElement('h2');
    target.id = 'part two';
    // The browser moves the page; its scroll event comes a frame later.
    target.scrollIntoView = vi.fn(() => void (page.y = 800));
    document.body.append(target);
    scrollBy(100);
    await router.navigate('/doc#part%20two');
    expect(scrollTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(target.scrollIntoView).toHaveBeenCalled();
    // Leaving before that event: the target's position is the one saved, and the next page
    // starts at the top.
    const doc = router.location.value?.key ?? '';
    await router.navigate('/item/1');
    expect(store.get(doc)?.y).toBe(800);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    target.remove();
  });

  it('saves the position shortly after the user scrolls', async () => {
    const key = router.location.value?.key ?? '';
    scrollBy(120);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(99);
    expect(store.get(key)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(key)?.y).toBe(120);
  });

  it('restores the position of the entry on screen after a reload', async () => {
    scrollBy(600);
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(100);
    detach();
    router.destroy();
    page.y = 0;
    // A reload: a new router on the same history entry (its key survives), attached after
    // its first commit, as RouterProvider does.
    router = createRouter({ routes, history: router.history, loaderDelayMs: 0, log: vi.fn() });
    detach = attachScrollRestoration(router, window, { store });
    await vi.advanceTimersByTimeAsync(100);
    expect(page.y).toBe(600);
  });

  it('writes the positions to storage when the page is hidden or unloaded', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: items.set.bind(items),
    };
    detach();
    detach = attachScrollRestoration(router, window, { store: new ScrollStore({ storage }) });
    scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(items.get('tendril-scroll')).toContain('"y":300');
    scrollBy(450);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
    expect(items.get('tendril-scroll')).toContain('"y":450');
  });

  it('does not throw on a malformed #hash', async () => {
    await expect(router.navigate('/doc#%E0%A4%A')).resolves.toBe('committed');
    await vi.advanceTimersByTimeAsync(0);
    expect(router.location.value?.hash).toBe('#%E0%A4%A');
  });

  it('turns off the browser’s own restoration where it exists', () => {
    detach();
    Object.defineProperty(window.history, 'scrollRestoration', {
      configurable: true,
      writable: true,
      value: 'auto',
    });
    detach = attachScrollRestoration(router, window, { store });
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('does nothing once detached', async () => {
    scrollBy(400);
    detach();
    await router.navigate('/item/1');
    router.back();
    await vi.advanceTimersByTimeAsync(500);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(store.size).toBe(0);
  });
});
