/*
 * Vite plugin: `import code from './Example.tsx?tokens'` gives the file's source highlighted by
 * Shiki at build time, as tokens (`HighlightedCode`), which React renders as spans. The
 * highlighter stays in the build; the browser receives only text and colours.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type { CodeToken, HighlightedCode } from '../src/features/docs/code-tokens.ts';

const QUERY = '?tokens';
export const THEME = 'github-light';

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process: creating it costs more than highlighting a file. */
function getHighlighter(): Promise<HighlighterCore> {
  return (highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs')],
    langs: [import('shiki/langs/tsx.mjs')],
    // Oniguruma, the engine the grammars are written for (the JavaScript engine mis-reads some TSX).
    engine: createOnigurumaEngine(import('shiki/wasm')),
  }));
}

/** `code` (TSX) as lines of tokens, colours shared in one table. */
export async function highlightTokens(code: string): Promise<HighlightedCode> {
  const shiki = await getHighlighter();
  const {
    tokens,
    fg = '#24292e',
    bg = '#ffffff',
  } = shiki.codeToTokens(code.replace(/\n$/, ''), {
    lang: 'tsx',
    theme: THEME,
    // No time limit: the first lines, tokenized while the grammar warms up, would otherwise
    // come back unstyled on a busy machine.
    tokenizeTimeLimit: 0,
  });
  const colors: string[] = [];
  const indexOf = (color: string | undefined): number | undefined => {
    if (!color || color.toLowerCase() === fg.toLowerCase()) return undefined;
    let i = colors.indexOf(color);
    if (i < 0) i = colors.push(color) - 1;
    return i;
  };
  const lines = tokens.map((line) => {
    const out: CodeToken[] = [];
    for (const token of line) {
      const color = indexOf(token.color);
      const last = out[out.length - 1];
      // Neighbours of one colour become one span.
      if (last && last[1] === color) out[out.length - 1] = [last[0] + token.content, color];
      else out.push(color === undefined ? [token.content] : [token.content, color]);
    }
    return out;
  });
  return { colors, fg, bg, lines };
}

/** The plugin: handles ids ending in `?tokens`. */
export function shikiTokens(): Plugin {
  return {
    name: 'tendril-shiki-tokens',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const code = await readFile(file, 'utf8');
      return { code: `export default ${JSON.stringify(await highlightTokens(code))};`, map: null };
    },
  };
}
