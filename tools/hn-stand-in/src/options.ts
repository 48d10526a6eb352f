// The switches that may change while the server runs (latency, faults) and their validation.
// The CLI, the environment, the control endpoint and setOptions() all go through parseRuntimePatch,
// so every entry point accepts the same values and rejects the same mistakes.

export const LATENCY_PROFILES = {
  /** Answer at once. */
  zero: { minMs: 0, maxMs: 0, bytesPerSecond: 0 },
  /** A nearby CDN. */
  fast: { minMs: 10, maxMs: 40, bytesPerSecond: 0 },
  /** A congested connection. */
  slow: { minMs: 300, maxMs: 800, bytesPerSecond: 0 },
  /** A mobile 3G link: long round trips and ~50 KB/s of bandwidth on top. */
  '3g': { minMs: 550, maxMs: 1500, bytesPerSecond: 50_000 },
} as const;

export type LatencyProfile = keyof typeof LATENCY_PROFILES;
/** A profile name, or a fixed delay in milliseconds. */
export type Latency = LatencyProfile | number;

export const FAULT_MODES = ['none', '5xx', 'timeout', 'drop'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** Which requests a fault applies to: everything, the story lists, items or users. */
export const FAULT_PATHS = ['all', 'lists', 'item', 'user'] as const;
export type FaultPaths = (typeof FAULT_PATHS)[number];

export interface RuntimeOptions {
  latency: Latency;
  fault: FaultMode;
  /** Share of matching requests that fail, 0..1. */
  faultRate: number;
  paths: FaultPaths;
  /** Fail this many requests, then switch the fault off by itself; null = no limit. */
  faultCount: number | null;
}

export const DEFAULT_RUNTIME_OPTIONS: Readonly<RuntimeOptions> = {
  latency: 'zero',
  fault: 'none',
  faultRate: 1,
  paths: 'all',
  faultCount: null,
};

export const MAX_FIXED_LATENCY_MS = 60_000;

export class OptionError extends Error {
  override name = 'OptionError';
}

const PATH_ALIASES: Record<string, FaultPaths> = {
  all: 'all',
  lists: 'lists',
  list: 'lists',
  stories: 'lists',
  item: 'item',
  items: 'item',
  user: 'user',
  users: 'user',
};

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

export function parseLatency(value: unknown): Latency {
  if (isOneOf(Object.keys(LATENCY_PROFILES) as LatencyProfile[], value)) return value;
  const ms = toNumber(value);
  if (ms !== undefined && Number.isFinite(ms) && ms >= 0 && ms <= MAX_FIXED_LATENCY_MS) {
    return Math.round(ms);
  }
  throw new OptionError(
    `latency must be one of ${Object.keys(LATENCY_PROFILES).join('|')} or 0..${MAX_FIXED_LATENCY_MS} ms, got ${JSON.stringify(value)}`,
  );
}

export function parseFault(value: unknown): FaultMode {
  if (isOneOf(FAULT_MODES, value)) return value;
  throw new OptionError(
    `fault must be one of ${FAULT_MODES.join('|')}, got ${JSON.stringify(value)}`,
  );
}

export function parseFaultRate(value: unknown): number {
  const rate = toNumber(value);
  if (rate !== undefined && Number.isFinite(rate) && rate >= 0 && rate <= 1) return rate;
  throw new OptionError(`faultRate must be a number from 0 to 1, got ${JSON.stringify(value)}`);
}

export function parsePaths(value: unknown): FaultPaths {
  const paths = typeof value === 'string' ? PATH_ALIASES[value] : undefined;
  if (paths) return paths;
  throw new OptionError(
    `paths must be one of ${FAULT_PATHS.join('|')}, got ${JSON.stringify(value)}`,
  );
}

export function parseFaultCount(value: unknown): number | null {
  if (value === null || value === 'null' || value === 'none') return null;
  const count = toNumber(value);
  if (count !== undefined && Number.isInteger(count) && count >= 1) return count;
  throw new OptionError(
    `faultCount must be a positive integer or null, got ${JSON.stringify(value)}`,
  );
}

const PARSERS: { [K in keyof RuntimeOptions]: (value: unknown) => RuntimeOptions[K] } = {
  latency: parseLatency,
  fault: parseFault,
  faultRate: parseFaultRate,
  paths: parsePaths,
  faultCount: parseFaultCount,
};

function isRuntimeKey(key: string): key is keyof RuntimeOptions {
  return Object.hasOwn(PARSERS, key);
}

/** Validates a partial update; unknown keys and bad values throw OptionError. */
export function parseRuntimePatch(input: unknown): Partial<RuntimeOptions> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new OptionError('options must be a JSON object');
  }
  const patch: Partial<Record<keyof RuntimeOptions, unknown>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!isRuntimeKey(key)) {
      throw new OptionError(`unknown option "${key}" (known: ${Object.keys(PARSERS).join(', ')})`);
    }
    patch[key] = PARSERS[key](value);
  }
  return patch as Partial<RuntimeOptions>;
}

/** The delay for one response: a random pick inside the profile plus transfer time on 3G. */
export function latencyMs(latency: Latency, random: () => number, bodyBytes: number): number {
  if (typeof latency === 'number') return latency;
  const p = LATENCY_PROFILES[latency];
  const base = p.minMs + Math.round(random() * (p.maxMs - p.minMs));
  return p.bytesPerSecond > 0 ? base + Math.round((bodyBytes / p.bytesPerSecond) * 1000) : base;
}
