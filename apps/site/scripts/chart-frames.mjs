// Frame times of a uPlot chart streaming 10,000 points, through @tendril/signals/uplot's
// bindChart (setData at most once per frame) next to plain uPlot calling setData on every
// update, measured in the same run, in Chromium, rounds interleaved so a busy moment on a
// shared machine hits both alike. Prints median, p95 and max frame time, frames over 16.7 ms
// (and over 25 ms: a missed frame), draws and time spent drawing, per mode and update rate, with the ratios (plain / bound).
//
//   npm run bench:charts [-- --ms 5000] [--rounds 2] [--rates 60,240] [--smoke]
//
//   --ms n       how long each run streams (default 5000)
//   --rounds n   runs per mode and rate (default 2); figures are over all frames of all rounds
//   --rates a,b  updates per second (default 60,240)
//   --smoke      one short round at 60/s that checks the page works (draws happen, the
//                bound chart draws at most once per frame); exits 1 when it does not
//
// The page (chart-frames/page.ts) is bundled with esbuild from the repository's sources and
// served from a temporary folder on a free port of 127.0.0.1. Chromium comes from CHROME_PATH
// (default /usr/bin/chromium).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const smoke = args.includes('--smoke');
const ms = Number(option('ms', smoke ? '1500' : '5000'));
const rounds = Number(option('rounds', smoke ? '1' : '2'));
const rates = option('rates', smoke ? '60' : '60,240')
  .split(',')
  .map(Number);
// A 60 Hz frame; a gap over 1.5 frames means a frame was missed.
const FRAME_MS = 16.7;
const MISSED_MS = 25;

const scratch = mkdtempSync(join(tmpdir(), 'tendril-chart-frames-'));
await build({
  entryPoints: [join(root, 'apps/site/scripts/chart-frames/page.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  conditions: ['@tendril/source'],
  outfile: join(scratch, 'page.js'),
  logLevel: 'warning',
});
writeFileSync(
  join(scratch, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chart frames</title>
<link rel="stylesheet" href="/uPlot.min.css"></head>
<body><div id="chart"></div><script type="module" src="/page.js"></script></body></html>`,
);
writeFileSync(
  join(scratch, 'uPlot.min.css'),
  readFileSync(join(root, 'node_modules/uplot/dist/uPlot.min.css')),
);
const types = { html: 'text/html', js: 'text/javascript', css: 'text/css' };
const server = createServer((req, res) => {
  const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1) || 'index.html';
  try {
    const body = readFileSync(join(scratch, name.replace(/[^\w.]/g, '')));
    res.writeHead(200, { 'content-type': types[name.split('.').pop()] ?? 'text/plain' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** One run: a fresh page streams for `ms` and hands back its frame gaps and counts. */
async function run(mode, rate) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 400 } });
  try {
    await page.goto(`${base}/?mode=${mode}&rate=${rate}&ms=${ms}`);
    await page.waitForFunction(() => 'chartFrames' in window, null, { timeout: ms + 30_000 });
    return await page.evaluate(() => window.chartFrames);
  } finally {
    await page.close();
  }
}

function summary(runsOfMode) {
  const gaps = runsOfMode.flatMap((r) => r.gaps).sort((a, b) => a - b);
  const at = (q) => gaps[Math.max(0, Math.ceil(q * gaps.length) - 1)] ?? 0;
  const seconds = (runsOfMode.length * ms) / 1000;
  return {
    median: at(0.5),
    p95: at(0.95),
    max: gaps[gaps.length - 1] ?? 0,
    late: gaps.filter((g) => g > FRAME_MS).length,
    missed: gaps.filter((g) => g > MISSED_MS).length,
    frames: gaps.length,
    drawsPerSecond: runsOfMode.reduce((s, r) => s + r.draws, 0) / seconds,
    drawMsPerSecond: runsOfMode.reduce((s, r) => s + r.drawMs, 0) / seconds,
    updatesPerSecond: runsOfMode.reduce((s, r) => s + r.updates, 0) / seconds,
  };
}

const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : a > 0 ? '∞' : '1.00');
let failed = false;
try {
  console.log(
    `chart-frames: 10,000 points, ${ms} ms per run, ${rounds} round(s), Chromium ${browser.version()}`,
  );
  for (const rate of rates) {
    const results = { bound: [], direct: [] };
    for (let i = 0; i < rounds; i++)
      for (const mode of i % 2 ? ['direct', 'bound'] : ['bound', 'direct'])
        results[mode].push(await run(mode, rate));
    const bound = summary(results.bound);
    const direct = summary(results.direct);
    console.log(
      `\n${rate} updates/s (measured: bound ${bound.updatesPerSecond.toFixed(1)}, plain ${direct.updatesPerSecond.toFixed(1)})`,
    );
    console.log('                      bindChart   plain uPlot   plain/bound');
    const row = (label, key, digits = 1) =>
      console.log(
        `${label.padEnd(22)}${bound[key].toFixed(digits).padStart(9)}${direct[key].toFixed(digits).padStart(14)}${ratio(direct[key], bound[key]).padStart(14)}`,
      );
    row('median frame (ms)', 'median');
    row('p95 frame (ms)', 'p95');
    row('max frame (ms)', 'max');
    row('frames over 16.7 ms', 'late', 0);
    row('frames over 25 ms', 'missed', 0);
    row('frames', 'frames', 0);
    row('draws per second', 'drawsPerSecond');
    row('drawing ms per second', 'drawMsPerSecond');
    if (smoke) {
      const perFrame = (r) => r.draws / Math.max(1, r.gaps.length + 1);
      const boundOk = results.bound.every((r) => r.draws > 0 && perFrame(r) <= 1);
      const directOk = results.direct.every((r) => r.draws > 0);
      if (!boundOk || !directOk) {
        failed = true;
        console.error('smoke: the bound chart must draw, at most once per frame; plain must draw');
      } else console.log('smoke: ok');
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
