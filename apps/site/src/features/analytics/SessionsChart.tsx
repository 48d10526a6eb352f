import { useId, useMemo } from 'react';
import { computed, type ReadonlySignal } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import { useUPlot } from '@tendril/signals/uplot/react';
import uPlot from 'uplot';
// uPlot's stylesheet is imported here only, so it ships with this page's chunk.
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsData, Range } from './data/mock-analytics.ts';
import { formatCount } from './format.ts';

const HEIGHT = 240;
const EMPTY: uPlot.AlignedData = [[], []];

const rangeLabels: Record<Range, string> = {
  '24h': 'per hour, last 24 hours',
  '7d': 'per day, last 7 days',
  '30d': 'per day, last 30 days',
  '90d': 'per day, last 90 days',
};

const pointTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const pointHour = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

// #region chart
const chartOptions: Omit<uPlot.Options, 'width' | 'height'> = {
  legend: { show: false },
  cursor: { drag: { x: false, y: false } },
  series: [{}, { label: 'Sessions', stroke: '#166534', width: 2, fill: '#16653422' }],
  axes: [{ stroke: '#57534e' }, { stroke: '#57534e', size: 60 }],
};

/** Sessions over the range, drawn by uPlot from a computed over the page's data signal. */
export function SessionsChart({ data }: { data: ReadonlySignal<AnalyticsData | undefined> }) {
  const series = useMemo(
    () =>
      computed<uPlot.AlignedData>(() => {
        const d = data.value;
        return d ? [d.times, d.sessions] : EMPTY;
      }),
    [data],
  );
  const ref = useUPlot(uPlot, chartOptions, { data: series, height: HEIGHT });
  // #endregion
  const current = useValue(data);
  const titleId = useId();
  const summaryId = useId();
  const label = current ? `Sessions ${rangeLabels[current.range]}` : 'Sessions';
  const summary = current ? summarize(current) : 'Loading the chart data.';
  const when = current?.range === '24h' ? pointHour : pointTime;

  return (
    <figure aria-labelledby={titleId} className="m-0">
      <figcaption id={titleId} className="text-sm font-medium text-stone-700">
        {label}
      </figcaption>
      <p id={summaryId} className="text-sm text-stone-600" data-testid="chart-summary">
        {summary}
      </p>
      <div
        ref={ref}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="relative mt-2 w-full overflow-hidden"
        style={{ height: HEIGHT }}
        data-testid="sessions-chart"
      >
        {!current && (
          <div
            aria-hidden="true"
            className="absolute inset-0 z-10 animate-pulse rounded-lg bg-stone-100"
          />
        )}
      </div>
      {current && (
        <table className="sr-only">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Sessions</th>
            </tr>
          </thead>
          <tbody>
            {current.times.map((t, i) => (
              <tr key={t}>
                <th scope="row">{when.format(t * 1000)}</th>
                <td>{formatCount(current.sessions[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

function summarize({ sessions }: AnalyticsData): string {
  const total = sessions.reduce((sum, n) => sum + n, 0);
  return `${formatCount(total)} sessions in all, from ${formatCount(Math.min(...sessions))} to ${formatCount(Math.max(...sessions))} per point.`;
}
