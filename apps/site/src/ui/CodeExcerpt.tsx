import type { HighlightedRegions } from './code-tokens.ts';
import { codePanel, HighlightedLines } from './HighlightedLines.tsx';

/**
 * Shows a region of a demo's own source, highlighted at build time, so the excerpt is always
 * the code that runs. Mark the region in the source with `// #region name` … `// #endregion`
 * and import the file with `?excerpts` (every region of it, highlighted by the build).
 *
 * @example
 * ```tsx
 * import source from './CounterDemo.tsx?excerpts';
 * <CodeExcerpt source={source} region="counter" title="The counter" />
 * ```
 */
export function CodeExcerpt({
  source,
  region,
  title = 'The code behind it',
}: {
  source: HighlightedRegions;
  region: string;
  title?: string;
}) {
  const code = source[region];
  // A missing marker is a build mistake: fail loudly, as a region cut at run time did.
  if (!code) throw new Error(`No "// #region ${region}" in the source`);
  const panel = codePanel(code);
  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50 text-sm" open>
      <summary className="cursor-pointer px-4 py-2 font-medium text-stone-700">{title}</summary>
      {/* Scrollable sideways on a phone: focusable, so keyboard users can scroll it. */}
      <pre
        tabIndex={0}
        className={`${panel.className} overflow-x-auto rounded-b-lg border-t border-stone-200 px-4 py-3 leading-relaxed`}
        style={panel.style}
      >
        <HighlightedLines code={code} />
      </pre>
    </details>
  );
}
