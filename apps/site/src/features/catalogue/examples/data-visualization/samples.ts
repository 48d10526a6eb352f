/*
 * Deterministic sample data for the charts: a slow wave with noise from a seeded generator,
 * so every visit (and every test) draws the same lines.
 */

/** A seeded pseudo-random generator (mulberry32) returning numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The value of sample `n`: a wave around 50 plus noise in [-5, 5). */
export function sample(n: number, noise: () => number): number {
  return 50 + 30 * Math.sin(n / 300) + 10 * Math.sin(n / 37) + (noise() - 0.5) * 10;
}

/** Formats a sample number for the readouts: "12,345". */
export const formatSample = (n: number): string =>
  Math.round(n).toLocaleString('en-US', { maximumFractionDigits: 0 });
