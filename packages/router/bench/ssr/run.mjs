// Server rendering benchmark: the same 50-page app, each page with a loader of 5 ms simulated
// I/O, rendered by @tendril/router (`renderUrl`), react-router 7 (data mode: static handler,
// `renderToString` and `renderToPipeableStream`) and @tanstack/react-router (its SSR handler,
// string and stream), each a production bundle (apps/, build.mjs), all in this one process.
//
//   npm run bench:ssr                     the full run (about 5 minutes)
//   node .../ssr/run.mjs --quick           a short validation run (or BENCH_QUICK=1): the
//                                         checks, then a few short rounds; noisy figures
//
// Each renderer gets its own node:http server on 127.0.0.1, and a load generator in this process
// (a keep-alive agent, N requests in flight, each worker asking for the next of the 50 paths)
// measures requests per second at concurrency 1 and 8 for a time slice. Then `/deferred`, a
// page whose data has a 200 ms part (streamed by the streaming renderers, waited for by the
// others): time to the first byte of the body and to its last, over sequential requests. The
// renderers take turns slice by slice in an order that rotates each round, so a busy machine
// slows them all alike; the figures are the medians over rounds. Before any timing, every
// renderer's page for every path must answer 200 with its heading and its loader's data, or
// the run fails. Ratios are to react-router's renderer of the same kind (whole page: string;
// streaming: stream). The last row, the floor (apps/floor.tsx), renders nothing: only the
// loaders' I/O and the HTTP round trip, the ceiling every renderer's figures sit under.
process.env.NODE_ENV = 'production';

import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle, loadPages, loadRenderers, serve } from './build.mjs';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const ROUNDS = quick ? 2 : 10;
const SLICE_MS = quick ? 300 : 2000;
const CONCURRENCY = [1, 8];
const DEFERRED_REQUESTS = quick ? 2 : 5; // per renderer per round
const WARMUP_MS = quick ? 200 : 3000; // per renderer, at concurrency 8, before the rounds

const started = loadavg();
const dir = mkdtempSync(join(tmpdir(), 'tendril-ssr-bench-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

await bundle(dir);
// The paths, and what each page must show, from the module the apps render them with.
const { PAGES, DEFERRED_PATH, DEFERRED_LINES, SLOW_FALLBACK } = await loadPages(dir);
const renderers = await loadRenderers(dir);
for (const renderer of renderers) {
  const { port, close } = await serve(renderer.handle);
  Object.assign(renderer, { port, close, agents: new Map() });
}

/** The renderer of react-router this one is compared with. */
const baselineOf = (renderer) =>
  renderers.find((r) => r.name === `react-router ${renderer.streams ? 'stream' : 'string'}`);

/** A keep-alive agent per renderer and concurrency, its sockets kept across rounds. */
function agentOf(renderer, concurrency) {
  let agent = renderer.agents.get(concurrency);
  if (!agent) {
    // An idle socket is closed by this side, before the server's keep-alive timeout (5 s)
    // closes it: a server closing it just as the next slice reuses it failed the run with
    // "socket hang up" on a busy machine.
    agent = new Agent({ keepAlive: true, maxSockets: concurrency, noDelay: true, timeout: 4000 });
    renderer.agents.set(concurrency, agent);
  }
  return agent;
}

/**
 * GETs `path`; resolves with the status, the times (ms) to the first byte of the body and to its
 * end, and the body when `keep` (else its length only).
 */
function get(renderer, path, agent, keep = false) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request({ host: '127.0.0.1', port: renderer.port, path, agent }, (res) => {
      let first;
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        first ??= performance.now();
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const end = performance.now();
        resolve({
          status: res.statusCode,
          firstByte: (first ?? end) - start,
          lastByte: end - start,
          bytes,
          body: keep ? Buffer.concat(chunks).toString('utf8') : undefined,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function fail(message) {
  console.error(`\nFAILED: ${message}`);
  process.exit(1);
}

/** Every renderer: each path answers 200 with its heading and its loader's data. */
async function check() {
  const deferred = new Map();
  for (const renderer of renderers) {
    const agent = agentOf(renderer, 1);
    let bytes = 0;
    for (const { path, heading, line } of PAGES) {
      const { status, body } = await get(renderer, path, agent, true);
      if (status !== 200) fail(`${renderer.name} answered ${path} with status ${status}`);
      if (!body.includes(`<h1>${heading}</h1>`))
        fail(`${renderer.name}: ${path} does not show its heading "${heading}"`);
      if (!body.includes(line)) fail(`${renderer.name}: ${path} does not show its data "${line}"`);
      if (path === '/users/1') bytes = Buffer.byteLength(body);
    }
    const { status, body } = await get(renderer, DEFERRED_PATH, agent, true);
    const [fast, slow] = DEFERRED_LINES;
    if (status !== 200) fail(`${renderer.name} answered ${DEFERRED_PATH} with status ${status}`);
    if (!body.includes(fast)) fail(`${renderer.name}: ${DEFERRED_PATH} lacks its data "${fast}"`);
    const complete = body.includes(slow);
    // What a streaming render is for: the slow part follows in the same response.
    if (renderer.streams && !complete)
      fail(`${renderer.name}: ${DEFERRED_PATH} lacks its slow part "${slow}"`);
    deferred.set(
      renderer,
      complete ? 'yes' : body.includes(SLOW_FALLBACK) ? 'no (its Suspense fallback)' : 'no',
    );
    renderer.pageBytes = bytes;
  }
  return deferred;
}

/** Requests per second over `ms` with `concurrency` requests in flight over the 50 paths. */
async function throughput(renderer, concurrency, ms) {
  const agent = agentOf(renderer, concurrency);
  let next = 0;
  let done = 0;
  const start = performance.now();
  const end = start + ms;
  const worker = async () => {
    while (performance.now() < end) {
      const { path } = PAGES[next++ % PAGES.length];
      const { status } = await get(renderer, path, agent);
      if (status !== 200) fail(`${renderer.name} answered ${path} with status ${status}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (done * 1000) / (performance.now() - start);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The spread of a sample around its median: (max - min) / median, in %. */
const spread = (values) => ((Math.max(...values) - Math.min(...values)) / median(values)) * 100;

const rotated = (list, by) => list.slice(by % list.length).concat(list.slice(0, by % list.length));

console.log(
  `SSR benchmark${quick ? ' (--quick: a validation run, figures are noise)' : ''}: ` +
    `Node ${process.version}, ${cpus().length} CPUs, NODE_ENV=${process.env.NODE_ENV}`,
);
console.log(`load average at start: ${started.map((l) => l.toFixed(2)).join(' ')}`);

const complete = await check();
console.log(
  `checked: ${renderers.length} renderers × ${PAGES.length} paths answer 200 with their ` +
    `heading and loader data`,
);

// Warm-up, untimed: the JIT compiles each renderer's code, the agents open their sockets.
for (const renderer of renderers) await throughput(renderer, 8, WARMUP_MS);

const rps = new Map(renderers.map((r) => [r, new Map(CONCURRENCY.map((c) => [c, []]))]));
const firstByte = new Map(renderers.map((r) => [r, []]));
const lastByte = new Map(renderers.map((r) => [r, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = rotated(renderers, round);
  for (const concurrency of CONCURRENCY)
    for (const renderer of order)
      rps
        .get(renderer)
        .get(concurrency)
        .push(await throughput(renderer, concurrency, SLICE_MS));
  for (const renderer of order)
    for (let i = 0; i < DEFERRED_REQUESTS; i++) {
      const timing = await get(renderer, DEFERRED_PATH, agentOf(renderer, 1));
      if (timing.status !== 200) fail(`${renderer.name}: ${DEFERRED_PATH} status ${timing.status}`);
      firstByte.get(renderer).push(timing.firstByte);
      lastByte.get(renderer).push(timing.lastByte);
    }
  if (process.stdout.isTTY) process.stdout.write(`round ${round + 1}/${ROUNDS} done\r`);
}
const ended = loadavg();

const pad = (text, width) => String(text).padStart(width);
const ratio = (value, base) => `${(value / base).toFixed(2)}x`;
const NAME = Math.max(...renderers.map((r) => r.name.length)) + 2;

console.log(
  `\nThroughput over the 50 paths (requests/s, median of ${ROUNDS} slices of ` +
    `${SLICE_MS} ms; ×RR > 1 is more requests/s; spread = (max-min)/median)`,
);
console.log(
  'renderer'.padEnd(NAME) +
    CONCURRENCY.map((c) => `${pad(`c=${c} req/s`, 12)}${pad('×RR', 7)}${pad('spread', 8)}`).join(
      '',
    ) +
    pad('bytes /users/1', 16),
);
for (const renderer of renderers) {
  const base = baselineOf(renderer);
  console.log(
    renderer.name.padEnd(NAME) +
      CONCURRENCY.map((c) => {
        const own = rps.get(renderer).get(c);
        const value = median(own);
        return (
          pad(value.toFixed(1), 12) +
          pad(ratio(value, median(rps.get(base).get(c))), 7) +
          pad(`${spread(own).toFixed(0)}%`, 8)
        );
      }).join('') +
      pad(renderer.pageBytes, 16),
  );
}

console.log(
  `\n${DEFERRED_PATH}: a 5 ms part and a 200 ms part (ms, median of ` +
    `${ROUNDS * DEFERRED_REQUESTS} sequential requests; ×RR < 1 is sooner)`,
);
console.log(
  'renderer'.padEnd(NAME) +
    `${pad('first byte', 12)}${pad('×RR', 7)}${pad('last byte', 12)}${pad('×RR', 7)}` +
    '  slow part in the HTML',
);
for (const renderer of renderers) {
  const base = baselineOf(renderer);
  const first = median(firstByte.get(renderer));
  const last = median(lastByte.get(renderer));
  console.log(
    renderer.name.padEnd(NAME) +
      pad(first.toFixed(1), 12) +
      pad(ratio(first, median(firstByte.get(base))), 7) +
      pad(last.toFixed(1), 12) +
      pad(ratio(last, median(lastByte.get(base))), 7) +
      `  ${complete.get(renderer)}`,
  );
}
console.log(
  `\nload average at start: ${started.map((l) => l.toFixed(2)).join(' ')}, ` +
    `at end: ${ended.map((l) => l.toFixed(2)).join(' ')}`,
);

for (const renderer of renderers) {
  for (const agent of renderer.agents.values()) agent.destroy();
  await renderer.close();
}
