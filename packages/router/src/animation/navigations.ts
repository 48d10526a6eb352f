/*
 * Route transitions for a router: each committed navigation animates the page element with
 * a fresh transition controller (the previous one, if still running, is stopped first).
 * Opening and closing a modal is left to the modal, which animates itself.
 */
import { effect, signal, untracked, type ReadonlySignal } from '@tendril/signals';
import type { Router } from '../core/router.ts';
import {
  createTransition,
  type TransitionController,
  type TransitionOptions,
} from './transition.ts';

/**
 * Transition options for {@link animateNavigations}, with the element to animate.
 *
 * @example
 * const options: NavigationAnimationOptions = { element: () => document.querySelector('main') };
 */
export interface NavigationAnimationOptions extends Omit<TransitionOptions, 'element' | 'update'> {
  /** The element animated on each navigation, looked up at that moment (e.g. `<main>`). */
  element: () => Element | null;
}

/**
 * Route transitions attached to a router.
 *
 * @example
 * const transitions: NavigationAnimations = animateNavigations(router, options);
 * transitions.current.value?.pause();
 */
export interface NavigationAnimations {
  /** The latest navigation's transition (null before the first). */
  readonly current: ReadonlySignal<TransitionController | null>;
  /** Stops listening and stops the transition under way. */
  dispose(): void;
}

/**
 * Animates `element()` on every navigation (a 300 ms fade in by default), exposing the
 * running transition so a UI can pause, seek or watch its progress. Created inside an effect
 * scope, it is disposed with the scope.
 *
 * @example
 * const transitions = animateNavigations(router, {
 *   element: () => document.querySelector('main'),
 *   keyframes: [{ opacity: 0, transform: 'translateY(8px)' }, { opacity: 1, transform: 'none' }],
 * });
 * effect(() => console.log(transitions.current.value?.progress.value));
 */
export function animateNavigations(
  router: Pick<Router, 'subscribe'>,
  options: NavigationAnimationOptions,
): NavigationAnimations {
  const current = signal<TransitionController | null>(null);
  const dispose = effect(() =>
    untracked(() => {
      const unsubscribe = router.subscribe((event) => {
        if (event.type !== 'commit' || event.portalChange) return;
        current.peek()?.stop();
        current.value = createTransition({ ...options, element: options.element() });
      });
      return () => {
        unsubscribe();
        current.peek()?.stop();
      };
    }),
  );
  return { current, dispose };
}
