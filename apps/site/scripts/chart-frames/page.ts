/*
 * The page chart-frames.mjs measures: one uPlot chart over a 10,000-point ring buffer fed at
 * `rate` updates a second for `ms`, either through bindChart (setData once per frame) or as
 * plain uPlot is used (setData on every update). Both push into the same ringSeries, so the
 * only difference is how the chart is told. Frame gaps come from requestAnimationFrame.
 */
import { bindChart, ringSeries } from '@tendril/signals/uplot';
import uPlot from 'uplot';

export interface ChartFramesResult {
  mode: string;
  rate: number;
  updates: number;
  draws: number;
  /** Time spent drawing (uPlot's drawClear to draw hooks), in ms. */
  drawMs: number;
  gaps: number[];
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'direct' ? 'direct' : 'bound';
const rate = Number(params.get('rate') ?? 60);
const ms = Number(params.get('ms') ?? 5000);
// The first second is not counted: the page is still loading and compiling.
const WARM_MS = 1000;
const POINTS = 10_000;

const ring = ringSeries({ capacity: POINTS });
let n = 0;
const push = () => {
  ring.push(n, 50 + 30 * Math.sin(n / 300) + 10 * Math.sin(n / 37) + Math.random() * 10);
  n++;
};
for (let i = 0; i < POINTS; i++) push();

let counting = false;
let draws = 0;
let drawMs = 0;
let drawStart = 0;
const target = document.getElementById('chart')!;
const chart = new uPlot(
  {
    width: 900,
    height: 300,
    legend: { show: false },
    scales: { x: { time: false } },
    series: [{}, { stroke: '#166534', width: 1 }],
    hooks: {
      drawClear: [() => (drawStart = performance.now())],
      draw: [
        () => {
          if (!counting) return;
          draws++;
          drawMs += performance.now() - drawStart;
        },
      ],
    },
  },
  ring.data.peek(),
  target,
);
const stop = mode === 'bound' ? bindChart(chart, { data: ring.data }) : () => {};

const gaps: number[] = [];
let last = 0;
let updates = 0;
const started = performance.now();
// Updates on a timer, as a socket or a poll would deliver them, not in step with frames.
const timer = setInterval(() => {
  push();
  if (counting) updates++;
  if (mode === 'direct') chart.setData(ring.data.peek());
}, 1000 / rate);

requestAnimationFrame(function frame(now) {
  if (counting && last) gaps.push(now - last);
  last = now;
  counting = now - started >= WARM_MS;
  if (now - started < WARM_MS + ms) return void requestAnimationFrame(frame);
  clearInterval(timer);
  stop();
  const result: ChartFramesResult = { mode, rate, updates, draws, drawMs, gaps };
  (window as unknown as { chartFrames: ChartFramesResult }).chartFrames = result;
});
