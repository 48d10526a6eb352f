// Memory per node: the heap one signal, one computed or one effect keeps alive, for ONE library
// and ONE kind per process (run.mjs spawns `node --expose-gc memory.mjs --lib=<name>
// --kind=<signal|computed|effect>` for each). Everything the measured nodes need that is not the
// library's own (the array holding them, the signals they read, their callbacks) is made before
// the baseline, so the difference is the library's nodes and links alone:
//   signal:   `count` signals, signal(i).
//   computed: `count` computeds, computed i reading signal i, each read once (so evaluated and
//             linked to its signal).
//   effect:   `count` effects, effect i reading signal i (each runs once); the dispose functions
//             are kept too, since every caller keeps them.
// heapUsed is taken after three forced full GCs before and after creating them; the nodes stay
// reachable until after the second reading. Checks: the sum of the values read and the run counts.
//
// Results go to the parent over IPC; run standalone it prints them, e.g.
//   node --expose-gc bench/memory.mjs --lib=alien --kind=computed
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAdapter, normalizeLib } from './adapters/index.mjs';

export const KINDS = ['signal', 'computed', 'effect'];

function heapAfterGc() {
  for (let i = 0; i < 3; i++) globalThis.gc();
  return process.memoryUsage().heapUsed;
}

function measure(fw, kind, count) {
  const { signal, computed, effect, read } = fw;
  const nodes = new Array(count).fill(null);
  const runs = { computed: 0, effect: 0 };
  let sum = 0;
  let sources = [];
  let callbacks = [];
  if (kind !== 'signal') {
    sources = new Array(count);
    for (let i = 0; i < count; i++) sources[i] = signal(i);
    callbacks = new Array(count);
    for (let i = 0; i < count; i++) {
      const source = sources[i];
      callbacks[i] =
        kind === 'computed'
          ? () => {
              runs.computed++;
              return read(source);
            }
          : () => {
              runs.effect++;
              sum += read(source);
            };
    }
  }
  const before = heapAfterGc();
  if (kind === 'signal') {
    for (let i = 0; i < count; i++) nodes[i] = signal(i);
  } else if (kind === 'computed') {
    for (let i = 0; i < count; i++) nodes[i] = computed(callbacks[i]);
    for (let i = 0; i < count; i++) sum += read(nodes[i]);
  } else {
    for (let i = 0; i < count; i++) nodes[i] = effect(callbacks[i]);
  }
  const after = heapAfterGc();

  // Everything measured is still reachable here; read it back to check it.
  const failures = [];
  const expectedSum = (count * (count - 1)) / 2;
  if (kind === 'signal') {
    let total = 0;
    for (let i = 0; i < count; i++) total += read(nodes[i]);
    if (total !== expectedSum) failures.push(`sum: expected ${expectedSum}, got ${total}`);
  } else {
    if (sum !== expectedSum) failures.push(`sum: expected ${expectedSum}, got ${sum}`);
    if (runs[kind] !== count) failures.push(`${kind} runs: expected ${count}, got ${runs[kind]}`);
    if (kind === 'effect') for (const dispose of nodes) dispose();
  }
  return {
    kind,
    count,
    bytes: after - before,
    perNode: (after - before) / count,
    failures,
    kept: nodes.length + sources.length + callbacks.length,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      lib: { type: 'string' },
      kind: { type: 'string' },
      count: { type: 'string', default: '100000' },
      bundle: { type: 'string' },
    },
  });
  const lib = normalizeLib(values.lib ?? '');
  const kinds = values.kind ? [values.kind] : KINDS;
  const out = { lib, results: [] };
  if (typeof globalThis.gc !== 'function') {
    out.error = 'memory.mjs needs node --expose-gc';
  } else {
    let bundle = values.bundle;
    let cleanup = () => {};
    try {
      if (lib === 'tendril' && !bundle) {
        const { bundleTendril } = await import('./bundle.mjs');
        ({ file: bundle, cleanup } = await bundleTendril());
      }
      const fw = await loadAdapter(lib, { bundle });
      for (const kind of kinds) {
        if (!KINDS.includes(kind)) throw new Error(`unknown kind ${kind} (${KINDS.join(', ')})`);
        out.results.push(measure(fw, kind, Number(values.count)));
      }
    } catch (error) {
      out.error = String(error?.stack ?? error);
    } finally {
      cleanup();
    }
  }
  if (process.send) {
    await new Promise((resolve) => process.send(out, resolve));
    process.disconnect();
    return;
  }
  if (out.error) console.error(out.error);
  for (const r of out.results) {
    const status = r.failures.length ? `FAIL ${r.failures.join('; ')}` : 'ok';
    console.log(
      `${lib.padEnd(8)} ${r.kind.padEnd(9)} ${r.perNode.toFixed(1).padStart(7)} B  ${status}`,
    );
  }
  process.exitCode = out.error || out.results.some((r) => r.failures.length) ? 1 : 0;
}

// run.mjs imports KINDS from here; only run when started as a script.
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
