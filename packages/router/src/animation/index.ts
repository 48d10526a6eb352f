/*
 * @tendril/router/animation: route transitions as a controllable progress signal (Web
 * Animations, View Transitions where available), and animated scrolling. Every animation
 * honours `prefers-reduced-motion` by skipping to its end.
 */
export {
  clamp01,
  easeInOutCubic,
  interpolate,
  prefersReducedMotion,
  timeProgress,
  type Easing,
} from './easing.ts';
export {
  animateNavigations,
  type NavigationAnimationOptions,
  type NavigationAnimations,
} from './navigations.ts';
export {
  scrollTarget,
  scrollToAnimated,
  type ScrollAnimation,
  type ScrollAnimationOptions,
  type ScrollWindow,
} from './scroll.ts';
export {
  createTransition,
  TRANSITION_MS,
  type TransitionController,
  type TransitionOptions,
  type TransitionState,
} from './transition.ts';
