// Small statistics helpers for timings: the median of samples and the geometric mean of ratios.

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function geometricMean(values) {
  const usable = values.filter((v) => Number.isFinite(v) && v > 0);
  if (usable.length === 0) return NaN;
  return Math.exp(usable.reduce((sum, v) => sum + Math.log(v), 0) / usable.length);
}
