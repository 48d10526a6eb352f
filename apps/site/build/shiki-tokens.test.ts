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
    // The light theme's colour of the token holding `text` (as a string, to compare).
    const colorOf = (text: string) => {
      const token = code.lines.flat().find(([t]) => t.includes(text));
      return token?.[1] === undefined ? undefined : code.colors[token[1]]![0];
    };
    // Keywords, strings and comments get distinct theme colours; plain text none.
    expect(colorOf('import')).toMatch(/^#/);
    expect(colorOf("'@tendril/signals'")).toMatch(/^#/);
    expect(colorOf('// start')).toMatch(/^#/);
    expect(new Set([colorOf('import'), colorOf("'@tendril"), colorOf('// start')]).size).toBe(3);
    expect(code.bg[0]).toMatch(/^#/);
  });

  it('gives every colour in two themes, light and dark, each on its own background', async () => {
    const code = await highlightTokens(source);
    // A light panel for the light theme, a dark one for the dark theme.
    expect(contrast(code.bg[0], '#ffffff')).toBeLessThan(1.2);
    expect(contrast(code.bg[1], '#000000')).toBeLessThan(2);
    for (const [light, dark] of code.colors) {
      expect(light).toMatch(/^#[0-9a-f]{6}$/i);
      expect(dark).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // The keyword differs between the themes: the dark one is not the light one reused.
    const keyword = code.lines.flat().find(([t]) => t === 'import')!;
    const [light, dark] = code.colors[keyword[1]!]!;
    expect(light).not.toBe(dark);
  });

  it('keeps every colour readable: at least 4.5:1 against the background', async () => {
    const code = await highlightTokens(
      'function f(param: string, { a = 1 }: { a?: number }) {\n  return `${param}` + /x/g.source;\n}\n',
    );
    for (const mode of [0, 1] as const)
      for (const color of [...code.colors.map((pair) => pair[mode]), code.fg[mode]])
        expect(contrast(color, code.bg[mode]), color).toBeGreaterThanOrEqual(4.5);
    // The light theme's orange (3.2:1 on white) is darkened; a colour that passes is kept.
    expect(contrast('#e36209', '#ffffff')).toBeLessThan(4.5);
    expect(contrast(readable('#e36209', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readable('#24292e', '#ffffff')).toBe('#24292e');
    // On a dark background a colour is lightened instead: the dark theme's grey comments.
    expect(contrast('#6a737d', '#24292e')).toBeLessThan(4.5);
    const lighter = readable('#6a737d', '#24292e');
    expect(contrast(lighter, '#24292e')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lighter, '#ffffff')).toBeLessThan(contrast('#6a737d', '#ffffff'));
    expect(readable('#e1e4e8', '#24292e')).toBe('#e1e4e8');
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
    expect(result?.code).toMatch(/^export default \{"colors":\[\["#/);
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
    expect(result?.code).toMatch(/^export default \{"signals":\{"colors":\[\["#/);
    expect(result?.code).not.toContain('<span');
  });
});
