import type { ReactNode } from 'react';
import { UNEXPECTED_ERROR } from '../lib/error-message.ts';
import { Button } from './Button.tsx';

/** Props of `ErrorPanel`. */
export interface ErrorPanelProps {
  /** What failed. @default 'Something went wrong' */
  title?: string;
  /**
   * Why, shown under the title. `null` shows none (the title says it all).
   * @default 'An unexpected error occurred'
   */
  message?: string | null;
  /** Given, a button that tries again. @default undefined (no button) */
  onRetry?: () => void;
  /** The retry button's label. @default 'Try Again' */
  retryLabel?: string;
  /** The title's element: a heading level, or `p` inside a section that has its heading. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  /** More actions after the retry button (a Back link). @default undefined */
  children?: ReactNode;
}

/**
 * The site's one error panel: "Something went wrong" (or what failed) with the message, or
 * "An unexpected error occurred" when there is none, plus Try Again when a retry is given.
 * Announced as an alert.
 *
 * @example
 * ```tsx
 * <ErrorPanel message={error.message} onRetry={reload} />
 * <ErrorPanel title="Error loading cart." message={null} onRetry={reload} retryLabel="Retry" />
 * ```
 */
export function ErrorPanel({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try Again',
  titleAs: Title = 'h2',
  children,
}: ErrorPanelProps) {
  const shown = message === null ? null : message || UNEXPECTED_ERROR;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-950">
      <Title className="text-base font-semibold">{title}</Title>
      {shown !== null && (
        <p className="mt-1 text-sm text-red-900" data-testid="error-message">
          {shown}
        </p>
      )}
      {(onRetry || children) && (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {onRetry && (
            <Button variant="primary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
