/*
 * Vite plugin: `import code from './Example.tsx?tokens'` gives the file's source highlighted by
 * Shiki at build time, as tokens (`HighlightedCode`), which React renders as spans;
 * `import regions from './Demo.tsx?excerpts'` gives each `// #region name` of the file, cut
 * and highlighted the same way (`HighlightedRegions`). Each colour comes in two, the light
 * theme's and the dark theme's; the site's theme picks one with CSS. The highlighter stays in
 * the build; the browser receives only text and colours.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type {
  CodeToken,
  HighlightedCode,
  HighlightedRegions,
  ThemedColor,
} from '../src/ui/code-tokens.ts';
import { codeRegion, regionNames } from '../src/ui/code-excerpt.ts';

const QUERY = '?tokens';
const EXCERPTS = '?excerpts';
/** The themes the site shows code in: one for its light theme, one for its dark theme. */
export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process: creating it costs more than highlighting a file. */
function getHighlighter(): Promise<HighlighterCore> {
  return (highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [import('shiki/langs/tsx.mjs')],
    // Oniguruma, the engine the grammars are written for (the JavaScript engine mis-reads some TSX).
    engine: createOnigurumaEngine(import('shiki/wasm')),
  }));
}

const channels = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** `#rgb`, `#rrggbb` or `#rrggbbaa` as `#rrggbb`, lower case (the alpha is dropped). */
const hex6 = (color: string) =>
  `#${channels(color)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;

/** The WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color`, moved away from `bg` just enough to reach the 4.5:1 contrast of normal text:
 * darkened on a light background (the light theme's orange falls short on white), lightened on
 * a dark one (the dark theme's grey comments fall short on its background).
 */
export function readable(color: string, bg: string): string {
  let [r, g, b] = channels(color);
  const hex = () => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const onDark = luminance(bg) < luminance('#777777');
  const step = onDark
    ? (v: number) => Math.min(255, Math.ceil(v + (255 - v) * 0.05))
    : (v: number) => Math.floor(v * 0.95);
  const done = () => (onDark ? (r & g & b) === 255 : r + g + b === 0);
  while (contrast(hex(), bg) < 4.5 && !done()) {
    [r, g, b] = [r, g, b].map(step) as [number, number, number];
  }
  return hex() === color.toLowerCase().slice(0, 7) ? color : hex();
}

/** `code` (TSX) as lines of tokens, each colour a light and dark pair, shared in one table. */
export async function highlightTokens(code: string): Promise<HighlightedCode> {
  const shiki = await getHighlighter();
  const theme = (mode: keyof typeof THEMES) => shiki.getTheme(THEMES[mode]);
  const fg: ThemedColor = [hex6(theme('light').fg), hex6(theme('dark').fg)];
  const bg: ThemedColor = [hex6(theme('light').bg), hex6(theme('dark').bg)];
  const tokens = shiki.codeToTokensWithThemes(code.replace(/\n$/, ''), {
    lang: 'tsx',
    themes: THEMES,
    // No time limit: the first lines, tokenized while the grammar warms up, would otherwise
    // come back unstyled on a busy machine.
    tokenizeTimeLimit: 0,
  });
  const colors: ThemedColor[] = [];
  const shown = (color: string | undefined, mode: 0 | 1) =>
    !color || hex6(color) === fg[mode] ? fg[mode] : readable(hex6(color), bg[mode]);
  const indexOf = (light: string | undefined, dark: string | undefined): number | undefined => {
    const pair: ThemedColor = [shown(light, 0), shown(dark, 1)];
    // The default text colour in both themes: no colour of its own.
    if (pair[0] === fg[0] && pair[1] === fg[1]) return undefined;
    let i = colors.findIndex((c) => c[0] === pair[0] && c[1] === pair[1]);
    if (i < 0) i = colors.push(pair) - 1;
    return i;
  };
  const lines = tokens.map((line) => {
    const out: CodeToken[] = [];
    for (const token of line) {
      const color = indexOf(token.variants.light?.color, token.variants.dark?.color);
      const last = out[out.length - 1];
      // Neighbours of one colour become one span.
      if (last && last[1] === color) out[out.length - 1] = [last[0] + token.content, color];
      else out.push(color === undefined ? [token.content] : [token.content, color]);
    }
    return out;
  });
  return { colors, fg, bg, lines };
}

/** Every region marked in `source`, cut (common indentation removed) and highlighted. */
export async function highlightRegions(source: string): Promise<HighlightedRegions> {
  const regions: Record<string, HighlightedCode> = {};
  for (const name of regionNames(source))
    regions[name] = await highlightTokens(codeRegion(source, name));
  return regions;
}

/** The plugin: handles ids ending in `?tokens` (a whole file) and `?excerpts` (its regions). */
export function shikiTokens(): Plugin {
  return {
    name: 'tendril-shiki-tokens',
    enforce: 'pre',
    async load(id) {
      const query = [QUERY, EXCERPTS].find((q) => id.endsWith(q));
      if (!query) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const code = await readFile(file, 'utf8');
      const data = query === QUERY ? await highlightTokens(code) : await highlightRegions(code);
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
