/*
 * Linked charts: drag across the overview to brush a range; the two detail charts follow it
 * (setScale). Dragging across a detail chart zooms it and moves the brush. One range signal
 * joins them; the buttons move it from the keyboard.
 */
import type { Signal } from '@tendril/signals';
import { useSignal, useValue } from '@tendril/signals/react';
import type { ScaleRange } from '@tendril/signals/uplot';
import { useUPlot } from '@tendril/signals/uplot/react';
import { computed } from '@tendril/signals';
import { useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Button } from '../../../../ui/Button.tsx';
import { moved } from './brush-moves.ts';
import { formatSample, sample, seeded } from './samples.ts';

const POINTS = 10_000;

// 10,000 samples of two series; each chart reads its own columns.
const xs = Array.from({ length: POINTS }, (_, i) => i);
const loadNoise = seeded(7);
const load = xs.map((n) => sample(n, loadNoise));
const noise = seeded(11);
const latency = load.map((v) => 20 + v * 1.5 + noise() * 15);
const loadData = computed<uPlot.AlignedData>(() => [xs, load]);
const latencyData = computed<uPlot.AlignedData>(() => [xs, latency]);

const axes: uPlot.Axis[] = [{ stroke: '#57534e' }, { stroke: '#57534e', size: 50 }];
const describe = (r: ScaleRange | null) =>
  r
    ? `samples ${formatSample(r.min)} to ${formatSample(r.max)}`
    : `all ${formatSample(POINTS)} samples`;

function Chart({
  label,
  data,
  range,
  brush,
  color,
  height,
}: {
  label: string;
  data: typeof loadData;
  range: Signal<ScaleRange | null>;
  brush: 'select' | 'zoom';
  color: string;
  height: number;
}) {
  // The x range this chart draws, read from its own scale: what the readout below shows.
  const [shown, setShown] = useState<ScaleRange | null>(null);
  const [options] = useState((): Omit<uPlot.Options, 'width' | 'height'> => ({
    legend: { show: false },
    // The overview draws a brush and keeps its scale; a detail chart zooms on drag.
    cursor: { drag: { x: true, y: false, setScale: brush === 'zoom' } },
    scales: { x: { time: false } },
    series: [{}, { label, stroke: color, width: 1 }],
    axes,
    hooks: {
      setScale: [
        (u, key) => {
          const { min, max } = u.scales.x ?? {};
          if (key === 'x' && min != null && max != null) setShown({ min, max });
        },
      ],
    },
  }));
  const ref = useUPlot(uPlot, options, { data, range, brush, height });
  return (
    <figure className="m-0">
      <figcaption className="text-sm font-medium">
        {brush === 'select'
          ? `${label} overview: drag across it to brush a range`
          : `${label}, showing ${describe(shown)}`}
      </figcaption>
      <div
        ref={ref}
        role="img"
        aria-label={`${label} ${brush === 'select' ? 'overview' : 'detail'} chart`}
        className="w-full overflow-hidden"
        style={{ height }}
      />
    </figure>
  );
}

export default function BrushExample() {
  const range = useSignal<ScaleRange | null>(null);
  const current = useValue(range);
  return (
    <div className="flex flex-col gap-4">
      <Chart
        label="Load"
        data={loadData}
        range={range}
        brush="select"
        color="#57534e"
        height={120}
      />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Brushed range">
        <Button onClick={() => (range.value = moved(range.value, POINTS, 'in'))}>Zoom in</Button>
        <Button
          onClick={() => (range.value = moved(range.value, POINTS, 'out'))}
          disabled={!current}
        >
          Zoom out
        </Button>
        <Button
          onClick={() => (range.value = moved(range.value, POINTS, 'earlier'))}
          disabled={!current}
        >
          Earlier
        </Button>
        <Button
          onClick={() => (range.value = moved(range.value, POINTS, 'later'))}
          disabled={!current}
        >
          Later
        </Button>
        <Button onClick={() => (range.value = null)} disabled={!current}>
          Show all
        </Button>
        <output className="text-sm" data-testid="brush-range">
          Range: {describe(current)}
        </output>
      </div>
      <Chart label="Load" data={loadData} range={range} brush="zoom" color="#166534" height={180} />
      <Chart
        label="Latency (ms)"
        data={latencyData}
        range={range}
        brush="zoom"
        color="#9a3412"
        height={180}
      />
    </div>
  );
}
