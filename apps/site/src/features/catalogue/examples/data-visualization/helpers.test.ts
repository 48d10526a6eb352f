import { describe, expect, it } from 'vitest';
import { moved } from './brush-moves.ts';
import { frameStats } from './frame-meter.ts';

describe('moved (the keyboard brush)', () => {
  it('zooms in around the middle, pans by half a width, and stays inside the samples', () => {
    const zoomed = moved(null, 1001, 'in');
    expect(zoomed).toEqual({ min: 250, max: 750 });
    expect(moved(zoomed, 1001, 'later')).toEqual({ min: 500, max: 1000 });
    expect(moved({ min: 600, max: 1000 }, 1001, 'later')).toEqual({ min: 600, max: 1000 });
    expect(moved({ min: 100, max: 300 }, 1001, 'earlier')).toEqual({ min: 0, max: 200 });
  });

  it('is all the data again (null) once it covers every sample', () => {
    expect(moved({ min: 250, max: 750 }, 1001, 'out')).toBeNull();
  });
});

describe('frameStats', () => {
  it('gives the median, p95, max and the frames over 16.7 ms', () => {
    const gaps = [...Array.from({ length: 94 }, () => 16), 17, 20, 30, 40, 50, 60];
    expect(frameStats(gaps)).toEqual({ median: 16, p95: 17, max: 60, late: 6, frames: 100 });
    expect(frameStats([])).toEqual({ median: 0, p95: 0, max: 0, late: 0, frames: 0 });
  });
});
