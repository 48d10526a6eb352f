/*
 * A route-transition controller: one animation (Web Animations API), or a View Transition
 * where the browser has `document.startViewTransition` and the caller hands over the DOM
 * change, exposed as a `progress` signal from 0 to 1 with pause, resume, stop and seek.
 *
 * The Animation objects have no progress event, so while playing, progress is sampled once
 * per frame. That frame loop runs inside an effect: created in an effect scope, it is owned by
 * it and stops when the scope is disposed.
 */
import { effect, signal, type ReadonlySignal } from '@tendril/signals';
import { clamp01, prefersReducedMotion } from './easing.ts';

/**
 * Where a transition is.
 *
 * @example
 * const playing = (state: TransitionState) => state === 'running';
 */
export type TransitionState = 'running' | 'paused' | 'finished' | 'stopped';

/**
 * Default duration of a route or modal transition, in ms.
 *
 * @default 300
 * @example
 * <PortalOutlet animationMs={TRANSITION_MS} />
 */
export const TRANSITION_MS = 300;

/**
 * What to animate and how.
 *
 * @example
 * const options: TransitionOptions = { element: main, durationMs: 200, easing: 'ease-in-out' };
 */
export interface TransitionOptions {
  /**
   * The element animated with `keyframes` (the Web Animations path). Without it (and without
   * a View Transition) the transition ends at once.
   * @default undefined — nothing is animated on this path.
   */
  element?: Element | null;
  /**
   * @default [{ opacity: 0 }, { opacity: 1 }] (a fade in)
   */
  keyframes?: Keyframe[] | PropertyIndexedKeyframes;
  /**
   * @default 300
   */
  durationMs?: number;
  /**
   * A CSS easing.
   * @default 'ease-out'
   */
  easing?: string;
  /**
   * The DOM change. Where the browser has the View Transitions API it runs inside
   * `document.startViewTransition`, and the transition's own animations are controlled;
   * elsewhere it runs at once and `element` is animated.
   * @default undefined — no DOM change, so no View Transition.
   */
  update?: () => unknown;
  /**
   * Skip to the end at once (after running `update`).
   * @default the user's `prefers-reduced-motion: reduce`
   */
  reducedMotion?: boolean;
  /**
   * @default globalThis.document
   */
  document?: Document;
  /**
   * Schedules the next progress sample.
   * @default requestAnimationFrame
   */
  requestFrame?: (callback: () => void) => number;
  /**
   * @default cancelAnimationFrame
   */
  cancelFrame?: (handle: number) => void;
}

/**
 * A running transition.
 *
 * @example
 * const transition: TransitionController = createTransition({ element: main });
 * transition.pause();
 * transition.seek(0.25);
 */
export interface TransitionController {
  /** Time progress from 0 to 1. */
  readonly progress: ReadonlySignal<number>;
  readonly state: ReadonlySignal<TransitionState>;
  /** Resolves when the transition finishes or is stopped; never rejects. */
  readonly finished: Promise<void>;
  /** Holds the animation where it is. */
  pause(): void;
  /** Plays on after a pause. */
  resume(): void;
  /**
   * Ends the transition where it is: its animations are removed, so the page shows its final,
   * un-animated state; `progress` keeps its value.
   */
  stop(): void;
  /** Jumps to a progress (clamped to [0, 1]), playing or paused. */
  seek(progress: number): void;
}

type ViewTransitionLike = { ready: Promise<unknown>; skipTransition(): void };
type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => unknown) => ViewTransitionLike;
};

// Hosts without animation frames (a server, a test runner) fall back to a timer.
const nextFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(callback, 16) as unknown as number);
const cancelNextFrame = (handle: number): void =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(handle) : clearTimeout(handle);

/**
 * Starts a transition. With reduced motion (or nothing to animate) it is finished at once.
 *
 * @example
 * const transition = createTransition({ element: main, keyframes: [{ opacity: 0 }, { opacity: 1 }] });
 * effect(() => console.log(transition.progress.value));
 * transition.pause();
 * transition.seek(0.5);
 * transition.resume();
 */
export function createTransition(options: TransitionOptions = {}): TransitionController {
  const {
    element,
    keyframes = [{ opacity: 0 }, { opacity: 1 }],
    durationMs = TRANSITION_MS,
    easing = 'ease-out',
    update,
    document: doc = globalThis.document as ViewTransitionDocument | undefined,
    requestFrame = nextFrame,
    cancelFrame = cancelNextFrame,
  } = options;
  const reduced = options.reducedMotion ?? prefersReducedMotion();
  const progress = signal(0);
  const state = signal<TransitionState>('running');
  let animations: Animation[] = [];
  let wantPaused = false;
  let wantSeek: number | undefined;
  let viewTransition: ViewTransitionLike | undefined;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));

  const sample = () => {
    const time = animations[0]?.currentTime;
    if (time != null) progress.value = clamp01(Number(time) / durationMs);
  };
  const over = () => state.peek() === 'finished' || state.peek() === 'stopped';
  const end = (how: 'finished' | 'stopped') => {
    if (over()) return;
    if (how === 'finished') progress.value = 1;
    state.value = how;
    stopLoop();
    done();
  };
  // Samples progress each frame while playing.
  const stopLoop = effect(() => {
    if (state.value !== 'running') return;
    let handle = requestFrame(function frame() {
      sample();
      handle = requestFrame(frame);
    });
    return () => cancelFrame(handle);
  });
  const adopt = (list: Animation[]) => {
    animations = list;
    if (!list.length) return end('finished');
    for (const animation of list) {
      if (wantSeek !== undefined) animation.currentTime = wantSeek * durationMs;
      if (wantPaused) animation.pause();
    }
    // A cancelled animation rejects `finished`; stop() has already ended the transition then.
    Promise.all(list.map((animation) => animation.finished)).then(
      () => end('finished'),
      () => {},
    );
  };

  const startView = doc?.startViewTransition;
  if (reduced) {
    update?.();
    end('finished');
  } else if (update && typeof startView === 'function') {
    viewTransition = startView.call(doc, update);
    viewTransition.ready.then(
      () => {
        if (over()) return;
        // The pseudo-elements' animations are the transition; time them as asked.
        const list = doc!.getAnimations().filter((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          return effect?.pseudoElement?.startsWith('::view-transition') ?? false;
        });
        for (const animation of list) animation.effect?.updateTiming({ duration: durationMs });
        adopt(list);
      },
      // Skipped or failed: the DOM change still applies, there is just nothing to animate.
      () => end('finished'),
    );
  } else {
    update?.();
    adopt(
      typeof element?.animate === 'function'
        ? [element.animate(keyframes, { duration: durationMs, easing })]
        : [],
    );
  }

  return {
    progress,
    state,
    finished,
    pause() {
      if (state.peek() !== 'running') return;
      wantPaused = true;
      for (const animation of animations) animation.pause();
      sample();
      state.value = 'paused';
    },
    resume() {
      if (state.peek() !== 'paused') return;
      wantPaused = false;
      for (const animation of animations) animation.play();
      state.value = 'running';
    },
    stop() {
      if (over()) return;
      sample();
      for (const animation of animations) animation.cancel();
      viewTransition?.skipTransition();
      end('stopped');
    },
    seek(target) {
      if (over()) return;
      const value = clamp01(target);
      wantSeek = value;
      for (const animation of animations) animation.currentTime = value * durationMs;
      progress.value = value;
    },
  };
}
