/*
 * Pure timing math shared by the transition controller and animated scrolling.
 */

/**
 * An easing: maps time progress in [0, 1] to output progress (0 at 0, 1 at 1).
 *
 * @example
 * const linear: Easing = (t) => t;
 */
export type Easing = (t: number) => number;

/**
 * `value` limited to [0, 1]; NaN gives 0.
 *
 * @example
 * clamp01(1.4); // 1
 */
export function clamp01(value: number): number {
  return value > 0 ? (value < 1 ? value : 1) : 0;
}

/**
 * Cubic ease-in-out: slow start, fast middle, slow end; symmetric around t = 0.5. Input
 * outside [0, 1] is clamped.
 *
 * @example
 * easeInOutCubic(0.5); // 0.5
 * easeInOutCubic(0.25); // 0.0625
 */
export function easeInOutCubic(t: number): number {
  const x = clamp01(t);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * How far an animation of `durationMs` is after `elapsedMs`, in [0, 1]; a duration of 0 or
 * less is done at once.
 *
 * @example
 * timeProgress(150, 300); // 0.5
 */
export function timeProgress(elapsedMs: number, durationMs: number): number {
  return durationMs > 0 ? clamp01(elapsedMs / durationMs) : 1;
}

/**
 * The value between `from` and `to` at time progress `t`, shaped by `easing`.
 *
 * @param easing Default {@link easeInOutCubic}.
 * @example
 * interpolate(0, 1000, 0.5); // 500
 */
export function interpolate(
  from: number,
  to: number,
  t: number,
  easing: Easing = easeInOutCubic,
): number {
  const p = clamp01(t);
  return p === 1 ? to : from + (to - from) * easing(p);
}

/**
 * Whether the user asked for reduced motion (`prefers-reduced-motion: reduce`); false where
 * media queries are unavailable.
 *
 * @example
 * if (prefersReducedMotion()) element.scrollIntoView();
 */
export function prefersReducedMotion(
  win: Partial<Pick<Window, 'matchMedia'>> | undefined = globalThis.window,
): boolean {
  return typeof win?.matchMedia === 'function'
    ? win.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
