import { Link } from '@tendril/router/react';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { NEWS_MESSAGES } from './data/constants.ts';

/** A news error: the site's error panel, with Back to Home where the page is gone. */
export function NewsError({
  title,
  message,
  onRetry,
  homeLink = false,
  level = 2,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  homeLink?: boolean;
  /** 1 when the error is the whole page. */
  level?: 1 | 2;
}) {
  return (
    <ErrorPanel
      title={title}
      message={message}
      titleAs={level === 1 ? 'h1' : 'h2'}
      retryLabel={NEWS_MESSAGES.tryAgain}
      {...(onRetry && { onRetry })}
    >
      {homeLink && (
        <Link to="/" className="text-sm text-green-800 underline">
          {NEWS_MESSAGES.backHome}
        </Link>
      )}
    </ErrorPanel>
  );
}
