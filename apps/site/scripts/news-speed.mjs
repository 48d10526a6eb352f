// How fast the news reader's first screen is, measured in Chromium against the built site
// and the HN stand-in at zero latency. Prints, over several runs:
//   - time from navigation to the first story row visible (painted), first visit (empty
//     storage) and revisit (list painted from the browser cache);
//   - JavaScript the first load of `/` transfers: raw, and gzipped as a server would send it
//     (`vite preview` sends it uncompressed, so each script is gzipped here, level 6), inline
//     scripts in the page included; split into what is asked for up to the page's load event
//     and what starts once it has loaded (the offline client), with both in the total.
//
//   VITE_HN_API_BASE=http://127.0.0.1:8787/v0 npm run build -w @tendril/site
//   node apps/site/scripts/news-speed.mjs [--runs 7] [--site http://127.0.0.1:4173] [--stand-in http://127.0.0.1:8787]
//
// Without --site, the script serves a copy of apps/site/dist itself (vite preview on a free
// port), so a server stopped or a build replaced mid-run cannot spoil the figures. A stand-in not already running
// at the address the build points to is started here (zero latency). Both stop at the end.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort } from '../../../scripts/free-port.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const runs = Number(option('runs', '7'));
const siteOption = option('site', '');
const standIn = option('stand-in', `http://127.0.0.1:${process.env.HN_STAND_IN_PORT ?? 8787}`);
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
// The same flags as e2e/playwright.config.ts.
const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const started = [];

async function reachable(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function ensure(name, probe, command, commandArgs) {
  if (await reachable(probe)) return;
  console.log(`starting ${name}: ${command} ${commandArgs.join(' ')}`);
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'ignore', detached: true });
  started.push(child);
  for (let i = 0; i < 120; i++) {
    if (await reachable(probe)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not come up at ${probe}`);
}

function stopStarted() {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (values) =>
  `median ${median(values).toFixed(0)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records when the first story row is in the DOM with a size, and the frame that paints it. */
function watchFirstRow() {
  const w = window;
  const check = () => {
    if (w.__firstRow !== undefined) return;
    const row = document.querySelector('[data-testid=story-row]');
    if (!row || row.getBoundingClientRect().height === 0) return;
    w.__firstRow = performance.now();
    requestAnimationFrame(() => (w.__firstRowPainted = performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function measure(browser, { revisit }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchFirstRow);
  if (revisit) {
    await page.goto(`${site}/`);
    await page.getByTestId('story-row').nth(29).waitFor();
    await page.waitForFunction(() => localStorage.getItem('hn-cache-top-stories') !== null);
  }
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
      });
    } catch {
      // A response without a body (redirect) carries no script.
    }
  });
  const document = await page.goto(`${site}/`);
  // Scripts written into the page itself count too.
  for (const [, code] of (await document.text()).matchAll(
    /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = Buffer.from(code);
    if (body.length)
      scripts.push({
        url: `${site}/ (inline)`,
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
      });
  }
  await page.waitForFunction(() => window.__firstRowPainted !== undefined, null, {
    timeout: 15_000,
  });
  const painted = await page.evaluate(() => window.__firstRowPainted);
  // Let the first load finish (all batches), so every script it asks for is counted.
  await page.getByTestId('story-row').nth(29).waitFor({ timeout: 15_000 });
  await page.waitForTimeout(300);
  // Which scripts were asked for after the page's load event (code started once it loaded).
  const { loadAt, starts } = await page.evaluate(() => ({
    loadAt: performance.getEntriesByType('navigation')[0].loadEventStart,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
  }));
  const startOf = new Map(starts);
  for (const script of scripts) script.afterLoad = (startOf.get(script.url) ?? 0) >= loadAt;
  await context.close();
  return { painted, scripts };
}

const site = siteOption || `http://127.0.0.1:${await freePort()}`;
let snapshot = '';

try {
  await ensure('the HN stand-in', `${standIn}/v0/topstories.json`, 'node_modules/.bin/tsx', [
    'tools/hn-stand-in/src/cli.ts',
    '--port',
    new URL(standIn).port,
    '--latency',
    'zero',
  ]);
  if (!siteOption) {
    snapshot = mkdtempSync(join(tmpdir(), 'news-speed-'));
    cpSync(join(root, 'apps/site/dist'), snapshot, { recursive: true });
  }
  await ensure('the built site', `${site}/`, 'npm', [
    'run',
    'preview',
    '-w',
    '@tendril/site',
    '--',
    '--port',
    new URL(site).port,
    '--strictPort',
    ...(snapshot ? ['--outDir', snapshot] : []),
  ]);
  const control = await (await fetch(`${standIn}/__control`)).json();
  const latency = control.options?.latency;
  if (latency !== 'zero' && latency !== 0)
    console.warn(`warning: the stand-in's latency is ${JSON.stringify(latency)}, not zero`);

  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  await measure(browser, { revisit: false }); // warm-up: the server's and the OS's caches
  const cold = [];
  const warm = [];
  let scripts = [];
  for (let i = 0; i < runs; i++) {
    const first = await measure(browser, { revisit: false });
    cold.push(first.painted);
    scripts = first.scripts;
    warm.push((await measure(browser, { revisit: true })).painted);
  }
  await browser.close();

  const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
  const beforeLoad = scripts.filter((s) => !s.afterLoad);
  const afterLoad = scripts.filter((s) => s.afterLoad);
  console.log(
    `\nNews reader speed — site ${site}, stand-in ${standIn} (latency ${JSON.stringify(latency)})`,
  );
  console.log(`navigation → first story row visible, first visit:  ${fmt(cold)}   target < 300 ms`);
  console.log(`navigation → first story row visible, revisit:      ${fmt(warm)}`);
  const line = (s) =>
    console.log(
      `  ${kb(s.gzip).padStart(9)} gz  ${kb(s.raw).padStart(9)} raw  ${s.url.replace(site, '')}`,
    );
  console.log(
    `JavaScript for the first load of /, up to the load event: ${beforeLoad.length} parts, ${kb(sum(beforeLoad, 'raw'))} raw, ${kb(sum(beforeLoad, 'gzip'))} gzipped`,
  );
  beforeLoad.sort((a, b) => b.gzip - a.gzip).forEach(line);
  console.log(
    `  then, started once the page has loaded: ${kb(sum(afterLoad, 'gzip'))} gzipped; in all ${kb(sum(scripts, 'gzip'))} gzipped`,
  );
  afterLoad.sort((a, b) => b.gzip - a.gzip).forEach(line);
} finally {
  stopStarted();
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
}
