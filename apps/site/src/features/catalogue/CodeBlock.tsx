import type { HighlightedCode } from '../../ui/code-tokens.ts';
import { codePanel, HighlightedLines } from '../../ui/HighlightedLines.tsx';

/** Highlighted source as React spans (the colours come from the build; no HTML strings). */
export function CodeBlock({ code, label }: { code: HighlightedCode; label: string }) {
  const panel = codePanel(code);
  return (
    <pre
      // Scrollable sideways: focusable, so keyboard users can scroll it.
      tabIndex={0}
      aria-label={label}
      className={`${panel.className} overflow-x-auto rounded-lg border border-stone-200 p-4 text-sm leading-relaxed print:overflow-visible print:whitespace-pre-wrap`}
      style={panel.style}
    >
      <HighlightedLines code={code} />
    </pre>
  );
}
