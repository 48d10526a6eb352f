// Prints the minified + gzipped size of each public entry, bundled as users get it
// (React and other peers external). Fails when an entry exceeds its budget.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entries = [
  { name: '@tendril/signals (core)', file: 'src/index.ts', budget: 2048 },
  
];

let over = false;
for (const { name, file, budget } of entries) {
  const result = await build({
    entryPoints: [root + file],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', '@tendril/signals'],
    target: 'es2022',
  });
  const code = result.outputFiles[0].contents;
  const gz = gzipSync(code, { level: 9 }).length;
  const line = `${name.padEnd(28)} ${String(code.length).padStart(6)} B min  ${String(gz).padStart(6)} B min+gz`;
  if (budget !== null && gz > budget) {
    over = true;
    console.log(`${line}  OVER budget of ${budget} B`);
  } else console.log(budget ? `${line}  (budget ${budget} B)` : line);
}
if (over) process.exit(1);
