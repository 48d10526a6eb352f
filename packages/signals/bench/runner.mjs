// Runs the benchmark cases for ONE library in this process (run.mjs spawns one per library and
// round, so JIT state never leaks between libraries). For each case: build the graph, run the
// untimed priming iterations, warm up, then time `samples` samples of `inner` iterations each,
// recording both wall-clock time and the process's CPU time (see run.mjs for which one is used).
// global.gc (node --expose-gc) runs before every case, not between samples: a forced full GC right
// before a sample skews allocation-heavy cases (tendril's creation cases ran ~4x slower that way,
// alien-signals' did not), so samples include the collections their own garbage causes. Every
// sample's last result is checked against the case's expected values. With --quick each case runs
// once on small sizes and nothing is timed.
//
// Results go to the parent over the IPC channel; run standalone it prints them instead, e.g.
//   node --expose-gc bench/runner.mjs --lib=tendril --only=dynamic --samples=20
// (for tendril it bundles the source itself unless --bundle=<file> is given).
import { parseArgs } from 'node:util';
import { loadAdapter, normalizeLib } from './adapters/index.mjs';
import { checkConformance } from './adapters/conformance.mjs';
import { selectCase, selectCases } from './cases/index.mjs';
import { compareResult } from './check.mjs';
import { median } from './stats.mjs';

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

function runCase(fw, testCase, { quick, samples, warmup }) {
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
    const iterate = testCase.build(fw, params, own);
    for (let i = 0; i < (testCase.prime ?? 0); i++) iterate();
    let result = iterate();
    const results = [result];
    if (!quick) {
      for (let w = 0; w < warmup; w++) for (let i = 0; i < inner; i++) result = iterate();
      for (let s = 0; s < samples; s++) {
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
    for (const dispose of disposers) dispose();
  } catch (error) {
    report.failures.push(`disposing effects threw: ${error?.stack ?? error}`);
  }
  return report;
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
  };

  let bundle = values.bundle;
  let cleanup = () => {};
  if (lib === 'tendril' && !bundle) {
    const { bundleTendril } = await import('./bundle.mjs');
    ({ file: bundle, cleanup } = await bundleTendril({ minify: !values['no-minify'] }));
  }

  const out = { lib, node: process.version, gc: typeof globalThis.gc === 'function', cases: [] };
  try {
    const fw = await loadAdapter(lib, { bundle });
    out.label = fw.label;
    out.conformance = checkConformance(fw);
    for (const testCase of cases) out.cases.push(runCase(fw, testCase, options));
  } catch (error) {
    out.error = String(error?.stack ?? error);
  } finally {
    cleanup();
  }

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
