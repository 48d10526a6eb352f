// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import {
  contrast,
  highlightRegions,
  highlightTokens,
  readable,
  shikiTokens,
} from './shiki-tokens.ts';

const source = "import { signal } from '@tendril/signals';\n\nconst count = signal(0); // start\n";

describe('build-time highlighting', () => {
  it('turns TSX into lines of coloured tokens that spell the source exactly', async () => {
    const code = await highlightTokens(source);
    expect(code.lines.map((line) => line.map(([text]) => text).join(''))).toEqual(
      source.replace(/\n$/, '').split('\n'),
    );
    const colorOf = (text: string) => {
      const token = code.lines.flat().find(([t]) => t.includes(text));
      return token?.[1] === undefined ? undefined : code.colors[token[1]];
    };
    // Keywords, strings and comments get distinct theme colours; plain text none.
    expect(colorOf('import')).toMatch(/^#/);
    expect(colorOf("'@tendril/signals'")).toMatch(/^#/);
    expect(colorOf('// start')).toMatch(/^#/);
    expect(new Set([colorOf('import'), colorOf("'@tendril"), colorOf('// start')]).size).toBe(3);
    expect(code.bg).toMatch(/^#/);
  });

  it('keeps every colour readable: at least 4.5:1 against the background', async () => {
    const code = await highlightTokens(
      'function f(param: string, { a = 1 }: { a?: number }) {\n  return `${param}` + /x/g.source;\n}\n',
    );
    for (const color of [...code.colors, code.fg])
      expect(contrast(color, code.bg), color).toBeGreaterThanOrEqual(4.5);
    // The theme's orange (3.2:1 on white) is darkened; a colour that passes is kept.
    expect(contrast('#e36209', '#ffffff')).toBeLessThan(4.5);
    expect(contrast(readable('#e36209', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readable('#24292e', '#ffffff')).toBe('#24292e');
  });

  it('serves `?tokens` imports as a module of data, and leaves other ids alone', async () => {
    const plugin = shikiTokens();
    const load = plugin.load as (
      this: { addWatchFile(file: string): void },
      id: string,
    ) => Promise<{ code: string } | null>;
    const watched: string[] = [];
    const ctx = { addWatchFile: (file: string) => watched.push(file) };
    const file = new URL('./shiki-tokens.ts', import.meta.url).pathname;
    expect(await load.call(ctx, file)).toBeNull();
    const result = await load.call(ctx, `${file}?tokens`);
    expect(result?.code).toMatch(/^export default \{"colors":\[/);
    // Data only: no markup for the page to inject.
    expect(result?.code).not.toContain('<span');
    expect(watched).toEqual([file]);
    expect((plugin as Plugin).enforce).toBe('pre');
  });

  it('cuts each region out of a file and highlights it alone (`?excerpts`)', async () => {
    const file = [
      "import { signal } from '@tendril/signals';",
      'export function Demo() {',
      '  // #region counter',
      '  const count = signal(0);',
      '  // #endregion',
      '  // #region effect',
      "  effect(() => console.log('count', count.value));",
      '  // #endregion',
      '}',
    ].join('\n');
    const regions = await highlightRegions(file);
    expect(Object.keys(regions)).toEqual(['counter', 'effect']);
    const text = (name: string) =>
      regions[name]!.lines.map((line) => line.map(([t]) => t).join('')).join('\n');
    expect(text('counter')).toBe('const count = signal(0);');
    expect(text('effect')).toBe("effect(() => console.log('count', count.value));");
    expect(regions.counter!.lines.flat().some(([, color]) => color !== undefined)).toBe(true);

    const plugin = shikiTokens();
    const load = plugin.load as (
      this: { addWatchFile(file: string): void },
      id: string,
    ) => Promise<{ code: string } | null>;
    const demo = new URL('../src/features/demo/BasicSignalsDemo.tsx', import.meta.url).pathname;
    const result = await load.call({ addWatchFile: () => {} }, `${demo}?excerpts`);
    expect(result?.code).toMatch(/^export default \{"signals":\{"colors":\[/);
    expect(result?.code).not.toContain('<span');
  });
});
