// Runs every test the project has: lint, format, typecheck, unit and property tests,
// the benchmarks' correctness passes, the production build and the browser tests in
// Debian's Chromium. Each step runs even if an earlier one failed (the build gates the
// browser tests), and the run ends with one "N passed, N failed" line over all tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNatsServer } from './nats-server.mjs';

// Reports go outside Playwright's output folder (it empties that folder when it starts).
const results = resolve('test-results/reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = ensureChromium();
// The NATS bridge tests run against a real nats-server; without one they say what to install.
const natsServer = ensureNatsServer();
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  ...(natsServer && { NATS_SERVER: natsServer }),
};

const failures = [];
let passed = 0;
let failed = 0;

function step(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = run.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

const bin = (name) => `node_modules/.bin/${name}`;

step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
// The site on its own, with its router registered (app/register.ts): its links are checked.
step('typecheck site links', bin('tsc'), ['-p', 'apps/site/tsconfig.json', '--noEmit']);
step('typecheck service worker', bin('tsc'), ['-p', 'apps/site/tsconfig.sw.json', '--noEmit']);
step('unit and property tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
step('size budgets', 'node', ['scripts/size.mjs']);
step('packages: TSDoc on every public export', 'node', ['scripts/tsdoc-check.mjs']);
step('packages: build, publint, attw, install from tarballs', 'node', ['scripts/pack-check.mjs']);
for (const pkg of ['signals', 'router']) {
  const bench = `packages/${pkg}/bench/run.mjs`;
  if (existsSync(bench)) step(`${pkg} benchmark correctness`, 'node', [bench, '--quick']);
}
// The React keyed table: four implementations must show the same table after every operation.
step('signals/react benchmark correctness', 'node', [
  'packages/signals/bench-react/run.mjs',
  '--quick',
]);
// The 50-page navigation app: every router must show the right heading after each navigation.
step('router navigation benchmark correctness', 'node', [
  'packages/router/bench/navigation/run.mjs',
  '--quick',
]);
// The 50-route server-rendering app: every renderer must answer each path with its data, and
// the streaming ones must stream /deferred's slow part.
step('router server rendering benchmark correctness', 'node', [
  'packages/router/bench/ssr/run.mjs',
  '--quick',
]);
// The browser tests read Hacker News from the local stand-in, never the internet.
const standIn = `http://127.0.0.1:${process.env.HN_STAND_IN_PORT ?? 8787}/v0`;
// The site as deployed at the address the tests serve it from: its canonical URLs name it.
const siteOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
if (
  step('build site', 'npm', ['run', 'build', '--silent'], {
    VITE_HN_API_BASE: standIn,
    VITE_SITE_ORIGIN: siteOrigin,
  })
) {
  step('first-load size budget', 'node', ['apps/site/scripts/first-load-size.mjs']);
  step('browser tests', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON: `${results}/e2e.json`,
  });
} else failures.push('browser tests (not run: the build failed)');

// Count individual tests from the runners' JSON reports.
try {
  const v = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} catch {
  failed += 1;
}
try {
  const e = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8'));
  passed += e.stats.expected + e.stats.flaky;
  failed += e.stats.unexpected;
} catch {
  failed += 1;
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
