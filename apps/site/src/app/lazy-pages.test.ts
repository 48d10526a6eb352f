import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tables from './lazy-pages.ts';
import { LINK_ROUTES } from './link-routes.ts';
import { loadPages } from './load-pages.ts';

const FEATURES = join(import.meta.dirname, '../features');

describe('the page tables', () => {
  it('hold every feature that has a pages.ts', () => {
    const withPages = readdirSync(FEATURES).filter((f) =>
      existsSync(join(FEATURES, f, 'pages.ts')),
    );
    const camel = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    expect(Object.keys(tables).sort()).toEqual([...withPages.map(camel), 'shell'].sort());
  });

  it('key each page by the URL pattern of a route, and list it as a loader', () => {
    const patterns = new Set<string>([...LINK_ROUTES.map((r) => r.path), '*']);
    for (const [name, table] of Object.entries(tables)) {
      const pages = Object.entries(table.default);
      expect(pages.length, name).toBeGreaterThan(0);
      for (const [pattern, load] of pages) {
        expect(patterns, `${name}: ${pattern}`).toContain(pattern);
        expect(typeof load, `${name}: ${pattern}`).toBe('function');
      }
    }
  });

  it('are loaded by name, each as its own pages.ts', async () => {
    expect(await loadPages('shop')()).toBe(tables.shop);
    expect(await loadPages('shell')()).toBe(tables.shell);
  });
});
