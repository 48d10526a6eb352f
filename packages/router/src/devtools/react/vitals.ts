/*
 * Web vitals for the Performance tab, from the web-vitals package. Its observers report once
 * per page, so they start once (on first open) and their readings are kept in one signal.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export interface VitalReading {
  readonly name: string;
  readonly value: number;
  readonly rating: Metric['rating'];
}

const readings = signal<Readonly<Record<string, VitalReading>>>({});
let started = false;

/** Starts the web-vitals observers (once) and returns the latest reading of each metric. */
export function webVitals(): ReadonlySignal<Readonly<Record<string, VitalReading>>> {
  if (!started) {
    started = true;
    const report = ({ name, value, rating }: Metric) => {
      readings.value = { ...readings.peek(), [name]: { name, value, rating } };
    };
    // Report every change, not only the final value, so the tab is live.
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report, { reportAllChanges: true });
  }
  return readings;
}
