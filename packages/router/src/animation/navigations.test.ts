// @vitest-environment jsdom
import { effectScope } from '@tendril/signals';
import { describe, expect, it, vi } from 'vitest';
import { createRouter } from '../core/create-router.ts';
import { createMemoryHistory } from '../core/memory-history.ts';
import { animateNavigations } from './navigations.ts';
import { FakeAnimation, fakeFrames } from './test-animation.ts';

function setup() {
  const router = createRouter({
    routes: [{ path: '/' }, { path: '/a' }, { path: '/b' }, { path: '/modal', portal: true }],
    history: createMemoryHistory(['/']),
    log: vi.fn(),
  });
  const main = document.createElement('main');
  const animations: FakeAnimation[] = [];
  main.animate = ((_keyframes: unknown, timing: { duration: number }) => {
    const animation = new FakeAnimation(timing.duration);
    animations.push(animation);
    return animation;
  }) as unknown as Element['animate'];
  const frames = fakeFrames();
  const options = {
    element: () => main,
    reducedMotion: false,
    requestFrame: frames.request,
    cancelFrame: frames.cancel,
  };
  return { router, animations, frames, options };
}

describe('animateNavigations', () => {
  it('gives each navigation its own controllable transition, stopping the one before', async () => {
    const { router, animations, options } = setup();
    const transitions = animateNavigations(router, options);
    expect(transitions.current.value).toBeNull();
    await router.navigate('/a');
    const first = transitions.current.value!;
    expect(first.state.value).toBe('running');
    first.pause();
    first.seek(0.4);
    expect(first.progress.value).toBe(0.4);
    expect(animations[0]!.currentTime).toBe(120);
    await router.navigate('/b');
    expect(first.state.value).toBe('stopped');
    expect(transitions.current.value).not.toBe(first);
    expect(animations).toHaveLength(2);
    transitions.dispose();
    router.destroy();
  });

  it('leaves opening a modal to the modal', async () => {
    const { router, animations, options } = setup();
    const transitions = animateNavigations(router, options);
    await router.navigate('/modal');
    expect(transitions.current.value).toBeNull();
    expect(animations).toHaveLength(0);
    transitions.dispose();
    router.destroy();
  });

  it('stops listening and leaves no frame loop once disposed, or with its scope', async () => {
    const { router, animations, frames, options } = setup();
    const dispose = effectScope(() => {
      animateNavigations(router, options);
    });
    await router.navigate('/a');
    expect(frames.pending).toBe(1);
    dispose();
    expect(frames.pending).toBe(0);
    await router.navigate('/b');
    expect(animations).toHaveLength(1);
    router.destroy();
  });
});
