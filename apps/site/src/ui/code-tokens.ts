/*
 * Highlighted source, computed at build time (build/shiki-tokens.ts) and rendered by React as
 * spans: no highlighter and no HTML string reach the browser.
 */

/** One run of text in one colour; the colour is an index into `colors` (none: default). */
export type CodeToken = readonly [text: string, color?: number];

/** A file's source as lines of coloured tokens. */
export interface HighlightedCode {
  /** Foreground colours used by the tokens. */
  readonly colors: readonly string[];
  /** The default text and background colours of the theme. */
  readonly fg: string;
  readonly bg: string;
  readonly lines: readonly (readonly CodeToken[])[];
}

/** Every `// #region name` … `// #endregion` of a file, highlighted, by region name. */
export type HighlightedRegions = Readonly<Record<string, HighlightedCode>>;
