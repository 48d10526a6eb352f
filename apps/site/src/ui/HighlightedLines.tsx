import type { CSSProperties } from 'react';
import type { HighlightedCode, ThemedColor } from './code-tokens.ts';

/**
 * A colour pair as the stylesheet reads it: `--hl` in the light theme, `--hd` in the dark one
 * (index.css, `.code-tokens`). Short names: a long guide has thousands of coloured spans.
 */
const themed = ([light, dark]: ThemedColor): CSSProperties =>
  ({ '--hl': light, '--hd': dark }) as CSSProperties;

/**
 * The `<pre>` of build-time highlighted code: its class and its colours, text and background,
 * in both themes (the site's theme picks one, with no second highlight).
 */
export function codePanel(code: HighlightedCode): { className: string; style: CSSProperties } {
  return {
    className: 'code-tokens',
    style: { ...themed(code.fg), '--hl-bg': code.bg[0], '--hd-bg': code.bg[1] } as CSSProperties,
  };
}

/**
 * Build-time highlighted source as React spans inside a `<code>` (the colours come from the
 * build; no highlighter and no HTML string in the browser). The caller owns the `<pre>`, styled
 * with {@link codePanel}.
 */
export function HighlightedLines({ code }: { code: HighlightedCode }) {
  return (
    <code>
      {code.lines.map((line, i) => (
        <span key={i} className="block min-h-[1lh]">
          {line.map(([text, color], j) =>
            color === undefined ? (
              text
            ) : (
              <span key={j} style={themed(code.colors[color]!)}>
                {text}
              </span>
            ),
          )}
        </span>
      ))}
    </code>
  );
}
