// Runs benchmark cases for ONE library in this process (run.mjs spawns one process per round,
// case and library, so neither JIT state nor heap state leaks between libraries or cases). For
// each case: build the graph, run the untimed priming iterations, warm up, then time `samples`
// samples of `inner` iterations each, recording both wall-clock time and the process's CPU time
// (see run.mjs for which one is used). global.gc (node --expose-gc) runs before every case; cases
// marked `gcBetweenSamples` (the creation cases) also get a forced full GC before every warm-up
// and timed sample, outside the timing, so every sample starts from the same clean heap and the
// timing no longer depends on when the previous sample's garbage happens to be collected. Every
// sample's last result is checked against the case's expected values. With --quick each case
// runs once on small sizes and nothing is timed.
//
// The resident graph: before any case the runner creates one signal, one computed reading it and
// one effect reading that, and keeps them alive for the whole process, as any application keeps
// some nodes alive. Without it, a forced GC between samples made tendril's (and preact's) creation
// cases 3-6x slower while alien-signals' did not move. The cause: tendril and preact build their
// nodes with constructors (`this.x = ...` stores), whose hidden classes (maps) are reachable only
// through V8's weak map transitions once every node of a kind is dead; a full GC then frees those
// maps and deoptimises every optimised function that embeds them (--trace-deopt: "reason: weak
// objects", 13-30 functions per GC), so each sample ran in the interpreter and recompiled on a
// background thread (CPU time well above wall time). alien-signals builds nodes from object
// literals, whose maps the literal sites keep alive. One live node of each kind keeps the maps
// alive and the deoptimisations stop. --no-resident leaves it out, to reproduce.
//
// Results go to the parent over the IPC channel; run standalone it prints them instead, e.g.
//   node --expose-gc bench/runner.mjs --lib=tendril --only=dynamic --samples=20
// (for tendril it bundles the source itself unless --bundle=<file> is given). --no-gc-samples
// turns the forced GC between samples off, to compare.
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { loadAdapter, normalizeLib } from './adapters/index.mjs';
import { checkConformance } from './adapters/conformance.mjs';
import { selectCase, selectCases } from './cases/index.mjs';
import { compareResult } from './check.mjs';
import { median } from './stats.mjs';

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

// Garbage for padYoung to write to, so that no allocation is optimised away.
let _padSink;
// Bytes one padding array takes in the young generation (its elements, its header and the
// allocation memento V8 may put after it), measured on first use.
let padBytes;

const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');

/**
 * After a forced GC the young generation is empty, so every sample would hit its scavenges at
 * the same iterations, fixed by how many bytes the library allocates per node. Which library's
 * scavenges land where most of an iteration's nodes are still alive (and get copied) was then
 * luck: with V8's semi-spaces set from 4 to 64 MB, tendril's comp-0to1 went from 0.31x to 1.47x
 * alien-signals'. Filling `fraction` of the free young space with garbage first starts the
 * sample at that point of the cycle instead. Call it right after a forced GC.
 */
function padYoung(fraction) {
  if (padBytes === undefined) {
    const before = newSpace().space_used_size;
    for (let i = 0; i < 256; i++) _padSink = new Array(126);
    padBytes = (newSpace().space_used_size - before) / 256;
    // A scavenge while measuring would leave nonsense: fall back to the size on 64-bit Node.
    if (!(padBytes > 0)) padBytes = 1072;
    gc();
  }
  // A little short of the whole free space, so that the padding never triggers a scavenge.
  const count = Math.floor((0.98 * fraction * newSpace().space_available_size) / padBytes);
  for (let i = 0; i < count; i++) _padSink = new Array(126);
  _padSink = undefined;
}

function runCase(fw, testCase, { quick, samples, warmup, gcSamples }) {
  const spread = gcSamples && testCase.gcBetweenSamples;
  // Sample s of n starts at slot (s + rotation) % n of n equal slots of the young generation's
  // cycle, `offset` of the way into its slot: the samples of one run cover the cycle evenly, in
  // an order and at points that differ from run to run (so a drift from sample to sample does
  // not line up with the padding).
  const rotation = Math.floor(Math.random() * 1e6);
  const offset = Math.random();
  const gcBefore = spread
    ? (s, n) => {
        gc();
        padYoung((((s + rotation) % n) + offset) / n);
      }
    : () => {};
  const params = quick ? testCase.params.quick : testCase.params.full;
  const inner = quick ? 1 : (params.inner ?? 1);
  const disposers = [];
  const own = (dispose) => disposers.push(dispose);
  const report = {
    name: testCase.name,
    inner,
    times: [],
    cpu: [],
    result: undefined,
    failures: [],
  };
  gc();
  try {
    // build() returns iterate, or { prepare, iterate } when each iteration needs fresh inputs
    // made outside the timing: prepare(n) makes them for the next n iterations.
    const built = testCase.build(fw, params, own);
    const iterate = typeof built === 'function' ? built : built.iterate;
    const prepare = typeof built === 'function' ? () => {} : built.prepare;
    for (let i = 0; i < (testCase.prime ?? 0); i++) {
      prepare(1);
      iterate();
    }
    prepare(1);
    let result = iterate();
    const results = [result];
    if (!quick) {
      for (let w = 0; w < warmup; w++) {
        prepare(inner);
        gcBefore(w, warmup);
        for (let i = 0; i < inner; i++) result = iterate();
      }
      for (let s = 0; s < samples; s++) {
        prepare(inner);
        gcBefore(s, samples);
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        for (let i = 0; i < inner; i++) result = iterate();
        report.times.push(performance.now() - start);
        const cpu = process.cpuUsage(cpuStart);
        report.cpu.push((cpu.user + cpu.system) / 1000);
        results.push(result);
      }
    }
    report.result = results[0];
    const expected = testCase.expected(params);
    report.expected = expected;
    const seen = new Set();
    for (const r of results) {
      for (const mismatch of compareResult(expected, r)) {
        if (!seen.has(mismatch)) report.failures.push(mismatch);
        seen.add(mismatch);
      }
    }
  } catch (error) {
    report.failures.push(`threw: ${error?.stack ?? error}`);
  }
  try {
    // Last created, first disposed: in creation order, disposing the 5000-layer cellx graph
    // overflowed the stack in tendril and alien-signals (the last effect's computed loses its
    // last subscriber and unlinks recursively all the way up, every layer's effect being gone).
    for (let i = disposers.length - 1; i >= 0; i--) disposers[i]();
  } catch (error) {
    report.failures.push(`disposing effects threw: ${error?.stack ?? error}`);
  }
  return report;
}

/** One signal, a computed over it and an effect over that, kept alive for the whole process. */
function makeResident({ signal, computed, effect, read }) {
  const source = signal(1);
  const double = computed(() => read(source) * 2);
  let seen = 0;
  const dispose = effect(() => {
    seen = read(double);
  });
  return {
    check() {
      const ok = seen === 2 && read(double) === 2;
      dispose();
      return ok;
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      lib: { type: 'string' },
      only: { type: 'string' },
      case: { type: 'string' },
      quick: { type: 'boolean', default: false },
      samples: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '2' },
      bundle: { type: 'string' },
      'no-minify': { type: 'boolean', default: false },
      'no-gc-samples': { type: 'boolean', default: false },
      'no-resident': { type: 'boolean', default: false },
    },
  });
  if (!values.lib) throw new Error('runner.mjs needs --lib=<tendril|alien|preact>');
  const lib = normalizeLib(values.lib);
  // --case=<name> is one case by its exact name (what run.mjs passes); --only takes names or
  // prefixes, as in run.mjs.
  const cases = values.case
    ? selectCase(values.case)
    : selectCases(values.only ? values.only.split(',').filter(Boolean) : []);
  const options = {
    quick: values.quick,
    samples: Math.max(1, Number(values.samples) || 1),
    warmup: Math.max(0, Number(values.warmup) || 0),
    gcSamples: !values['no-gc-samples'],
  };

  let bundle = values.bundle;
  let cleanup = () => {};
  if (lib === 'tendril' && !bundle) {
    const { bundleTendril } = await import('./bundle.mjs');
    ({ file: bundle, cleanup } = await bundleTendril({ minify: !values['no-minify'] }));
  }

  let resident;
  const out = { lib, node: process.version, gc: typeof globalThis.gc === 'function', cases: [] };
  try {
    const fw = await loadAdapter(lib, { bundle });
    out.label = fw.label;
    out.conformance = checkConformance(fw);
    if (!values['no-resident']) resident = makeResident(fw);
    for (const testCase of cases) out.cases.push(runCase(fw, testCase, options));
  } catch (error) {
    out.error = String(error?.stack ?? error);
  } finally {
    cleanup();
  }

  // Keeps the resident graph reachable until every case has run.
  out.resident = resident?.check() ?? null;

  if (process.send) {
    await new Promise((resolve) => process.send(out, resolve));
    process.disconnect();
    return;
  }
  printStandalone(out);
  const failed = out.error || out.conformance.length || out.cases.some((c) => c.failures.length);
  process.exitCode = failed ? 1 : 0;
}

function printStandalone(out) {
  if (out.error) console.error(`${out.lib}: ${out.error}`);
  for (const failure of out.conformance ?? []) console.error(`${out.lib} conformance: ${failure}`);
  for (const c of out.cases) {
    const ms = (values) => (values.length ? `${median(values).toFixed(3)} ms` : '-');
    const status = c.failures.length ? `FAIL ${c.failures.join('; ')}` : 'ok';
    const times = `cpu ${ms(c.cpu).padStart(12)}  wall ${ms(c.times).padStart(12)}`;
    console.log(`${out.lib.padEnd(8)} ${c.name.padEnd(18)} ${times}  ${status}`);
  }
}

await main();
