// @vitest-environment jsdom
import { effectScope } from '@tendril/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAnimation, fakeFrames } from './test-animation.ts';
import { createTransition, type TransitionOptions } from './transition.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An element whose animate() hands back a fake Animation of the requested duration. */
function animatedElement() {
  const element = document.createElement('main');
  const animations: FakeAnimation[] = [];
  const animate = vi.fn((_keyframes: unknown, timing: { duration: number }) => {
    const animation = new FakeAnimation(timing.duration);
    animations.push(animation);
    return animation as unknown as Animation;
  });
  element.animate = animate as unknown as Element['animate'];
  return { element, animate, animations };
}

function start(options: TransitionOptions = {}) {
  const frames = fakeFrames();
  const { element, animate, animations } = animatedElement();
  const transition = createTransition({
    element,
    reducedMotion: false,
    requestFrame: frames.request,
    cancelFrame: frames.cancel,
    ...options,
  });
  const animation = animations[0]!;
  /** Moves the animation's clock, then lets a frame sample it. */
  const play = (ms: number) => {
    animation.advance(ms);
    frames.flush();
  };
  return { transition, frames, animate, animation, play };
}

describe('createTransition (Web Animations)', () => {
  it('fades the element in over 300 ms by default, with progress following the animation', async () => {
    const { transition, animate, play } = start();
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], {
      duration: 300,
      easing: 'ease-out',
    });
    expect(transition.progress.value).toBe(0);
    expect(transition.state.value).toBe('running');
    play(75);
    expect(transition.progress.value).toBe(0.25);
    play(75);
    expect(transition.progress.value).toBe(0.5);
    play(150);
    await transition.finished;
    expect(transition.progress.value).toBe(1);
    expect(transition.state.value).toBe('finished');
  });

  it('pauses where it is and resumes from there', () => {
    const { transition, animation, play } = start();
    play(60);
    transition.pause();
    expect(transition.state.value).toBe('paused');
    expect(animation.playState).toBe('paused');
    play(100);
    expect(transition.progress.value).toBe(0.2);
    transition.resume();
    expect(transition.state.value).toBe('running');
    play(30);
    expect(transition.progress.value).toBe(0.3);
  });

  it('seeks, playing or paused, clamping to [0, 1]', async () => {
    const { transition, animation, play } = start();
    transition.pause();
    transition.seek(0.75);
    expect(transition.progress.value).toBe(0.75);
    expect(animation.currentTime).toBe(225);
    transition.seek(-3);
    expect(transition.progress.value).toBe(0);
    transition.resume();
    transition.seek(0.5);
    play(30);
    expect(transition.progress.value).toBe(0.6);
    transition.seek(2);
    await transition.finished;
    expect(transition.state.value).toBe('finished');
    expect(transition.progress.value).toBe(1);
  });

  it('stops where it is: animation removed, progress kept, no frame loop left', async () => {
    const { transition, animation, frames, play } = start();
    play(150);
    transition.stop();
    await transition.finished;
    expect(animation.playState).toBe('idle');
    expect(transition.state.value).toBe('stopped');
    expect(transition.progress.value).toBe(0.5);
    expect(frames.pending).toBe(0);
    transition.resume();
    transition.seek(1);
    expect(transition.state.value).toBe('stopped');
    expect(transition.progress.value).toBe(0.5);
  });

  it('samples no frames while paused', () => {
    const { transition, frames } = start();
    expect(frames.pending).toBe(1);
    transition.pause();
    expect(frames.pending).toBe(0);
    transition.resume();
    expect(frames.pending).toBe(1);
  });

  it('runs the DOM change before animating when there are no View Transitions', () => {
    const order: string[] = [];
    const { element } = animatedElement();
    const animate = element.animate;
    element.animate = ((...args: Parameters<Element['animate']>) => {
      order.push('animate');
      return animate.apply(element, args);
    }) as Element['animate'];
    createTransition({
      element,
      reducedMotion: false,
      update: () => order.push('update'),
      requestFrame: fakeFrames().request,
    });
    expect(order).toEqual(['update', 'animate']);
  });

  it('skips to the end at once for reduced motion, still applying the change', async () => {
    const update = vi.fn();
    const { transition, animate, frames } = start({ reducedMotion: true, update });
    await transition.finished;
    expect(animate).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledOnce();
    expect(transition.progress.value).toBe(1);
    expect(transition.state.value).toBe('finished');
    expect(frames.pending).toBe(0);
  });

  it('reads prefers-reduced-motion when not told', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') }));
    vi.stubGlobal('matchMedia', matchMedia);
    const { element, animate } = animatedElement();
    const transition = createTransition({ element });
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(animate).not.toHaveBeenCalled();
    expect(transition.state.value).toBe('finished');
    vi.unstubAllGlobals();
  });

  it('ends at once when there is nothing to animate', () => {
    const transition = createTransition({ element: null, reducedMotion: false });
    expect(transition.state.value).toBe('finished');
    expect(transition.progress.value).toBe(1);
  });

  it('stops sampling when the effect scope that created it is disposed', () => {
    const frames = fakeFrames();
    const { element } = animatedElement();
    const dispose = effectScope(() => {
      createTransition({
        element,
        reducedMotion: false,
        requestFrame: frames.request,
        cancelFrame: frames.cancel,
      });
    });
    expect(frames.pending).toBe(1);
    dispose();
    expect(frames.pending).toBe(0);
  });
});

describe('createTransition (View Transitions)', () => {
  function viewTransitionDocument(ready: Promise<unknown>) {
    const root = new FakeAnimation(250, '::view-transition-old(root)');
    const next = new FakeAnimation(250, '::view-transition-new(root)');
    const unrelated = new FakeAnimation(1000);
    const skipTransition = vi.fn();
    const doc = {
      startViewTransition: vi.fn((update: () => unknown) => {
        update();
        return { ready, skipTransition };
      }),
      getAnimations: () => [root, next, unrelated],
    } as unknown as Document;
    return { doc, root, next, unrelated, skipTransition };
  }

  it('runs the change as a View Transition and controls its animations, timed to 300 ms', async () => {
    const { doc, root, next, unrelated } = viewTransitionDocument(Promise.resolve());
    const frames = fakeFrames();
    const update = vi.fn();
    const { element, animate } = animatedElement();
    const transition = createTransition({
      element,
      update,
      document: doc,
      reducedMotion: false,
      requestFrame: frames.request,
      cancelFrame: frames.cancel,
    });
    expect(doc.startViewTransition).toHaveBeenCalledWith(update);
    expect(update).toHaveBeenCalledOnce();
    expect(animate).not.toHaveBeenCalled();
    transition.pause();
    transition.seek(0.5);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.effect.updateTiming).toHaveBeenCalledWith({ duration: 300 });
    expect(unrelated.effect.updateTiming).not.toHaveBeenCalled();
    expect([root.playState, next.playState]).toEqual(['paused', 'paused']);
    expect([root.currentTime, next.currentTime]).toEqual([150, 150]);
    expect(unrelated.playState).toBe('running');
    transition.resume();
    root.advance(150);
    next.advance(150);
    await transition.finished;
    expect(transition.state.value).toBe('finished');
    expect(transition.progress.value).toBe(1);
  });

  it('finishes when the browser skips the View Transition, and stop() skips it', async () => {
    const skipped = viewTransitionDocument(Promise.reject(new Error('skipped')));
    const first = createTransition({
      update: () => {},
      document: skipped.doc,
      reducedMotion: false,
    });
    await first.finished;
    expect(first.state.value).toBe('finished');

    const running = viewTransitionDocument(new Promise(() => {}));
    const second = createTransition({
      update: () => {},
      document: running.doc,
      reducedMotion: false,
    });
    second.stop();
    expect(running.skipTransition).toHaveBeenCalledOnce();
    expect(second.state.value).toBe('stopped');
  });
});
