// The libraries the suite compares, in table order. Each adapter module default-exports an async
// load(options) that returns the common shape:
//   { name, label, signal(v), computed(fn), effect(fn) -> dispose, read(node), write(node, v),
//     peek(node), batch(fn), untracked(fn) }
// read/write are free functions (not wrapper objects) so no library pays for an extra allocation.

export const LIBS = ['tendril', 'alien', 'preact'];

export const LABELS = { tendril: 'tendril', alien: 'alien-signals', preact: 'preact' };

const ALIASES = {
  'alien-signals': 'alien',
  'preact-signals': 'preact',
  '@preact/signals-core': 'preact',
  '@tendril/signals': 'tendril',
};

export function normalizeLib(name) {
  const key = ALIASES[name] ?? name;
  if (!LIBS.includes(key)) {
    throw new Error(`unknown library "${name}" (known: ${LIBS.join(', ')})`);
  }
  return key;
}

export async function loadAdapter(name, options = {}) {
  const mod = await import(`./${normalizeLib(name)}.mjs`);
  return mod.default(options);
}
