/*
 * Charts driven by signals with uPlot (an optional peer, imported here as types only: the
 * caller passes its uPlot instances, so this entry loads in Node and costs nothing until used).
 */
export {
  bindChart,
  type BindableChart,
  type BindChartOptions,
  type ScaleRange,
  type ScheduleFrame,
} from './bind.ts';
export { ringSeries, type RingSeries, type RingSeriesOptions } from './ring.ts';
export { followWidth } from './size.ts';
