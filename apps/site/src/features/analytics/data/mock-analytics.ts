/*
 * Mock analytics: every figure comes from a small seeded generator, so a range (and a
 * refresh count) always yields the same numbers — tests and screenshots can rely on them.
 */

/** The time ranges the dashboard offers, shortest first. */
export const RANGES = ['24h', '7d', '30d', '90d'] as const;

/** One of the dashboard's time ranges. */
export type Range = (typeof RANGES)[number];

/** The range shown when the URL names none (or an unknown one). */
export const DEFAULT_RANGE: Range = '7d';

/** A figure for the selected range and the same figure for the period before it. */
export interface Metric {
  value: number;
  previous: number;
}

/** The four headline figures. `conversion` is a ratio (0.031 is 3.1 %); `revenue` is in USD. */
export interface Metrics {
  users: Metric;
  sessions: Metric;
  revenue: Metric;
  conversion: Metric;
}

/** One row of the top-pages table. `bounceRate` is a ratio. */
export interface PageRow {
  path: string;
  views: number;
  visitors: number;
  bounceRate: number;
}

/** What the dashboard shows for a range: the figures, the chart series and the top pages. */
export interface AnalyticsData {
  range: Range;
  metrics: Metrics;
  /** Point times in unix seconds (uPlot's x axis), oldest first. */
  times: number[];
  /** Sessions per point, aligned with `times`. */
  sessions: number[];
  pages: PageRow[];
}

interface RangeShape {
  points: number;
  stepSeconds: number;
  /** Sessions per point around which the series moves. */
  base: number;
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const shapes: Record<Range, RangeShape> = {
  '24h': { points: 24, stepSeconds: HOUR, base: 180 },
  '7d': { points: 7, stepSeconds: DAY, base: 4200 },
  '30d': { points: 30, stepSeconds: DAY, base: 4000 },
  '90d': { points: 90, stepSeconds: DAY, base: 3800 },
};

const PAGE_PATHS = ['/', '/products', '/product/1', '/cart', '/demo/basic-signals'];

/** The chart ends on this fixed instant (2026-01-01T00:00Z), so the data never depends on the clock. */
const END_SECONDS = 1_767_225_600;

/** True when `value` names one of the ranges. */
export function isRange(value: unknown): value is Range {
  return typeof value === 'string' && (RANGES as readonly string[]).includes(value);
}

/**
 * mulberry32: a tiny 32-bit seeded generator (Tommy Ettinger's public-domain design); returns
 * numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(range: Range, revision: number): number {
  let hash = 2166136261;
  for (const ch of `${range}#${revision}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function metric(rand: () => number, value: number): Metric {
  // The previous period lies within ±20 % of this one, so changes read as plausible.
  return { value, previous: value * (0.8 + rand() * 0.4) };
}

/**
 * The dashboard's data for `range`. The same `range` and `revision` always give the same
 * data; a new `revision` (a refresh) gives slightly different figures.
 *
 * @param revision - how many times the data was refreshed. @default 0
 * @example
 * ```ts
 * const week = generateAnalytics('7d');
 * week.sessions.length; // 7
 * ```
 */
export function generateAnalytics(range: Range, revision = 0): AnalyticsData {
  const rand = seededRandom(seedOf(range, revision));
  const shape = shapes[range];
  const times: number[] = [];
  const sessions: number[] = [];
  for (let i = 0; i < shape.points; i++) {
    times.push(END_SECONDS - (shape.points - 1 - i) * shape.stepSeconds);
    const wave = 1 + 0.25 * Math.sin((i / shape.points) * Math.PI * 2);
    sessions.push(Math.round(shape.base * wave * (0.85 + rand() * 0.3)));
  }
  const totalSessions = sessions.reduce((sum, n) => sum + n, 0);
  const users = Math.round(totalSessions * (0.6 + rand() * 0.1));
  const conversion = 0.02 + rand() * 0.03;
  const revenue = Math.round(users * conversion * (60 + rand() * 40) * 100) / 100;
  const pages = PAGE_PATHS.map((path, i) => {
    const views = Math.round((totalSessions * 1.8) / (i + 1.5) / (0.9 + rand() * 0.2));
    return {
      path,
      views,
      visitors: Math.round(views * (0.55 + rand() * 0.2)),
      bounceRate: 0.25 + rand() * 0.4,
    };
  });
  return {
    range,
    metrics: {
      users: metric(rand, users),
      sessions: metric(rand, totalSessions),
      revenue: metric(rand, revenue),
      conversion: metric(rand, conversion),
    },
    times,
    sessions,
    pages,
  };
}

/** The change from `previous` to `value` as a ratio (0.12 is +12 %); 0 when there was nothing before. */
export function changeOf({ value, previous }: Metric): number {
  return previous === 0 ? 0 : (value - previous) / previous;
}
