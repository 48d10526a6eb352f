import { changeOf, type Metric, type Metrics } from './data/mock-analytics.ts';
import { formatChange, formatCount, formatPercent, formatUsd } from './format.ts';
import { cn } from '../../ui/cn.ts';

const cards: { key: keyof Metrics; label: string; format: (n: number) => string }[] = [
  { key: 'users', label: 'Users', format: formatCount },
  { key: 'sessions', label: 'Sessions', format: formatCount },
  { key: 'revenue', label: 'Revenue', format: formatUsd },
  { key: 'conversion', label: 'Conversion', format: formatPercent },
];

/** The four headline figures with their change against the previous period; skeletons until loaded. */
export function MetricCards({ metrics }: { metrics: Metrics | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Key figures">
      {cards.map(({ key, label, format }) => (
        <li
          key={key}
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          data-testid={`metric-${key}`}
        >
          <p className="text-sm font-medium text-stone-600">{label}</p>
          {metrics ? (
            <Figure metric={metrics[key]} format={format} />
          ) : (
            // Same height as the loaded figure, so nothing moves when the data arrives.
            <div aria-hidden="true" className="mt-1 animate-pulse">
              <div className="h-8 w-28 rounded bg-stone-200" />
              <div className="mt-1 h-5 w-36 rounded bg-stone-100" />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Figure({ metric, format }: { metric: Metric; format: (n: number) => string }) {
  const change = changeOf(metric);
  return (
    <>
      <p className="mt-1 h-8 text-2xl font-bold tabular-nums" data-testid="metric-value">
        {format(metric.value)}
      </p>
      <p
        className={cn(
          'mt-1 h-5 text-sm tabular-nums',
          change >= 0 ? 'text-green-800' : 'text-red-700',
        )}
      >
        <span aria-hidden="true">{change >= 0 ? '▲ ' : '▼ '}</span>
        {formatChange(change)} vs previous period
      </p>
    </>
  );
}
