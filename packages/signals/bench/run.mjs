// Entry point of `npm run bench:signals`: compares @tendril/signals with alien-signals and
// @preact/signals-core on the cases in ./cases.
//
// How: bundle the tendril source with esbuild (./bundle.mjs), then for each round and each case
// spawn one `node --expose-gc runner.mjs --lib=<name> --case=<case>` child per library, so every
// case starts from a fresh heap and fresh JIT state and no case's garbage or type feedback leaks
// into another's. Within a case the libraries run back to back, and their order alternates (round 1
// tendril, alien, preact for the first case, the reverse for the second; round 2 the other way
// round) so machine drift hits every library alike. Each child warms up and times its case
// (./runner.mjs); this process takes the median of all samples per case and library, checks every
// result (and that the libraries agree), prints the table with tendril's ratios and their
// geometric means, and writes the numbers to bench-results/signals/latest.json at the repository
// root. With --quick there is one process per library running every case once on small sizes
// (checks only, nothing timed).
//
// The table uses the process's CPU time per sample by default: on a shared machine a benchmark
// process can get a small fraction of a core, which inflates wall-clock samples many times over
// while CPU time stays put. --clock=wall uses wall-clock time instead; the JSON holds both.
//
//   node packages/signals/bench/run.mjs                 full run (about 6 minutes)
//   node packages/signals/bench/run.mjs --quick         checks only, small sizes, no timing
//   --only=dynamic,cellx   cases by name or prefix      --libs=tendril,alien   libraries
//   --runs=N               rounds (processes per case   --samples=N   timed samples per process
//                          and library)
//   --warmup=N             untimed samples first        --no-minify   readable tendril bundle
//   --clock=cpu|wall       what the table shows (default cpu)
// Exits non-zero when any check fails; a missed performance target is reported, never fatal.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LABELS, LIBS, normalizeLib } from './adapters/index.mjs';
import { bundleTendril, TENDRIL_ENTRY, tendrilEntryExists } from './bundle.mjs';
import { selectCases } from './cases/index.mjs';
import { checkedPart, sameResult } from './check.mjs';
import { geometricMean, median } from './stats.mjs';
import { KINDS } from './memory.mjs';
import { renderMemoryTable, renderTable, renderTargets } from './table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..', '..');
const resultsFile = join(repoRoot, 'bench-results', 'signals', 'latest.json');
const log = (...args) => console.error(...args);
// A child that takes longer than this is killed and reported as a failure (a hang, a cycle...).
const QUICK_CHILD_LIMIT_MS = 60_000;
const FULL_CHILD_LIMIT_MS = 180_000;
// Nodes of each kind the memory step creates (1000 with --quick, which only checks it works).
const MEMORY_COUNT = 100_000;

// `npm run bench:signals -- --quick` reaches the nested `npm run bench` as npm config, which npm
// exports as npm_config_<name>; accept those too so the flags work through both npm layers.
function argsWithNpmConfig() {
  const args = process.argv.slice(2);
  for (const name of ['quick', 'only', 'libs', 'runs', 'samples', 'warmup', 'clock', 'no-minify']) {
    const value = process.env[`npm_config_${name.replace('-', '_')}`];
    if (value === undefined || value === '' || args.some((a) => a.startsWith(`--${name}`)))
      continue;
    if (value === 'true') args.push(`--${name}`);
    else if (value !== 'false') args.push(`--${name}=${value}`);
  }
  return args;
}

function parseOptions() {
  const { values } = parseArgs({
    args: argsWithNpmConfig(),
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      libs: { type: 'string' },
      runs: { type: 'string', default: '4' },
      samples: { type: 'string', default: '8' },
      warmup: { type: 'string', default: '3' },
      clock: { type: 'string', default: 'cpu' },
      'no-minify': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const list = (text) =>
    (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const count = (text, name, least) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < least)
      throw new Error(`--${name} must be an integer >= ${least}`);
    return n;
  };
  if (!['cpu', 'wall'].includes(values.clock)) throw new Error('--clock must be cpu or wall');
  const libs = values.libs ? [...new Set(list(values.libs).map(normalizeLib))] : [...LIBS];
  return {
    help: values.help,
    quick: values.quick,
    only: list(values.only),
    libs: LIBS.filter((lib) => libs.includes(lib)),
    runs: values.quick ? 1 : count(values.runs, 'runs', 1),
    samples: count(values.samples, 'samples', 1),
    warmup: count(values.warmup, 'warmup', 0),
    minify: !values['no-minify'],
    clock: values.clock,
  };
}

/** Runs one runner process: one case (caseName) or, in quick mode, every selected case. */
function runChild(lib, options, bundle, caseName) {
  const args = [`--lib=${lib}`];
  if (caseName) args.push(`--case=${caseName}`);
  else if (options.only.length) args.push(`--only=${options.only.join(',')}`);
  if (options.quick) args.push('--quick');
  args.push(`--samples=${options.samples}`, `--warmup=${options.warmup}`);
  if (bundle) args.push(`--bundle=${bundle}`);
  return spawnChild('runner.mjs', args, options, { lib, cases: [] });
}

/** Runs one memory.mjs process: one library, one kind of node (every kind when kind is null). */
function runMemoryChild(lib, kind, options, bundle) {
  const args = [`--lib=${lib}`, `--count=${options.quick ? 1000 : MEMORY_COUNT}`];
  if (kind) args.push(`--kind=${kind}`);
  if (bundle) args.push(`--bundle=${bundle}`);
  return spawnChild('memory.mjs', args, options, { lib, results: [] });
}

/** Spawns `node --expose-gc <script> <args>` and resolves with the message it sends back. */
function spawnChild(script, scriptArgs, options, empty) {
  const args = ['--expose-gc', join(here, script), ...scriptArgs];
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let message;
    let timedOut = false;
    const limit = options.quick ? QUICK_CHILD_LIMIT_MS : FULL_CHILD_LIMIT_MS;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limit);
    child.on('message', (m) => (message = m));
    child.on('error', (error) => resolvePromise({ ...empty, error: String(error) }));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (message) resolvePromise(message);
      else if (timedOut)
        resolvePromise({ ...empty, error: `${script} killed after ${limit / 1000}s (hung?)` });
      else
        resolvePromise({
          ...empty,
          error: `${script} exited with ${signal ?? `code ${code}`} before reporting`,
        });
    });
  });
}

// Alternate the order of the libraries from case to case and from round to round.
const orderFor = (libs, flip) => (flip % 2 ? [...libs].reverse() : libs);

async function main() {
  let options;
  let cases;
  try {
    options = parseOptions();
    cases = selectCases(options.only);
  } catch (error) {
    console.error(`run.mjs: ${error.message} (see --help)`);
    return 2;
  }
  if (options.help) {
    const text = (await import('node:fs')).readFileSync(fileURLToPath(import.meta.url), 'utf8');
    console.log(text.split('\nimport ')[0].replace(/^\/\/ ?/gm, ''));
    return 0;
  }
  const failures = [];
  const skipped = [];
  let bundle;

  if (options.libs.includes('tendril')) {
    if (!tendrilEntryExists()) {
      skipped.push(`tendril: skipped, ${TENDRIL_ENTRY} does not exist yet`);
      options.libs = options.libs.filter((lib) => lib !== 'tendril');
    } else {
      try {
        bundle = await bundleTendril({ minify: options.minify });
      } catch (error) {
        failures.push(`tendril: ${error.message}`);
        options.libs = options.libs.filter((lib) => lib !== 'tendril');
      }
    }
  }
  for (const line of skipped) log(line);

  const load = loadavg()[0];
  if (!options.quick && load > cpus().length * 0.5) {
    log(`note: load average ${load.toFixed(1)} on ${cpus().length} cores, timings may be noisy`);
  }

  const reports = Object.fromEntries(options.libs.map((lib) => [lib, []]));
  const memory = Object.fromEntries(options.libs.map((lib) => [lib, []]));
  const started = performance.now();
  try {
    if (options.quick) {
      // Checks only: one process per library runs every selected case once.
      for (const lib of options.libs) {
        const t0 = performance.now();
        reports[lib].push(await runChild(lib, options, bundle?.file));
        log(`quick  ${LABELS[lib].padEnd(13)} ${((performance.now() - t0) / 1000).toFixed(1)}s`);
      }
    } else {
      for (let round = 0; round < options.runs; round++) {
        for (const [index, testCase] of cases.entries()) {
          const times = [];
          for (const lib of orderFor(options.libs, round + index)) {
            const t0 = performance.now();
            reports[lib].push(await runChild(lib, options, bundle?.file, testCase.name));
            times.push(`${LABELS[lib]} ${((performance.now() - t0) / 1000).toFixed(1)}s`);
          }
          log(
            `round ${round + 1}/${options.runs}  ${testCase.name.padEnd(20)} ${times.join('  ')}`,
          );
        }
      }
    }
    // Memory: one process per library and kind of node, after the timings (in quick mode one
    // process per library, on 1000 nodes of each kind, only to check that it works).
    const t0 = performance.now();
    for (const kind of options.quick ? [null] : KINDS) {
      for (const lib of options.libs) {
        memory[lib].push(await runMemoryChild(lib, kind, options, bundle?.file));
      }
    }
    log(`memory ${((performance.now() - t0) / 1000).toFixed(1)}s`);
  } finally {
    bundle?.cleanup();
  }

  // Checks: every child's own failures, then agreement between libraries.
  // Every process reports conformance, so the same failure can come many times: keep one of each.
  const seen = new Set();
  const fail = (line) => {
    if (!seen.has(line)) failures.push(line);
    seen.add(line);
  };
  for (const lib of options.libs) {
    for (const report of reports[lib]) {
      if (report.error) fail(`${LABELS[lib]}: ${report.error}`);
      for (const f of report.conformance ?? []) fail(`${LABELS[lib]} conformance: ${f}`);
      for (const c of report.cases) {
        for (const f of c.failures) fail(`${LABELS[lib]} ${c.name}: ${f}`);
      }
    }
    for (const report of memory[lib]) {
      if (report.error) fail(`${LABELS[lib]} memory: ${report.error}`);
      for (const r of report.results) {
        for (const f of r.failures) fail(`${LABELS[lib]} memory ${r.kind}: ${f}`);
      }
    }
  }
  for (const testCase of cases) {
    const groups = [];
    for (const lib of options.libs) {
      const c = caseReports(reports[lib], testCase.name)[0];
      if (!c?.expected || !c.result) continue;
      const part = checkedPart(c.expected, c.result);
      const group = groups.find((g) => sameResult(g.part, part));
      if (group) group.libs.push(LABELS[lib]);
      else groups.push({ part, libs: [LABELS[lib]] });
    }
    if (groups.length > 1) {
      const described = groups.map((g) => `${g.libs.join('/')} ${JSON.stringify(g.part)}`);
      failures.push(`${testCase.name}: libraries disagree: ${described.join(' vs ')}`);
    }
  }

  const summary = summarize(cases, options, reports);
  summary.memory = summarizeMemory(options, memory);
  if (!options.quick) {
    console.log('');
    console.log(renderTable(summary));
    console.log('');
    const clock = options.clock === 'wall' ? 'wall-clock time' : 'CPU time (user + system)';
    console.log(
      `ms = median ${clock} of one sample (the case's \`inner\` iterations, see the JSON), ` +
        `over ${options.runs} process(es) x ${options.samples} samples per library`,
    );
    console.log('');
    console.log(renderMemoryTable(summary.memory));
    console.log('');
    console.log(
      `bytes = heapUsed growth per node after creating ${MEMORY_COUNT} of a kind (three forced ` +
        'GCs before and after), one process per library and kind',
    );
    console.log('');
    for (const line of renderTargets(summary)) console.log(line);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  if (!options.quick) {
    mkdirSync(dirname(resultsFile), { recursive: true });
    const json = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      loadAverageAtStart: load,
      options,
      skipped,
      failures,
      ...summary,
    };
    writeFileSync(resultsFile, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`results written to ${resultsFile}`);
  }

  for (const line of skipped) console.log(line);
  if (failures.length) {
    console.log('');
    console.log(`FAILED checks (${failures.length}):`);
    for (const f of failures) console.log(`  ${f}`);
    return 1;
  }
  const libs = options.libs.map((lib) => LABELS[lib]).join(', ');
  console.log(`all checks passed for ${libs} (${cases.length} cases, ${seconds}s)`);
  return 0;
}

/** Bytes per node by kind and library, and tendril's ratios. */
function summarizeMemory(options, memory) {
  return KINDS.map((kind) => {
    const row = { kind, bytes: {}, ratios: {} };
    for (const lib of options.libs) {
      const r = memory[lib].flatMap((m) => m.results).find((x) => x.kind === kind);
      row.bytes[lib] = r && !r.failures.length ? r.perNode : NaN;
    }
    row.ratios.alien = row.bytes.tendril / row.bytes.alien;
    row.ratios.preact = row.bytes.tendril / row.bytes.preact;
    return row;
  });
}

/** The reports of one case from a library's processes (one per round, or the quick process). */
function caseReports(libReports, name) {
  return libReports.flatMap((r) => r.cases.filter((c) => c.name === name));
}

function summarize(cases, options, reports) {
  const rows = cases.map((testCase) => {
    const row = {
      name: testCase.name,
      title: testCase.title,
      creation: Boolean(testCase.creation),
      params: options.quick ? testCase.params.quick : testCase.params.full,
      ms: {},
      cpuMs: {},
      wallMs: {},
      ratios: {},
      results: {},
      cpuSamples: {},
      wallSamples: {},
    };
    for (const lib of options.libs) {
      const runs = caseReports(reports[lib], testCase.name);
      row.cpuSamples[lib] = runs.flatMap((c) => c?.cpu ?? []);
      row.wallSamples[lib] = runs.flatMap((c) => c?.times ?? []);
      row.cpuMs[lib] = median(row.cpuSamples[lib]);
      row.wallMs[lib] = median(row.wallSamples[lib]);
      row.ms[lib] = options.clock === 'wall' ? row.wallMs[lib] : row.cpuMs[lib];
      row.results[lib] = runs[0]?.result;
    }
    row.ratios.alien = row.ms.tendril / row.ms.alien;
    row.ratios.preact = row.ms.tendril / row.ms.preact;
    return row;
  });
  const worstOf = (list) => {
    let worst;
    for (const row of list) {
      if (Number.isFinite(row.ratios.alien) && !(worst?.ratios.alien >= row.ratios.alien)) {
        worst = row;
      }
    }
    return { name: worst?.name, title: worst?.title, ratio: worst?.ratios.alien ?? NaN };
  };
  return {
    clock: options.clock,
    cases: rows,
    geomean: {
      alien: geometricMean(rows.map((r) => r.ratios.alien)),
      preact: geometricMean(rows.map((r) => r.ratios.preact)),
    },
    worstAlien: worstOf(rows),
    worstCreationAlien: worstOf(rows.filter((r) => r.creation)),
  };
}

process.exitCode = await main();
