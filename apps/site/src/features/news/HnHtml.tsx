import { memo, useMemo } from 'react';
import { trustedHnHtml } from './data/sanitize.ts';

/**
 * Sanitized HN HTML. Styling for the few tags the allowlist keeps. Code wraps instead of
 * scrolling sideways: a scrolling block must take focus, and the sanitized HTML carries no
 * tabindex.
 */
export const HnHtml = memo(function HnHtml({
  html,
  className = '',
}: {
  html: string;
  className?: string;
}) {
  const clean = useMemo(() => trustedHnHtml(html), [html]);
  if (!clean) return null;
  return (
    <div
      data-testid="hn-html"
      className={`hn-html break-words text-sm leading-relaxed [&_a]:text-green-800 [&_a]:underline [&_p]:mt-2 [&_pre]:mt-2 [&_pre]:whitespace-pre-wrap [&_pre]:rounded [&_pre]:bg-stone-100 [&_pre]:p-2 [&_pre]:text-xs ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
});
