import { effectScope } from '@tendril/signals';
import { describe, expect, it, vi } from 'vitest';
import { easeInOutCubic } from './easing.ts';
import { scrollTarget, scrollToAnimated, type ScrollWindow } from './scroll.ts';
import { fakeFrames } from './test-animation.ts';

/** A window with a scroll position, elements by id (each at a document y) and driven frames. */
function fakeWindow(scrollY = 0, elements: Record<string, number> = {}) {
  const frames = fakeFrames();
  const win = {
    scrollY,
    scrollTo: vi.fn((_x: number, y: number) => {
      win.scrollY = y;
    }),
    requestAnimationFrame: frames.request,
    cancelAnimationFrame: frames.cancel,
    document: {
      getElementById: (id: string) =>
        id in elements
          ? ({
              getBoundingClientRect: () => ({ top: elements[id]! - win.scrollY }),
            } as Element)
          : null,
    },
  };
  return { win: win as typeof win & ScrollWindow, frames };
}

describe('scrollToAnimated', () => {
  it('scrolls back to top over 300 ms with cubic easing', async () => {
    const { win, frames } = fakeWindow(1000);
    const scroll = scrollToAnimated(0, { window: win, reducedMotion: false });
    frames.flush(0); // the first frame fixes the start time
    expect(win.scrollY).toBe(1000);
    frames.flush(75);
    expect(win.scrollY).toBeCloseTo(1000 - 1000 * easeInOutCubic(0.25));
    frames.flush(75);
    expect(win.scrollY).toBe(500);
    frames.flush(150);
    expect(win.scrollY).toBe(0);
    expect(await scroll.finished).toBe(true);
    expect(frames.pending).toBe(0);
  });

  it('scrolls to the element a #hash names, less the offset', async () => {
    const { win, frames } = fakeWindow(100, { 'comment 7': 900 });
    const scroll = scrollToAnimated('#comment%207', {
      window: win,
      offset: 60,
      reducedMotion: false,
    });
    frames.flush(0);
    frames.flush(300);
    expect(win.scrollY).toBe(840);
    expect(await scroll.finished).toBe(true);
  });

  it('does nothing for a hash that names no element', async () => {
    const { win, frames } = fakeWindow(100);
    const scroll = scrollToAnimated('#missing', { window: win, reducedMotion: false });
    expect(await scroll.finished).toBe(false);
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(frames.pending).toBe(0);
  });

  it('jumps at once for reduced motion', async () => {
    const { win, frames } = fakeWindow(800);
    const scroll = scrollToAnimated('#top', { window: win, reducedMotion: true });
    expect(win.scrollY).toBe(0);
    expect(frames.pending).toBe(0);
    expect(await scroll.finished).toBe(true);
  });

  it('reads prefers-reduced-motion from the window when not told', () => {
    const { win } = fakeWindow(800);
    const reduced = { ...win, matchMedia: () => ({ matches: true }) as unknown as MediaQueryList };
    scrollToAnimated(0, { window: reduced });
    expect(reduced.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('stops where it is when cancelled, or when its effect scope is disposed', async () => {
    const { win, frames } = fakeWindow(1000);
    const scroll = scrollToAnimated(0, { window: win, reducedMotion: false });
    frames.flush(0);
    frames.flush(150);
    scroll.cancel();
    expect(await scroll.finished).toBe(false);
    expect(frames.pending).toBe(0);
    expect(win.scrollY).toBe(500);

    let inScope: ReturnType<typeof scrollToAnimated> | undefined;
    const dispose = effectScope(() => {
      inScope = scrollToAnimated(2000, { window: win, reducedMotion: false });
    });
    expect(frames.pending).toBe(1);
    dispose();
    expect(frames.pending).toBe(0);
    expect(await inScope!.finished).toBe(false);
  });
});

describe('scrollTarget', () => {
  it('reads numbers, the top, hashes and elements', () => {
    const { win } = fakeWindow(50, { intro: 300 });
    expect(scrollTarget(120, win)).toBe(120);
    expect(scrollTarget(-4, win)).toBe(0);
    expect(scrollTarget('', win)).toBe(0);
    expect(scrollTarget('#', win)).toBe(0);
    expect(scrollTarget('#top', win)).toBe(0);
    expect(scrollTarget('#intro', win)).toBe(300);
    expect(scrollTarget('#%E0%A4%A', win)).toBeNull();
    const element = win.document.getElementById('intro')!;
    expect(scrollTarget(element, win, 20)).toBe(280);
  });
});
