import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(scratch, 'tree-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), code);
  }
  return root;
}

describe('import cycles', () => {
  it.each(['apps/site/src', 'apps/micro-notes/src', 'packages/signals/src', 'packages/router/src'])(
    '%s has none, static or dynamic',
    (folder) => {
      expect(findImportCycles(path.join(import.meta.dirname, '..', folder))).toEqual([]);
    },
  );

  it('finds a loop closed by a dynamic import', () => {
    const root = tree({
      'a.ts': "import { b } from './b.tsx';\nexport const a = b;\n",
      'b.tsx': "export const b = () => import('./a.ts');\n",
      'c.ts': "import { a } from './a.ts';\nexport const c = a;\n",
    });
    expect(findImportCycles(root)).toEqual([['a.ts', 'b.tsx']]);
  });

  it('counts an inline type import but not a whole `import type` or `export type`', () => {
    const erased = tree({
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b: B };\n",
      'b.ts': "import type * as c from './c.ts';\nexport type B = typeof c;\n",
      'c.ts': "export type {\n  A,\n} from './a.ts';\nexport const c = 1;\n",
    });
    expect(findImportCycles(erased)).toEqual([]);
    const kept = tree({
      'a.ts': "import { type B } from './b.ts';\nexport const a: B = 1;\n",
      'b.ts': "import type { A } from './a.ts';\nimport { a } from './a.ts';\nexport type B = 1;\n",
    });
    expect(findImportCycles(kept)).toEqual([['a.ts', 'b.ts']]);
  });

  it('ignores imports in comments and of tests', () => {
    const root = tree({
      'a.ts': "// import { b } from './b.ts';\nexport const a = 1;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = a;\n",
      'b.test.ts': "import { b } from './b.ts';\nexport const t = b;\n",
    });
    expect(findImportCycles(root)).toEqual([]);
  });
});
