// Entry point of `npm run bench:react`: the same keyed table (js-framework-benchmark's
// operations) in four React implementations, built as production Vite bundles (./build.mjs)
// and driven interleaved in Debian's Chromium through playwright-core.
//
// Each page is cross-origin isolated, so its clock counts in microseconds. It runs every
// operation once untimed (after creating and clearing 1,000 rows three times), then timed.
// Per operation it reports the median JS time (click to commit: the click and the microtasks
// it queued, in which React renders and commits synchronously) and the time to the next paint
// (a frame, then a macrotask), with each implementation's ratio to react-hooks and their
// geometric means; the gzip size of each app's JavaScript; and the JS heap after 1,000 rows
// (CDP HeapProfiler.collectGarbage, then Performance.getMetrics' JSHeapUsedSize). After every
// operation it checks that all implementations show the same table.
//
//   node packages/signals/bench-react/run.mjs            full run (5 rounds, a few minutes)
//   node packages/signals/bench-react/run.mjs --quick    tiny sizes, correctness only (CI)
//   --rounds=N   pages per implementation (default 5)
// Exits non-zero when the tables differ.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildApps, serve } from './build.mjs';

const { values: opts } = parseArgs({
  options: { quick: { type: 'boolean' }, rounds: { type: 'string' } },
});
const quick = !!opts.quick;
const rounds = quick ? 1 : Number(opts.rounds ?? 5);
const IMPLS = ['react-hooks', 'tendril', 'preact-signals', 'preact-jsx', 'zustand'];
const FILES = {
  'react-hooks': 'hooks',
  tendril: 'tendril',
  'preact-signals': 'preact',
  'preact-jsx': 'preact-jsx',
  zustand: 'zustand',
};
const app = (f) => fileURLToPath(new URL(`./apps/${f}.tsx`, import.meta.url));
// [name, selector clicked, timed]
const OPS = [
  ['create 1,000', '#run', true],
  ['replace 1,000', '#run', true],
  ['update every 10th', '#update', true],
  ['select row', 'tbody tr:nth-child(2) a.lbl', true],
  ['swap rows', '#swaprows', true],
  ['remove row', 'tbody tr:nth-child(4) a.remove', true],
  ['clear', '#clear', true],
  ['create 10,000', '#runlots', true],
  ['(clear)', '#clear', false],
  ['(create)', '#run', false],
  ['append 1,000', '#add', true],
];

const log = (...a) => console.error(...a);
log(`building ${IMPLS.length} production bundles...`);
const { dir, sizes } = await buildApps(
  Object.fromEntries(IMPLS.map((name) => [name, app(FILES[name])])),
);
const server = await serve(dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
});

/**
 * In the page: click, then time the JS to the commit and the time to the next paint.
 *
 * React commits a click's update in a microtask queued during the click (a discrete event
 * renders synchronously), so the JS time ends once the microtasks have run. A macrotask is no
 * end mark: when a frame is due, Chromium renders it before the task, and a trace showed 33 ms
 * of style, layout and paint inside such a window after a 14 ms replace. Any DOM change after
 * that point means the implementation did work the JS time left out: that is an error.
 */
async function clickTimed(selector) {
  const task = () =>
    new Promise((r) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = r;
      ch.port2.postMessage(0);
    });
  const el = document.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  const t0 = performance.now();
  el.click();
  // Each await queues behind what the previous microtasks queued: chains up to this deep.
  for (let i = 0; i < 16; i++) await undefined;
  const t1 = performance.now();
  let changed = 0;
  const late = new MutationObserver((records) => (changed += records.length));
  late.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  await new Promise((r) => requestAnimationFrame(r));
  await task();
  const t2 = performance.now();
  changed += late.takeRecords().length;
  late.disconnect();
  if (changed)
    throw new Error(`${selector}: the DOM changed after the microtasks (${changed} records)`);
  return [t1 - t0, t2 - t0];
}
const table = () =>
  [...document.querySelectorAll('tbody tr')]
    .map((tr) => `${tr.className}|${tr.cells[0]?.textContent}|${tr.cells[1]?.textContent}`)
    .join('\n');

// For the JSX idiom of @preact/signals-react: every label is one text node, and how many
// times its rows have rendered.
const labelBinding = () => ({
  textNodes: [...document.querySelectorAll('a.lbl')].every(
    (a) => a.childNodes.length === 1 && a.firstChild.nodeType === Node.TEXT_NODE,
  ),
  rowRenders: globalThis.preactRowRenders.rows,
});

const times = {}; // times[impl][op] = [[js, paint], ...]
const heap = {};
const failures = [];
for (const impl of IMPLS) {
  times[impl] = {};
  heap[impl] = [];
}

for (let round = 0; round < rounds; round++) {
  // Rotate the order each round so machine drift hits every implementation alike.
  const order = IMPLS.map((_, i) => IMPLS[(i + round) % IMPLS.length]);
  const tables = {};
  for (const impl of order) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    page.on('pageerror', (e) => failures.push(`${impl}: ${e.message}`));
    await page.goto(`${server.url}/${impl}/${quick ? '?n=10' : ''}`);
    await page.waitForSelector('#run');
    if (!(await page.evaluate(() => crossOriginIsolated)))
      throw new Error(`${impl}: the page is not cross-origin isolated (its clock is coarse)`);
    if (!quick) {
      for (let i = 0; i < 3; i++) {
        await page.evaluate(clickTimed, '#run');
        await page.evaluate(clickTimed, '#clear');
      }
      // One untimed pass of every operation first, as js-framework-benchmark warms each
      // operation up before it times it: otherwise a swap or a select is timed the first time
      // its code runs on the page, and measures the JIT as much as the implementation.
      for (const [, selector] of OPS) await page.evaluate(clickTimed, selector);
      await page.evaluate(clickTimed, '#clear');
    }
    tables[impl] = [];
    for (const [name, selector, timed] of OPS) {
      const before = impl === 'preact-jsx' && quick ? await page.evaluate(labelBinding) : undefined;
      const t = await page.evaluate(clickTimed, selector);
      if (before && name === 'update every 10th') {
        const after = await page.evaluate(labelBinding);
        if (!after.textNodes || after.rowRenders !== before.rowRenders)
          failures.push(
            `preact-jsx: updating labels rendered ${after.rowRenders - before.rowRenders} rows ` +
              `(labels as single text nodes: ${after.textNodes})`,
          );
      }
      if (timed) (times[impl][name] ??= []).push(t);
      tables[impl].push(await page.evaluate(table));
      if (name === 'create 1,000' && !quick) {
        await cdp.send('HeapProfiler.collectGarbage');
        const { metrics } = await cdp.send('Performance.getMetrics');
        heap[impl].push(metrics.find((m) => m.name === 'JSHeapUsedSize').value);
      }
    }
    await page.close();
  }
  // Every implementation showed the same table after every operation.
  OPS.forEach(([name], i) => {
    for (const impl of IMPLS.slice(1)) {
      if (tables[impl][i] !== tables[IMPLS[0]][i]) {
        failures.push(`after "${name}" ${impl}'s table differs from ${IMPLS[0]}'s`);
      }
    }
  });
  // The check means something only if the operations did: rows after create, after append.
  const rows = (i) => tables[IMPLS[0]][i].split('\n').filter(Boolean).length;
  const want = quick ? [10, 10, 10, 10, 10, 9, 0, 100, 0, 10, 20] : [];
  want.forEach((n, i) => {
    if (rows(i) !== n) failures.push(`after "${OPS[i][0]}": ${rows(i)} rows, not ${n}`);
  });
  if (quick && !tables[IMPLS[0]][3].includes('danger')) failures.push('select marked no row');
  log(`round ${round + 1}/${rounds} done`);
}
await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const geomean = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);

if (quick) {
  if (failures.length) {
    for (const f of failures) log(`FAIL ${f}`);
    process.exit(1);
  }
  console.log(
    `bench:react correctness: ${IMPLS.length} implementations agree after ${OPS.length} operations`,
  );
  process.exit(0);
}

const pad = (s, n) => String(s).padStart(n);
const timedOps = OPS.filter((o) => o[2]).map((o) => o[0]);
for (const [k, label] of [
  [0, 'JS only, click to commit (ms, median; ratio to react-hooks)'],
  [1, 'to next paint (ms, median; ratio to react-hooks)'],
]) {
  console.log(`\n${label}`);
  console.log(`${'operation'.padEnd(20)}${IMPLS.map((i) => pad(i, 22)).join('')}`);
  const ratios = Object.fromEntries(IMPLS.map((i) => [i, []]));
  for (const op of timedOps) {
    const base = median(times['react-hooks'][op].map((t) => t[k]));
    const cells = IMPLS.map((impl) => {
      const m = median(times[impl][op].map((t) => t[k]));
      ratios[impl].push(m / base);
      return pad(`${m.toFixed(1)} (${(m / base).toFixed(2)}x)`, 22);
    });
    console.log(`${op.padEnd(20)}${cells.join('')}`);
  }
  console.log(
    `${'geomean'.padEnd(20)}${IMPLS.map((i) => pad(`${geomean(ratios[i]).toFixed(2)}x`, 22)).join('')}`,
  );
}
const baseHeap = median(heap['react-hooks']);
console.log(
  `\n${'heap, 1,000 rows'.padEnd(20)}${IMPLS.map((i) => {
    const h = median(heap[i]);
    return pad(`${(h / 1e6).toFixed(2)} MB (${(h / baseHeap).toFixed(2)}x)`, 22);
  }).join('')}`,
);
console.log(`${'JS gzip'.padEnd(20)}${IMPLS.map((i) => pad(`${sizes[i]} B`, 22)).join('')}`);
console.log(
  `\nrounds ${rounds}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (failures.length) {
  for (const f of failures) log(`FAIL ${f}`);
  process.exit(1);
}
