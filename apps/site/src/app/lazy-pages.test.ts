import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pagesOf, { pageFeatures } from './lazy-pages.ts';

const FEATURES = join(import.meta.dirname, '../features');

/** Every `featurePages('<name>')` call in a feature's top-level modules, by feature folder. */
function featurePagesCalls(): [folder: string, named: string][] {
  const calls: [string, string][] = [];
  for (const folder of readdirSync(FEATURES)) {
    for (const file of readdirSync(join(FEATURES, folder))) {
      if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
      const text = readFileSync(join(FEATURES, folder, file), 'utf8');
      for (const m of text.matchAll(/featurePages<[^>]+>\(\s*'([^']+)'/g))
        calls.push([folder, m[1]!]);
    }
  }
  return calls;
}

describe("every feature's page table", () => {
  it('is found under the folder name its routes give, which is their own', () => {
    const calls = featurePagesCalls();
    expect(calls.length).toBeGreaterThan(0);
    for (const [folder, named] of calls) {
      expect(named, `features/${folder}`).toBe(folder);
      expect(pageFeatures).toContain(folder);
    }
  });

  it('lists each page as a loader', () => {
    for (const feature of pageFeatures) {
      const table = Object.entries(pagesOf(feature).default);
      expect(table.length, feature).toBeGreaterThan(0);
      for (const [path, load] of table) expect(typeof load, `${feature} ${path}`).toBe('function');
    }
  });

  it('names a feature without a pages.ts in an error', () => {
    expect(() => pagesOf('nowhere')).toThrow('features/nowhere has no pages.ts');
  });
});
