import type { HighlightedCode } from './code-tokens.ts';

/**
 * Build-time highlighted source as React spans inside a `<code>` (the colours come from the
 * build; no highlighter and no HTML string in the browser). The caller owns the `<pre>`.
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
              <span key={j} style={{ color: code.colors[color] }}>
                {text}
              </span>
            ),
          )}
        </span>
      ))}
    </code>
  );
}
