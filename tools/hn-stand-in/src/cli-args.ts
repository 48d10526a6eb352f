// Turns command-line flags and HN_STAND_IN_* environment variables into start options.
// Flags win over the environment; every value is validated like the control endpoint's.
import { parseArgs } from 'node:util';
import { FIXED_EPOCH } from './dataset.ts';
import { OptionError, parseRuntimePatch } from './options.ts';
import type { AnchorOption, StartOptions } from './server.ts';

export const DEFAULT_CLI_PORT = 8787;

export const USAGE = `Usage: hn-stand-in [options]

  --port <n>          port on 127.0.0.1 (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --latency <p>       zero | fast | slow | 3g | <ms>            (default zero)
  --fault <f>         none | 5xx | timeout | drop                (default none)
  --fault-rate <r>    share of matching requests that fail, 0..1 (default 1)
  --fault-paths <s>   all | lists | item | user                  (default all)
  --fault-count <n>   fail n requests, then switch the fault off
  --seed <n>          data-set seed (ids in the README are for the default)
  --anchor <a>        start | fixed | <unix seconds>: what item times count back from
                      (default start = server start; fixed = ${FIXED_EPOCH}, 2026-01-01Z)
  --timeout-hold <ms> how long the timeout fault holds a request (default 120000)
  -h, --help          show this help

Every flag can also come from the environment: HN_STAND_IN_PORT, HN_STAND_IN_LATENCY,
HN_STAND_IN_FAULT, HN_STAND_IN_FAULT_RATE, HN_STAND_IN_FAULT_PATHS, HN_STAND_IN_FAULT_COUNT,
HN_STAND_IN_SEED, HN_STAND_IN_ANCHOR, HN_STAND_IN_TIMEOUT_HOLD.`;

const FLAGS = [
  'port',
  'latency',
  'fault',
  'fault-rate',
  'fault-paths',
  'fault-count',
  'seed',
  'anchor',
  'timeout-hold',
] as const;
type Flag = (typeof FLAGS)[number];

export interface CliConfig {
  help: boolean;
  start: StartOptions;
}

function envName(flag: Flag): string {
  return `HN_STAND_IN_${flag.toUpperCase().replace(/-/g, '_')}`;
}

function integer(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
    throw new OptionError(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

function parseAnchor(value: string): AnchorOption {
  if (value === 'start' || value === 'fixed') return value;
  return integer('anchor', value, 0, 2 ** 31);
}

export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv): CliConfig {
  let values: Partial<Record<Flag | 'help', string | boolean>>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        ...Object.fromEntries(FLAGS.map((f) => [f, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new OptionError(error instanceof Error ? error.message : String(error));
  }
  const get = (flag: Flag): string | undefined => {
    const fromFlag = values[flag];
    return typeof fromFlag === 'string' ? fromFlag : env[envName(flag)] || undefined;
  };
  const port = get('port');
  const seed = get('seed');
  const anchor = get('anchor');
  const hold = get('timeout-hold');
  const start: StartOptions = {
    ...parseRuntimePatch({
      latency: get('latency'),
      fault: get('fault'),
      faultRate: get('fault-rate'),
      paths: get('fault-paths'),
      faultCount: get('fault-count'),
    }),
    port: port === undefined ? DEFAULT_CLI_PORT : integer('port', port, 0, 65535),
  };
  if (seed !== undefined) start.seed = integer('seed', seed, 0, 2 ** 32 - 1);
  if (anchor !== undefined) start.anchor = parseAnchor(anchor);
  if (hold !== undefined) start.timeoutHoldMs = integer('timeout-hold', hold, 1, 3_600_000);
  return { help: values.help === true, start };
}
