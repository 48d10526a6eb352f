// Navigation benchmark: the same 50-page app (apps/) on @tendril/router/react, react-router 7,
// @tanstack/react-router (code-based routes) and wouter, as production Vite builds, in
// Debian's Chromium.
//
//   npm run bench:navigation            500 timed navigations per router, 100 cold loads each
//   node .../navigation/run.mjs --quick  checks that every router shows the right heading
//                                       after a few navigations and a cold load; exits 1 if not
//
// A navigation is timed in the page, from the link's click to the moment the new page's
// heading is in the DOM (a MutationObserver sees it). The page is cross-origin isolated, so
// its clock counts in microseconds. The routers take turns in batches of
// 10 navigations, in a rotating order, so a busy machine slows them all alike. A cold load is
// the time from navigation start to the heading of /users/42 on a fresh page; the routers
// take turns in a shuffled order, one load each per round. Ratios are to
// react-router, the slowest peer we know of (> 1 is slower).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp, gzipBytes, IMPLEMENTATIONS, serve } from './build.mjs';

const quick = process.argv.includes('--quick');
const NAVIGATIONS = quick ? 6 : 500;
const BATCH = quick ? 6 : 10;
const COLD_LOADS = quick ? 1 : 100;
const SETTLE_MS = 250;
const BASELINE = 'react-router';

const dir = mkdtempSync(join(tmpdir(), 'tendril-nav-bench-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

/** A seeded pseudo-random sequence (a linear congruential generator), so every run repeats. */
function sequence(seed) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
}

/** The nav's links in a fixed pseudo-random order (the same for every router). */
function targets(count, links) {
  const next = sequence(7);
  const out = [];
  let last = '/';
  while (out.length < count) {
    const link = links[next() % links.length];
    if (link.href === last) continue;
    out.push(link);
    last = link.href;
  }
  return out;
}

/** Runs in the page: clicks each link in turn, timing click → heading in the DOM. */
async function timeNavigations(list) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const times = [];
  for (const { href, heading } of list) {
    const link = document.querySelector(`nav a[href="${href}"]`);
    if (!link) throw new Error(`no link to ${href}`);
    const shown = () => document.querySelector('h1')?.textContent === heading;
    const start = performance.now();
    link.click();
    if (!shown())
      await new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timeout);
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const timeout = setTimeout(() => {
          observer.disconnect();
          const actual = document.querySelector('h1')?.textContent;
          reject(new Error(`${href}: heading "${actual}", expected "${heading}"`));
        }, 5000);
      });
    times.push(performance.now() - start);
    await settle();
  }
  return times;
}

/** Records, from the page's first script on, when the heading `text` appears. */
function watchHeading(text) {
  const check = () => {
    if (window.__heading === undefined && document.querySelector('h1')?.textContent === text)
      window.__heading = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

console.log(`Building ${IMPLEMENTATIONS.length} apps (production Vite builds)…`);
const apps = [];
for (const name of IMPLEMENTATIONS) {
  const dist = await buildApp(name, dir);
  apps.push({ name, dist, gzip: gzipBytes(dist), server: await serve(dist), times: [], cold: [] });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
let failed = false;
try {
  // The nav's 50 links, each named after the heading it leads to (apps/pages.tsx): the same
  // nav in every app, or the comparison is off.
  const readNav = () =>
    [...document.querySelectorAll('nav a')].map((a) => ({
      href: a.getAttribute('href'),
      heading: a.textContent,
    }));
  let links;
  for (const app of apps) {
    app.page = await browser.newPage();
    await app.page.goto(`${app.server.url}/?isolated`);
    await app.page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Home');
    if (!(await app.page.evaluate(() => crossOriginIsolated)))
      throw new Error(`${app.name}: the timed page is not cross-origin isolated`);
    const nav = await app.page.evaluate(readNav);
    links ??= nav;
    if (nav.length !== 50 || JSON.stringify(nav) !== JSON.stringify(links))
      throw new Error(`${app.name}: its nav is not the 50 links of the others`);
  }
  const plan = targets(NAVIGATIONS, links);
  if (!quick) for (const app of apps) await app.page.evaluate(timeNavigations, plan.slice(0, 20));
  for (let at = 0, round = 0; at < plan.length; at += BATCH, round++) {
    const batch = plan.slice(at, at + BATCH);
    for (let k = 0; k < apps.length; k++) {
      const app = apps[(k + round) % apps.length];
      await app.page.bringToFront();
      app.times.push(...(await app.page.evaluate(timeNavigations, batch)));
    }
  }
  // The warm pages are done: only the page being loaded runs from here on.
  for (const app of apps) await app.page.close();
  // A load is slowed by the one before it (a closed page's renderer winding down, a spare
  // one starting): in a fixed rotation each router always follows the same one, which moved
  // the ratios by up to 20 % with the order the routers were listed in. So each round takes
  // the routers in a fresh (seeded) order, and each page waits for the browser to settle
  // before it loads.
  const next = sequence(11);
  const shuffled = () =>
    apps
      .map((app) => ({ app, key: next() }))
      .sort((a, b) => a.key - b.key)
      .map(({ app }) => app);
  for (let round = 0; round < COLD_LOADS; round++) {
    for (const app of shuffled()) {
      const page = await browser.newPage();
      if (!quick) await page.waitForTimeout(SETTLE_MS);
      await page.addInitScript(watchHeading, 'User 42');
      await page.goto(`${app.server.url}/users/42`);
      await page.waitForFunction(() => window.__heading !== undefined, null, { timeout: 10_000 });
      app.cold.push(await page.evaluate(() => window.__heading));
      await page.close();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await browser.close();
  await Promise.all(apps.map((app) => app.server.close()));
}

if (failed) process.exit(1);
if (quick) {
  console.log(
    `navigation benchmark correctness: ${apps.map((a) => a.name).join(', ')} each showed the right heading after ${NAVIGATIONS} navigations and a cold load of /users/42`,
  );
  process.exit(0);
}

const base = apps.find((a) => a.name === BASELINE);
const ms = (v) => `${v.toFixed(2)} ms`;
const ratio = (v, b) => `${(v / b).toFixed(2)}×`;
const rows = apps.map((app) => ({
  app,
  median: quantile(app.times, 0.5),
  p90: quantile(app.times, 0.9),
  cold: quantile(app.cold, 0.5),
}));
const baseRow = rows.find((r) => r.app === base);
console.log(
  `\n${NAVIGATIONS} navigations per router (click → heading), ${COLD_LOADS} cold loads of /users/42; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log(
  ['router', 'nav median', 'p90', 'cold load', 'gzip JS']
    .map((h, i) => (i ? h.padStart(20) : h.padEnd(14)))
    .join(''),
);
for (const r of rows) {
  const cells = [
    `${ms(r.median)} ${ratio(r.median, baseRow.median)}`,
    `${ms(r.p90)} ${ratio(r.p90, baseRow.p90)}`,
    `${ms(r.cold)} ${ratio(r.cold, baseRow.cold)}`,
    `${(r.app.gzip / 1024).toFixed(1)} KB ${ratio(r.app.gzip, base.gzip)}`,
  ];
  console.log(r.app.name.padEnd(14) + cells.map((c) => c.padStart(20)).join(''));
}
const tendril = rows.find((r) => r.app.name === 'tendril');
const wouter = rows.find((r) => r.app.name === 'wouter');
console.log(
  `\ntendril / wouter: navigation median ${ratio(tendril.median, wouter.median)} (target ≤ 0.90×), cold load ${ratio(tendril.cold, wouter.cold)} (target ≤ 1.00×)`,
);
