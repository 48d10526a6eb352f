/*
 * Frame times as the page sees them: the gap between one animation frame and the next, over
 * the last 120 frames. A frame over 16.7 ms is one the screen (at 60 Hz) showed late.
 */

/** The frame-time figures the demos print, in milliseconds. */
export interface FrameStats {
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  /** Frames over 16.7 ms among those measured. */
  readonly late: number;
  readonly frames: number;
}

/** Summarises frame gaps in milliseconds (empty: all zero). */
export function frameStats(gaps: readonly number[]): FrameStats {
  const sorted = [...gaps].sort((a, b) => a - b);
  // Nearest rank: the smallest gap with at least q of the gaps at or below it.
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] ?? 0,
    late: sorted.filter((g) => g > 16.7).length,
    frames: sorted.length,
  };
}

/** Starts measuring frame gaps; `read()` summarises the last `window` of them. */
export function startFrameMeter(window = 120): { read(): FrameStats; stop(): void } {
  const gaps: number[] = [];
  let last = 0;
  let id = requestAnimationFrame(function tick(now) {
    if (last) {
      gaps.push(now - last);
      if (gaps.length > window) gaps.shift();
    }
    last = now;
    id = requestAnimationFrame(tick);
  });
  return { read: () => frameStats(gaps), stop: () => cancelAnimationFrame(id) };
}
