import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** What a browser without JavaScript shows in place of a loading message. */
export const NEEDS_JAVASCRIPT =
  'This part of the page loads with JavaScript, which is turned off in this browser.';

/**
 * A loading message (`role="status"`). Only a running script can make it come true: in a
 * browser without JavaScript (a page rendered ahead of time) it gives way to a `<noscript>`
 * notice saying so, instead of loading forever.
 *
 * @example
 * <LoadingStatus>Loading user…</LoadingStatus>
 */
export function LoadingStatus({
  children,
  className,
  noScript = NEEDS_JAVASCRIPT,
}: {
  children: ReactNode;
  className?: string;
  /** The notice without JavaScript. @default NEEDS_JAVASCRIPT */
  noScript?: string;
}) {
  return (
    <>
      <p role="status" className={cx('noscript:hidden', className)}>
        {children}
      </p>
      <noscript>
        <p className={className}>{noScript}</p>
      </noscript>
    </>
  );
}
