/*
 * The brush, from the keyboard: the overview's range moved by buttons instead of a drag.
 */
import type { ScaleRange } from '@tendril/signals/uplot';

/**
 * The range after a move: zoom in or out around its middle, or pan by half its width, kept
 * inside samples 0 to `points - 1`. `null` (all the data) when it would cover them all.
 */
export function moved(
  r: ScaleRange | null,
  points: number,
  how: 'in' | 'out' | 'earlier' | 'later',
): ScaleRange | null {
  const last = points - 1;
  const { min, max } = r ?? { min: 0, max: last };
  const width = max - min;
  const mid = (min + max) / 2;
  const next =
    how === 'in'
      ? { min: mid - width / 4, max: mid + width / 4 }
      : how === 'out'
        ? { min: mid - width, max: mid + width }
        : {
            min: min + (how === 'later' ? 1 : -1) * (width / 2),
            max: max + (how === 'later' ? 1 : -1) * (width / 2),
          };
  const shift = next.min < 0 ? -next.min : next.max > last ? last - next.max : 0;
  const clamped = { min: Math.max(0, next.min + shift), max: Math.min(last, next.max + shift) };
  return clamped.min <= 0 && clamped.max >= last ? null : clamped;
}
