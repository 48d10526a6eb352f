/*
 * Animated scrolling for in-page `#hash` links and back-to-top: 300 ms with cubic easing by
 * default, instant for users who prefer reduced motion. The frame loop runs inside an effect,
 * so one started in an effect scope stops when the scope is disposed.
 */
import { effect } from '@tendril/signals';
import { easeInOutCubic, interpolate, prefersReducedMotion, type Easing } from './easing.ts';
import { TRANSITION_MS } from './transition.ts';

/**
 * What animated scrolling needs from a window.
 *
 * @example
 * const win: ScrollWindow = window;
 */
export type ScrollWindow = Pick<
  Window,
  'scrollY' | 'scrollTo' | 'requestAnimationFrame' | 'cancelAnimationFrame'
> &
  Partial<Pick<Window, 'matchMedia'>> & {
    readonly document: Pick<Document, 'getElementById'>;
  };

/**
 * How {@link scrollToAnimated} scrolls.
 *
 * @example
 * const options: ScrollAnimationOptions = { durationMs: 300, offset: 64 };
 */
export interface ScrollAnimationOptions {
  /**
   * @default 300
   */
  durationMs?: number;
  /**
   * @default easeInOutCubic
   */
  easing?: Easing;
  /**
   * Space kept above the target (a sticky header), in px.
   * @default 0
   */
  offset?: number;
  /**
   * Jump at once.
   * @default the user's `prefers-reduced-motion: reduce`
   */
  reducedMotion?: boolean;
  /**
   * The window to scroll.
   * @default globalThis.window
   */
  window?: ScrollWindow;
}

/**
 * An animated scroll under way.
 *
 * @example
 * const scroll: ScrollAnimation = scrollToAnimated('#comments');
 * window.addEventListener('wheel', () => scroll.cancel(), { once: true });
 */
export interface ScrollAnimation {
  /** Resolves true when the target is reached, false when cancelled or there was no target. */
  readonly finished: Promise<boolean>;
  /** Stops where it is. */
  cancel(): void;
}

/**
 * The document y a target scrolls to: a number as is; `''`, `'#'` and `'#top'` are the top; a
 * `#hash` (or an element) is the top of that element less `offset`. Null when the hash names
 * no element.
 *
 * @example
 * scrollTarget('#comments', window); // e.g. 1240
 */
export function scrollTarget(
  target: number | string | Element,
  win: ScrollWindow,
  offset = 0,
): number | null {
  if (typeof target === 'number') return Math.max(0, target);
  const element = typeof target === 'string' ? byHash(target, win) : target;
  if (element === undefined) return 0;
  return element ? Math.max(0, element.getBoundingClientRect().top + win.scrollY - offset) : null;
}

/** The element a `#hash` names; undefined for the top of the page. */
function byHash(hash: string, win: ScrollWindow): Element | null | undefined {
  const id = hash.replace(/^#/, '');
  if (id === '' || id === 'top') return undefined;
  try {
    return win.document.getElementById(decodeURIComponent(id));
  } catch {
    // A malformed escape: look the raw text up.
    return win.document.getElementById(id);
  }
}

/**
 * Scrolls the window to a `#hash`, an element, or a y position (0 for back to top), animated
 * for 300 ms with cubic easing unless the user prefers reduced motion.
 *
 * @example
 * backToTop.onclick = () => scrollToAnimated(0);
 * await scrollToAnimated('#comments', { offset: 64 }).finished;
 */
export function scrollToAnimated(
  target: number | string | Element,
  options: ScrollAnimationOptions = {},
): ScrollAnimation {
  const {
    durationMs = TRANSITION_MS,
    easing = easeInOutCubic,
    offset = 0,
    window: win = globalThis.window as ScrollWindow,
  } = options;
  const to = scrollTarget(target, win, offset);
  if (to === null) return { finished: Promise.resolve(false), cancel() {} };
  const from = win.scrollY;
  const reduced = options.reducedMotion ?? prefersReducedMotion(win);
  if (reduced || durationMs <= 0 || from === to) {
    win.scrollTo(0, to);
    return { finished: Promise.resolve(true), cancel() {} };
  }
  let settle!: (reached: boolean) => void;
  const finished = new Promise<boolean>((resolve) => (settle = resolve));
  let running = true;
  const dispose = effect(() => {
    let start: number | undefined;
    let handle = win.requestAnimationFrame(function frame(now) {
      start ??= now;
      const t = (now - start) / durationMs;
      win.scrollTo(0, interpolate(from, to, t, easing));
      if (t < 1) handle = win.requestAnimationFrame(frame);
      else {
        running = false;
        settle(true);
        dispose();
      }
    });
    return () => {
      if (running) {
        win.cancelAnimationFrame(handle);
        settle(false);
      }
    };
  });
  return { finished, cancel: dispose };
}
