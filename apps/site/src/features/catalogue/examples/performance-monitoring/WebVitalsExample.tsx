/*
 * The web-vitals metrics as a signal. webVitals() imports the web-vitals package on its first
 * call (here: after the click), so a page that never asks pays nothing for it. Readings arrive
 * as the browser reports them; INP needs an interaction, CLS a layout shift.
 */
import { webVitals, type WebVitals } from '@tendril/router/performance';
import { observer } from '@tendril/signals/react';
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';

const format = (name: string, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

const Readings = observer(function Readings({ vitals }: { vitals: WebVitals }) {
  const readings = Object.values(vitals.value);
  const status = vitals.status.value;
  return (
    <>
      <p role="status" className="text-sm">
        Observers: {status}
      </p>
      {readings.length === 0 ? (
        <p className="text-sm">No metric reported yet.</p>
      ) : (
        <table className="text-sm">
          <tbody>
            {readings.map((v) => (
              <tr key={v.name}>
                <th scope="row" className="pr-4 text-left">
                  {v.name}
                </th>
                <td className="pr-4">{format(v.name, v.value)}</td>
                <td className={v.rating === 'poor' ? 'text-red-800' : undefined}>{v.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
});

export default function WebVitalsExample() {
  const [vitals, setVitals] = useState<WebVitals>();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => setVitals(webVitals())} disabled={vitals !== undefined}>
        Start observing
      </Button>
      {vitals ? <Readings vitals={vitals} /> : <p className="text-sm">Not observing yet.</p>}
    </div>
  );
}
