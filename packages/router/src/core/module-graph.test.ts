// The core's modules form no knot, types included: shared route and handle types live in
// types.ts, and only router.ts (with create-router.ts, which constructs it) knows the class.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from '../../../../scripts/import-cycles.ts';

const src = path.join(import.meta.dirname, '..');

describe('the router core’s module graph', () => {
  it('has no import cycle, counting type-only imports', () => {
    expect(findImportCycles(path.join(src, 'core'), { typeImports: true })).toEqual([]);
    expect(findImportCycles(src, { typeImports: true })).toEqual([]);
  });

  it('leaves the Router class to router.ts: other core modules see the RouterApi interface', () => {
    const importers = readdirSync(path.join(src, 'core'))
      .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
      .filter((name) =>
        /from '\.\/router\.ts'/.test(readFileSync(path.join(src, 'core', name), 'utf8')),
      );
    expect(importers).toEqual(['create-router.ts']);
  });
});
