import { codeRegion } from './code-excerpt.ts';

/**
 * Shows a region of a demo's own source (import the file with `?raw`, mark the region with
 * `// #region name` … `// #endregion`), so the excerpt is always the code that runs.
 */
export function CodeExcerpt({
  source,
  region,
  title = 'The code behind it',
}: {
  source: string;
  region: string;
  title?: string;
}) {
  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50 text-sm" open>
      <summary className="cursor-pointer px-4 py-2 font-medium text-stone-700">{title}</summary>
      {/* Scrollable sideways on a phone: focusable, so keyboard users can scroll it. */}
      <pre
        tabIndex={0}
        className="overflow-x-auto border-t border-stone-200 px-4 py-3 leading-relaxed"
      >
        <code>{codeRegion(source, region)}</code>
      </pre>
    </details>
  );
}
