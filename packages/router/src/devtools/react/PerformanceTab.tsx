import { useValue } from '@tendril/signals/react';
import type { DevtoolsModel } from '../model.ts';
import { MEMORY_WARNING_MB, readHeap, SLOW_NAVIGATION_MS } from '../../performance/timing.ts';
import { webVitals } from '../../performance/vitals.ts';
import { cell, heading, muted, table, warn } from './styles.ts';
import { useNow } from './use-now.ts';

const SHOWN_EVENTS = 100;

function Heap() {
  useNow(1000);
  const heap = readHeap();
  if (!heap) return <p style={muted}>This browser does not expose the JS heap size.</p>;
  return (
    <p style={heap.high ? warn : undefined}>
      JS heap: {heap.usedMB.toFixed(1)} MB
      {heap.high && ` (warning: over ${MEMORY_WARNING_MB} MB)`}
    </p>
  );
}

/** Navigation timings (slow ones flagged), web vitals, the JS heap and the event log. */
export function PerformanceTab({ model }: { model: DevtoolsModel }) {
  const timings = useValue(model.timings);
  const vitalsSignal = webVitals();
  const vitals = Object.values(useValue(vitalsSignal));
  const vitalsStatus = useValue(vitalsSignal.status);
  const events = useValue(model.log.events);
  return (
    <>
      <h3 style={heading}>Navigations</h3>
      {timings.length === 0 ? (
        <p style={muted}>No navigation since the devtools were first opened.</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {[...timings].reverse().map((t) => (
            <li key={t.at + t.href} style={t.slow ? warn : undefined}>
              <code>{t.href}</code> {Math.round(t.durationMs)} ms
              {t.slow && ` (slow: over ${SLOW_NAVIGATION_MS} ms)`}
            </li>
          ))}
        </ol>
      )}
      <h3 style={heading}>Web vitals</h3>
      {vitals.length === 0 ? (
        <p style={muted}>
          {vitalsStatus === 'unavailable'
            ? 'Web vitals are unavailable (the web-vitals package did not load).'
            : 'No web vitals reported yet.'}
        </p>
      ) : (
        <table style={table}>
          <tbody>
            {vitals.map((v) => (
              <tr key={v.name}>
                <th scope="row" style={cell}>
                  {v.name}
                </th>
                <td style={cell}>
                  {v.name === 'CLS' ? v.value.toFixed(3) : `${Math.round(v.value)} ms`}
                </td>
                <td style={v.rating === 'poor' ? { ...cell, ...warn } : cell}>{v.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 style={heading}>Memory</h3>
      <Heap />
      <h3 style={heading}>Event log ({events.length} kept, newest first)</h3>
      <ol style={{ margin: 0, paddingLeft: 20 }} aria-label="Event log">
        {events
          .slice(-SHOWN_EVENTS)
          .reverse()
          .map((e, i) => (
            <li key={events.length - i}>
              <span style={muted}>{new Date(e.at).toLocaleTimeString()}</span> {e.kind}: {e.text}
            </li>
          ))}
      </ol>
    </>
  );
}
