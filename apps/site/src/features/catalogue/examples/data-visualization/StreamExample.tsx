/*
 * A live stream: 60 new points a second into a ring buffer of 10,000 (a signal), drawn by
 * uPlot through useUPlot, which calls setData at most once per animation frame. Pause and
 * resume the stream; the readouts show the window the chart draws and the page's frame times.
 */
import { ringSeries } from '@tendril/signals/uplot';
import { useUPlot } from '@tendril/signals/uplot/react';
import { useEffect, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { Button } from '../../../../ui/Button.tsx';
import { startFrameMeter, type FrameStats } from './frame-meter.ts';
import { formatSample, sample, seeded } from './samples.ts';

const POINTS = 10_000;
const PER_SECOND = 60;

function createStream() {
  const ring = ringSeries({ capacity: POINTS });
  const noise = seeded(1);
  let next = 0;
  const push = () => ring.push(next, sample(next++, noise));
  for (let i = 0; i < POINTS; i++) push();
  return { data: ring.data, push };
}

export default function StreamExample() {
  const [stream] = useState(createStream);
  const [running, setRunning] = useState(true);
  // What the chart draws, read from its own x scale (uPlot's setScale hook).
  const [shown] = useState(() => ({ min: 0, max: 0 }));
  const [options] = useState((): Omit<uPlot.Options, 'width' | 'height'> => ({
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    series: [{}, { label: 'Value', stroke: '#166534', width: 1 }],
    axes: [{ stroke: '#57534e' }, { stroke: '#57534e', size: 50 }],
    hooks: {
      setScale: [
        (u, key) => {
          if (key !== 'x') return;
          shown.min = u.scales.x?.min ?? 0;
          shown.max = u.scales.x?.max ?? 0;
        },
      ],
    },
  }));
  const ref = useUPlot(uPlot, options, { data: stream.data, height: 220 });

  useEffect(() => {
    if (!running) return;
    const id = setInterval(stream.push, 1000 / PER_SECOND);
    return () => clearInterval(id);
  }, [running, stream]);

  // The readouts change four times a second: enough to read, cheap to render.
  const [readout, setReadout] = useState<{ frames: FrameStats; min: number; max: number }>();
  useEffect(() => {
    const meter = startFrameMeter();
    const id = setInterval(() => setReadout({ frames: meter.read(), ...shown }), 250);
    return () => {
      clearInterval(id);
      meter.stop();
    };
  }, [shown]);

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={ref}
        role="img"
        aria-label={`Live stream of the latest ${formatSample(POINTS)} samples, ${PER_SECOND} new samples a second`}
        className="w-full overflow-hidden"
        style={{ height: 220 }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={() => setRunning((r) => !r)}>
          {running ? 'Pause stream' : 'Resume stream'}
        </Button>
        <p className="text-sm" data-testid="stream-window">
          {readout
            ? `Showing samples ${formatSample(readout.min)} to ${formatSample(readout.max)}`
            : 'Starting the stream…'}
          {running ? '' : ' (paused)'}
        </p>
      </div>
      <p className="font-mono text-sm" data-testid="frame-times">
        {readout && readout.frames.frames > 0
          ? `Frame time: median ${readout.frames.median.toFixed(1)} ms, p95 ${readout.frames.p95.toFixed(1)} ms, max ${readout.frames.max.toFixed(1)} ms; ${readout.frames.late} of ${readout.frames.frames} frames over 16.7 ms`
          : 'Frame time: measuring…'}
      </p>
    </div>
  );
}
