// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { contrast, highlightTokens, readable, shikiTokens } from './shiki-tokens.ts';

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
});
