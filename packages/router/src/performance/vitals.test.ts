import { describe, expect, it, vi } from 'vitest';
import { createWebVitals, type VitalsSource } from './vitals.ts';

type Report = Parameters<VitalsSource['onCLS']>[0];

/** A stand-in for the web-vitals module that reports what the test tells it to. */
function fakeSource() {
  const reports = new Map<string, Report>();
  const options: unknown[] = [];
  const on = (name: string) => (report: Report, opts?: { reportAllChanges?: boolean }) => {
    reports.set(name, report);
    options.push(opts);
  };
  const source: VitalsSource = {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
  return { source, reports, options };
}

describe('createWebVitals', () => {
  it('loads the observers, then keeps the latest reading of each metric', async () => {
    const { source, reports, options } = fakeSource();
    const vitals = createWebVitals(() => Promise.resolve(source));
    expect(vitals.status.value).toBe('loading');
    expect(vitals.value).toEqual({});
    await vi.waitFor(() => expect(vitals.status.value).toBe('observing'));
    expect([...reports.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    // Every change is reported, so a page showing them is live.
    expect(options.every((o) => (o as { reportAllChanges?: boolean }).reportAllChanges)).toBe(true);

    reports.get('LCP')?.({ name: 'LCP', value: 1800, rating: 'good' });
    reports.get('CLS')?.({ name: 'CLS', value: 0.3, rating: 'poor' });
    reports.get('LCP')?.({ name: 'LCP', value: 4200, rating: 'poor' });
    expect(vitals.value).toEqual({
      LCP: { name: 'LCP', value: 4200, rating: 'poor' },
      CLS: { name: 'CLS', value: 0.3, rating: 'poor' },
    });
  });

  it('is unavailable when web-vitals does not load', async () => {
    const vitals = createWebVitals(() => Promise.reject(new Error('Failed to fetch')));
    await vi.waitFor(() => expect(vitals.status.value).toBe('unavailable'));
    expect(vitals.value).toEqual({});
  });

  it('is unavailable when an observer throws', async () => {
    const { source } = fakeSource();
    source.onINP = () => {
      throw new Error('PerformanceObserver is not defined');
    };
    const vitals = createWebVitals(() => Promise.resolve(source));
    await vi.waitFor(() => expect(vitals.status.value).toBe('unavailable'));
  });
});
