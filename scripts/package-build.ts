// Shared tsdown settings for the publishable packages. The build entries come from each
// package's `exports` map, so a new subpath is built, typed and packed by adding it there:
// its `@tendril/source` condition names the source file (used by the site, the tests and
// the type checker inside this repository) and its `import`/`types` conditions the output.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserConfig } from 'tsdown';

interface ExportTarget {
  '@tendril/source': string;
  types: string;
  import: string;
}

/** Maps each subpath's output name (`dist/<name>.js`) to its source file. */
export function entriesFromExports(packageDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportTarget | string>;
  };
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue; // ./package.json
    const name = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    entries[name] = target['@tendril/source'];
    if (!target.types.endsWith(`${name}.d.ts`))
      throw new Error(`${subpath}: types should be ./dist/${name}.d.ts`);
  }
  return entries;
}

/** The tsdown config of a package: ESM + declarations, dependencies and peers external. */
export function packageBuild(packageDir: string): UserConfig {
  return {
    cwd: packageDir,
    entry: entriesFromExports(packageDir),
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    sourcemap: true,
    outDir: 'dist',
    // Keep `.js`/`.d.ts` names: the packages are `"type": "module"`.
    fixedExtension: false,
    clean: true,
  };
}
