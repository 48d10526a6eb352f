import { useEffect, useMemo, useState } from 'react';
import { computed } from '@tendril/signals';
import { observer, useSignal } from '@tendril/signals/react';
import { useLocation, useNavigate } from '@tendril/router/react';
import { siteBus, USER_UPDATED } from '../../lib/site-bus.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { createAnalyticsModel, type LastRefresh } from './data/analytics-model.ts';
import { DEFAULT_RANGE, isRange, type Range } from './data/mock-analytics.ts';
import { formatTime } from './format.ts';
import { MetricCards } from './MetricCards.tsx';
import { RangeToggle } from './RangeToggle.tsx';
import { SessionsChart } from './SessionsChart.tsx';
import { TopPagesTable } from './TopPagesTable.tsx';
import pageSource from './AnalyticsPage.tsx?excerpts';
import chartSource from './SessionsChart.tsx?excerpts';
import { NEEDS_JAVASCRIPT } from '../../ui/LoadingStatus.tsx';

/** Where the dashboard lives; the range is kept in its search (`?range=30d`). */
export const ANALYTICS_PATH = '/analytics';

const reasons: Record<LastRefresh['reason'], string> = {
  initial: 'Loaded',
  range: 'Loaded for the new range',
  retry: 'Reloaded after Try Again',
  event: 'Refreshed after user.updated',
};

/** The mock analytics dashboard: range, key figures, a uPlot chart and the top pages. */
export const AnalyticsPage = observer(function AnalyticsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const fromUrl = search.get('range');
  const selected: Range = isRange(fromUrl) ? fromUrl : DEFAULT_RANGE;

  // #region model
  // The URL is the source of truth; the signal carries it into the model.
  const range = useSignal(selected);
  useEffect(() => {
    if (location.pathname === ANALYTICS_PATH) range.value = selected;
  }, [range, selected, location.pathname]);

  // `?fail=1` makes the first load fail, to show the error state and Try Again.
  const [model] = useState(() =>
    createAnalyticsModel({
      range,
      bus: siteBus,
      refreshOn: USER_UPDATED,
      failFirst: search.get('fail') === '1',
    }),
  );
  // Loads and the bus subscription live while the page is mounted.
  useEffect(() => model.start(), [model]);

  const simulateUserUpdate = () =>
    siteBus.publish(USER_UPDATED, { userId: 1, lastUpdated: new Date().toISOString() });
  // #endregion

  const state = model.state.value;
  const lastRefresh = model.lastRefresh.value;
  const data = useMemo(
    () =>
      computed(() => {
        const s = model.state.value;
        return s.status === 'error' ? undefined : s.data;
      }),
    [model],
  );
  const current = state.status === 'error' ? undefined : state.data;

  const select = (next: Range) => {
    search.set('range', next);
    void navigate(`${ANALYTICS_PATH}?${search.toString()}`);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics"
        description="Mock data, generated per range from a seed."
        actions={<RangeToggle value={selected} onChange={select} />}
      />

      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3 text-sm">
        {/* Without JavaScript nothing loads: the notice says so instead. */}
        <p role="status" data-testid="last-refresh" className="text-stone-700 noscript:hidden">
          {state.status === 'loading'
            ? 'Loading analytics…'
            : lastRefresh
              ? `${reasons[lastRefresh.reason]} at ${formatTime(lastRefresh.at)} · load ${lastRefresh.count}`
              : ''}
        </p>
        <noscript>
          <p className="text-stone-700">{NEEDS_JAVASCRIPT}</p>
        </noscript>
        <Button onClick={simulateUserUpdate}>Simulate user update</Button>
      </div>

      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={model.retry} titleAs="p" />
      ) : (
        <div aria-busy={state.status === 'loading'} className="flex flex-col gap-6">
          <MetricCards metrics={current?.metrics} />
          <Panel title="Sessions" description="Drawn with uPlot from a computed signal.">
            <SessionsChart data={data} />
          </Panel>
          <Panel title="Top pages" description="The most viewed pages of the range.">
            <TopPagesTable pages={current?.pages} />
          </Panel>
        </div>
      )}

      <CodeExcerpt source={pageSource} region="model" title="The page's model and bus" />
      <CodeExcerpt source={chartSource} region="chart" title="The uPlot binding" />
    </div>
  );
});
