// Prints the minified + gzipped size of each public entry, bundled as a user's bundler would
// (peers external), next to the peers we measure ourselves against. Fails when an entry
// exceeds its budget.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const entries = [
  {
    name: '@tendril/signals',
    code: "export * from './packages/signals/src/index.ts'",
    budget: 2000,
  },
  {
    name: '@tendril/signals/react+core',
    code: "export * from './packages/signals/src/react/index.ts'",
    external: ['@tendril/signals'],
  },
  {
    name: '@tendril/signals/devtools',
    code: "export * from './packages/signals/src/devtools/index.ts'",
    external: ['@tendril/signals'],
    budget: 300,
  },
  {
    name: '@tendril/router + /react',
    code: "export * from './packages/router/src/index.ts'; export * from './packages/router/src/react/index.ts'",
    needs: 'packages/router/src/react/index.ts',
    external: ['@tendril/signals', '@tendril/signals/react'],
    budget: 12 * 1024, // 12 KiB
  },
  {
    name: 'peer: alien-signals',
    code: "export * from 'alien-signals'",
    resolveDir: 'packages/signals',
  },
  {
    name: 'peer: @preact/signals-core',
    code: "export * from '@preact/signals-core'",
    resolveDir: 'packages/signals',
  },
];

let over = false;
for (const entry of entries) {
  if (entry.needs && !existsSync(entry.needs)) continue;
  const result = await build({
    stdin: { contents: entry.code, resolveDir: entry.resolveDir ?? '.', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', ...(entry.external ?? [])],
  });
  const code = result.outputFiles[0].contents;
  const gz = gzipSync(code, { level: 9 }).length;
  let line = `${entry.name.padEnd(28)} ${String(code.length).padStart(7)} B min ${String(gz).padStart(7)} B min+gz`;
  if (entry.budget) {
    const ok = gz <= entry.budget;
    over ||= !ok;
    line += ok ? `   within budget ${entry.budget} B` : `   OVER budget ${entry.budget} B`;
  }
  console.log(line);
}
process.exit(over ? 1 : 0);
