import { useReducer } from 'react';
import { observer, useValue } from '@tendril/signals/react';
import type { Router } from '../../core/router.ts';
import {
  cacheRows,
  cacheStats,
  clearCache,
  describeAttempts,
  hasRegistry,
  invalidateEntry,
  loaderRows,
  type CacheStats,
  type LoaderRow,
} from '../loaders-adapter.ts';
import { button, cell, heading, muted, table, warn } from './styles.ts';
import { useNow } from './use-now.ts';

function LoaderStatusRow({ row }: { row: LoaderRow }) {
  const state = useValue(row.status);
  const { status, stale, attempt } = state;
  return (
    <tr>
      <td style={cell}>
        <code>{row.name}</code>
      </td>
      <td style={status === 'error' ? { ...cell, ...warn } : cell}>
        {status}
        {stale && ' (stale)'}
      </td>
      <td style={attempt > 1 ? { ...cell, ...warn } : cell}>
        {describeAttempts(state) || (
          <span style={muted}>{status === 'success' ? 'from cache' : 'none'}</span>
        )}
      </td>
    </tr>
  );
}

function Stats({ stats }: { stats: CacheStats }) {
  const size = useValue(stats.size);
  const hits = useValue(stats.hits);
  const misses = useValue(stats.misses);
  return (
    <p style={muted}>
      {size} cached · {hits} hits · {misses} misses
    </p>
  );
}

/**
 * Each loader's status and retries (which attempt its load is on, or took), and the cached
 * results with their age, invalidate and clear.
 */
export const LoadersTab = observer(function LoadersTab({ router }: { router: Router }) {
  // Read in this observer's render: attaching a registry re-renders the tab.
  const ready = hasRegistry(router);
  // After invalidate or clear, show the change at once rather than at the next tick.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  // Loader names and cache keys are not signals: re-read them every second.
  const now = useNow(1000);
  if (!ready) return <p>No data registry is attached to this router yet.</p>;
  const loaders = loaderRows(router);
  const entries = cacheRows(router, now);
  const stats = cacheStats(router);
  return (
    <>
      <h3 style={heading}>Loaders</h3>
      {loaders.length === 0 ? (
        <p>No loaders registered.</p>
      ) : (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Loader</th>
              <th style={cell}>Status</th>
              <th style={cell}>Retries</th>
            </tr>
          </thead>
          <tbody>
            {loaders.map((row) => (
              <LoaderStatusRow key={row.name} row={row} />
            ))}
          </tbody>
        </table>
      )}
      <h3 style={heading}>Cache</h3>
      {stats && <Stats stats={stats} />}
      {entries.length > 0 && (
        <table style={table}>
          <thead>
            <tr>
              <th style={cell}>Key</th>
              <th style={cell}>Age</th>
              <th style={cell}>
                <span
                  style={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  Actions
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.key}>
                <td style={cell}>
                  <code>{entry.key}</code>
                </td>
                <td style={cell}>
                  {Math.round(entry.ageMs / 1000)} s{entry.expired && ' (expired)'}
                </td>
                <td style={cell}>
                  <button
                    type="button"
                    style={button}
                    aria-label={`Invalidate ${entry.key}`}
                    onClick={() => {
                      invalidateEntry(router, entry.key);
                      refresh();
                    }}
                  >
                    Invalidate
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <button
          type="button"
          style={button}
          onClick={() => {
            clearCache(router);
            refresh();
          }}
        >
          Clear cache
        </button>
      </p>
    </>
  );
});
