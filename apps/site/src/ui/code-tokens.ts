/*
 * Highlighted source, computed at build time (build/shiki-tokens.ts) and rendered by React as
 * spans: no highlighter and no HTML string reach the browser. Every colour is a pair, the
 * light theme's and the dark theme's; the site's theme chooses between them with CSS, so
 * switching themes highlights nothing again.
 */

/** One colour in both themes: `[light, dark]`, each `#rrggbb`. */
export type ThemedColor = readonly [light: string, dark: string];

/** One run of text in one colour; the colour is an index into `colors` (none: default). */
export type CodeToken = readonly [text: string, color?: number];

/** A file's source as lines of coloured tokens. */
export interface HighlightedCode {
  /** Foreground colours used by the tokens. */
  readonly colors: readonly ThemedColor[];
  /** The default text and background colours of the themes. */
  readonly fg: ThemedColor;
  readonly bg: ThemedColor;
  readonly lines: readonly (readonly CodeToken[])[];
}

/** Every `// #region name` … `// #endregion` of a file, highlighted, by region name. */
export type HighlightedRegions = Readonly<Record<string, HighlightedCode>>;
