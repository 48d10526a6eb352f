// Adapter for @tendril/signals. It imports the esbuild bundle of packages/signals/src/index.ts
// (made by ../bundle.mjs), so the benchmark runs the same minified JavaScript users get.
import { pathToFileURL } from 'node:url';

const REQUIRED = ['signal', 'computed', 'effect', 'batch', 'untracked'];

export default async function load({ bundle }) {
  if (!bundle) throw new Error('tendril adapter: no bundle path given (pass --bundle=<file>)');
  const lib = await import(pathToFileURL(bundle).href);
  const missing = REQUIRED.filter((name) => typeof lib[name] !== 'function');
  if (missing.length) {
    throw new Error(`tendril adapter: the bundle does not export ${missing.join(', ')}`);
  }
  const { batch, computed, effect, signal, untracked } = lib;
  return {
    name: 'tendril',
    label: 'tendril',
    signal,
    computed,
    effect,
    read: (node) => node.value,
    write: (node, value) => {
      node.value = value;
    },
    peek: (node) => node.peek(),
    batch,
    untracked,
  };
}
