// Lighthouse 12 (mobile preset) on the built site against the HN stand-in, next to a floor:
// a React 19 page that renders 30 rows with Vite and nothing else, built and measured in the
// same run. Each page runs several times, rounds interleaved so a busy moment on a shared
// machine hits every page alike; the table gives medians and each page's TBT against the
// floor's. Every Lighthouse report is kept as JSON (main-thread breakdown, bootup time, long
// tasks, layout shifts) for profiling.
//
//   npm run bench:lighthouse [-- --runs 3] [--only /,/products] [--throttling devtools]
//                            [--details] [--check]
//
//   --runs n     Lighthouse runs per page (default 3); the table shows medians
//   --only a,b   measure only these pages (paths or "floor"); the floor always runs;
//                /signals/docs (a docs page) runs only when named here
//   --throttling simulate (default: Lighthouse's own, the figures in our issues) estimates
//                a slow phone from a fast load; devtools applies the same network and CPU
//                limits while the page loads, so what it reports is what happened
//   --details    after the table, the median run's main-thread breakdown, slowest scripts,
//                long tasks and layout shifts per page
//   --check      exit 1 when a page misses a target
//
// Lighthouse is large, so it is not part of the everyday install: the first run installs
// lighthouse@12.8.2 into ~/.cache/tendril-bench (or $TENDRIL_BENCH_CACHE). Chromium comes from
// CHROME_PATH (default /usr/bin/chromium). The stand-in, both builds and both servers use
// free ports on 127.0.0.1 and temporary folders; all of them stop at the end. Reports go to
// bench-results/lighthouse/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { freePort } from '../../../scripts/free-port.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const site = join(root, 'apps/site');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const only = option('only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const details = args.includes('--details');
const check = args.includes('--check');
const throttling = option('throttling', 'simulate');
if (!['simulate', 'devtools'].includes(throttling))
  throw new Error(`--throttling takes simulate or devtools, not "${throttling}"`);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const cache = process.env.TENDRIL_BENCH_CACHE || join(homedir(), '.cache/tendril-bench');
const reports = join(root, 'bench-results/lighthouse');

/**
 * The targets every page but the floor has to meet. A page rendered ahead of time has a higher
 * performance bar and, when it is one of those named for it, an LCP against the floor's.
 */
const TARGETS = {
  perf: 95,
  prerenderedPerf: 98,
  cls: 0.02,
  tbtRatio: 1.5,
  lcpRatio: 1.3,
  scores: 100,
};
/**
 * TBT counts only what a task runs past 50 ms, so a floor that happens to block 0 ms would make
 * any ratio infinite: the ratio divides by at least one long task's threshold.
 */
const MIN_FLOOR_TBT_MS = 50;

const children = [];
const servers = [];
const scratch = mkdtempSync(join(tmpdir(), 'tendril-lighthouse-'));

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered at ${url}`);
}

/** The Lighthouse CLI, installed into the cache on first use. */
function ensureLighthouse() {
  const prefix = join(cache, LIGHTHOUSE.replace('@', '-'));
  const cli = join(prefix, 'node_modules/lighthouse/cli/index.js');
  if (existsSync(cli)) return cli;
  console.log(`installing ${LIGHTHOUSE} into ${prefix} (once; about a minute)`);
  mkdirSync(prefix, { recursive: true });
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, LIGHTHOUSE],
    { stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } },
  );
  if (install.status !== 0 || !existsSync(cli)) throw new Error(`could not install ${LIGHTHOUSE}`);
  return cli;
}

/** A React 19 page with 30 rows, built by Vite with nothing else: the floor. */
async function buildFloor() {
  const src = join(scratch, 'floor');
  mkdirSync(src);
  writeFileSync(
    join(src, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A React page with 30 rows and nothing else." />
    <link rel="icon" href="data:," />
    <title>React floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    join(src, 'main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: 'Row number ' + (i + 1) }));
function App() {
  return h('main', null, h('h1', null, 'Rows'), h('ol', null,
    rows.map((row) => h('li', { key: row.id }, h('a', { href: '#' + row.id }, row.title),
      h('p', null, row.id * 3 + ' points · ' + row.id + ' hours ago')))));
}
createRoot(document.getElementById('root')).render(h(App));
`,
  );
  writeFileSync(join(src, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // The scratch folder is outside the repository: point the two imports at the site's React.
  const require = createRequire(join(site, 'package.json'));
  const out = join(scratch, 'floor-dist');
  await build({
    root: src,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: {
      alias: [
        { find: /^react$/, replacement: require.resolve('react') },
        { find: /^react-dom\/client$/, replacement: require.resolve('react-dom/client') },
      ],
    },
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  writeFileSync(join(out, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return out;
}

/** The site, built into the scratch folder with the news reader on the stand-in. */
function buildSite(apiBase) {
  const out = join(scratch, 'site-dist');
  const run = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: site, stdio: 'inherit', env: { ...process.env, VITE_HN_API_BASE: apiBase } },
  );
  if (run.status !== 0) throw new Error('the site build failed');
  return out;
}

async function serve(outDir, configFile) {
  const port = await freePort();
  const server = await preview({
    // The floor has no config: its root is the scratch folder, so outDir sits inside it.
    root: configFile ? site : scratch,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  servers.push(server);
  return `http://127.0.0.1:${port}`;
}

function lighthouse(cli, url, output) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox',
        '--quiet',
        `--throttling-method=${throttling}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(readFileSync(output, 'utf8')));
      else reject(new Error(`lighthouse ${url} exited ${code}\n${stderr.slice(-2000)}`));
    });
  });
}

/** The figures the table shows, from one Lighthouse report. */
function figures(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    perf: score('performance'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    seo: score('seo'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Failed audits of a category that are scored (weight > 0), for the line under the table. */
function failedAudits(report, category) {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null)
    .filter((ref) => (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

function printDetails(name, report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`\n${name} (run with the median TBT)`);
  const breakdown = items('mainthread-work-breakdown')
    .slice(0, 6)
    .map((i) => `${i.groupLabel} ${ms(i.duration)}`);
  console.log(`  main thread: ${breakdown.join(', ')}`);
  for (const i of items('bootup-time').slice(0, 5))
    console.log(
      `  script ${i.url.replace(/^https?:\/\/[^/]+/, '')}: total ${ms(i.total)}, evaluate ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)}`,
    );
  for (const i of items('long-tasks').slice(0, 6))
    console.log(
      `  long task at ${ms(i.startTime)}: ${ms(i.duration)} ${i.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  for (const i of items('layout-shifts').slice(0, 6)) {
    const node = i.node?.selector ?? i.node?.snippet ?? '?';
    console.log(`  layout shift ${i.score.toFixed(3)}: ${node}`);
  }
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failed = failedAudits(report, category);
    if (failed.length) console.log(`  ${category} fails: ${failed.join(', ')}`);
  }
}

function printTable(pages, results) {
  const floor = results.get('floor');
  const floorTbt = Math.max(MIN_FLOOR_TBT_MS, median(floor.map((r) => r.figures.tbt)));
  const floorLcp = median(floor.map((r) => r.figures.lcp));
  const rows = [
    ['page', 'perf', 'TBT', 'TBT/floor', 'LCP', 'LCP/floor', 'CLS', 'SEO', 'a11y', 'BP', 'targets'],
  ];
  const misses = [];
  for (const page of pages) {
    const list = results.get(page.name).map((r) => r.figures);
    const m = (key) => median(list.map((f) => f[key]));
    const ratio = m('tbt') / floorTbt;
    const lcpRatio = m('lcp') / floorLcp;
    const missed = [];
    if (page.name !== 'floor') {
      const perf = page.prerendered ? TARGETS.prerenderedPerf : TARGETS.perf;
      if (m('perf') < perf) missed.push(`perf < ${perf}`);
      if (page.prerendered && !page.liveLcp && lcpRatio > TARGETS.lcpRatio)
        missed.push(`LCP > ${TARGETS.lcpRatio}× floor`);
      if (m('cls') > TARGETS.cls) missed.push(`CLS > ${TARGETS.cls}`);
      if (ratio > TARGETS.tbtRatio) missed.push(`TBT > ${TARGETS.tbtRatio}× floor`);
      for (const [key, label] of [
        ['seo', 'SEO'],
        ['a11y', 'a11y'],
        ['bp', 'BP'],
      ])
        if (m(key) < TARGETS.scores) missed.push(`${label} < 100`);
      if (missed.length) misses.push(page.name);
    }
    rows.push([
      page.name,
      String(m('perf')),
      `${Math.round(m('tbt'))} ms`,
      page.name === 'floor' ? '—' : `${ratio.toFixed(1)}×`,
      `${(m('lcp') / 1000).toFixed(2)} s`,
      page.name === 'floor' ? '—' : `${lcpRatio.toFixed(2)}×`,
      m('cls').toFixed(3),
      String(m('seo')),
      String(m('a11y')),
      String(m('bp')),
      page.name === 'floor' ? '' : missed.length ? `✘ ${missed.join(', ')}` : '✔',
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r) => `| ${r.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
  return misses;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

let misses;
try {
  const cli = ensureLighthouse();
  const standInPort = await freePort();
  const standIn = `http://127.0.0.1:${standInPort}`;
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['tools/hn-stand-in/src/cli.ts', '--port', String(standInPort), '--latency', 'zero'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  children.push(child);
  console.log('building the floor page and the site…');
  const floorDist = await buildFloor();
  const siteDist = buildSite(`${standIn}/v0`);
  await waitFor(`${standIn}/v0/topstories.json`);
  const { bigStory } = await (await fetch(`${standIn}/__control/ids`)).json();
  const floorUrl = await serve(floorDist, false);
  const siteUrl = await serve(siteDist, join(site, 'vite.config.ts'));

  const pages = [
    { name: 'floor', url: `${floorUrl}/` },
    // Rendered ahead of time (build/prerender.ts): a higher bar, and LCP against the floor's.
    // (`/` is the news list's shell: its LCP is the stories, fetched in the browser.)
    { name: '/', url: `${siteUrl}/`, prerendered: true, liveLcp: true },
    { name: '/products', url: `${siteUrl}/products`, prerendered: true },
    { name: '/product/1', url: `${siteUrl}/product/1`, prerendered: true },
    { name: '/admin', url: `${siteUrl}/admin`, prerendered: true },
    { name: `/item/${bigStory}`, url: `${siteUrl}/item/${bigStory}` },
    // A docs page (its bar is SEO and accessibility 100), measured when asked for by name.
    { name: '/signals/docs', url: `${siteUrl}/signals/docs`, onRequest: true, prerendered: true },
  ].filter(
    (p) =>
      p.name === 'floor' ||
      (!only.length && !p.onRequest) ||
      only.some((o) => o === p.name || (o === '/item' && p.name.startsWith('/item/'))),
  );
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const results = new Map(pages.map((p) => [p.name, []]));
  const loadBefore = load();
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, ${throttling} throttling, ${runs} runs × ${pages.length} pages; load average ${loadBefore}`,
  );
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const file = join(
        reports,
        `${page.name === 'floor' ? 'floor' : page.name.replace(/\//g, '_') || 'home'}-${run}.json`,
      );
      const report = await lighthouse(cli, page.url, file);
      const f = figures(report);
      results.get(page.name).push({ figures: f, report });
      console.log(
        `  run ${run} ${page.name}: perf ${f.perf}, TBT ${Math.round(f.tbt)} ms, LCP ${Math.round(f.lcp)} ms, CLS ${f.cls.toFixed(3)}`,
      );
    }
  }
  console.log(
    `\nMedians of ${runs} runs (load average before ${loadBefore}, after ${load()}; reports in ${reports})`,
  );
  misses = printTable(pages, results);
  console.log(
    `TBT/floor: each page's median TBT over the floor's (counted as ${MIN_FLOOR_TBT_MS} ms when below that).`,
  );
  if (details)
    for (const page of pages) {
      const list = results.get(page.name);
      const tbt = median(list.map((r) => r.figures.tbt));
      const closest = list.reduce((a, b) =>
        Math.abs(b.figures.tbt - tbt) < Math.abs(a.figures.tbt - tbt) ? b : a,
      );
      printDetails(page.name, closest.report);
    }
  if (misses.length) console.log(`\nMissing a target: ${misses.join(', ')}`);
} finally {
  await Promise.all(servers.map((s) => s.close()));
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(check && misses?.length ? 1 : 0);
