/*
 * Finds import cycles among a folder's modules: static imports and dynamic import() alike
 * (a lazy page that imports back into what loads it is still a loop). Relative specifiers
 * only; tests and .d.ts files are left out. A whole `import type` / `export type` statement is
 * no edge: with verbatimModuleSyntax it is erased, so it cannot order module evaluation (an
 * inline `import { type X }` still leaves an import behind, so it counts). Tarjan's strongly
 * connected components. `{ typeImports: true }` counts type-only imports as edges too, for a
 * folder whose types should form no knot either.
 *
 *   npx tsx scripts/import-cycles.ts apps/site/src packages/router/src
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function modulesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...modulesUnder(full));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** Each cycle as its modules' paths relative to `root` (empty when there is none). */
export function findImportCycles(
  root: string,
  { typeImports = false }: { typeImports?: boolean } = {},
): string[][] {
  const files = modulesUnder(root);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const code = typeImports
      ? source
      : source.replace(
          /\b(?:import|export)\s+type\s+(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s+from\s+['"][^'"]+['"]/g,
          '',
        );
    const specifiers = code.matchAll(
      /(?:from\s+|import\s+)['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g,
    );
    edges.set(
      file,
      [...specifiers]
        .map((m) => path.resolve(path.dirname(file), (m[1] ?? m[2])!))
        .filter((target) => known.has(target)),
    );
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(root, w));
    } while (w !== v);
    if (component.length > 1 || edges.get(v)!.includes(v)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const roots = process.argv.length > 2 ? process.argv.slice(2) : ['apps/site/src'];
  let found = 0;
  for (const root of roots) {
    const cycles = findImportCycles(path.resolve(root));
    for (const cycle of cycles) console.log(`cycle in ${root}: ${cycle.join(' ⇄ ')}`);
    found += cycles.length;
  }
  console.log(found ? `${found} import cycle(s)` : 'no import cycle');
  process.exitCode = found ? 1 : 0;
}
