import { Link } from '@tendril/router/react';
import { Button } from '../../ui/Button.tsx';
import { NEWS_MESSAGES } from './data/constants.ts';

/** A news error: a title, the message, then Try Again and/or Back to Home. */
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
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <Heading className="text-lg font-semibold text-red-900">{title}</Heading>
      <p className="mt-1 text-sm text-red-900" data-testid="error-message">
        {message}
      </p>
      <div className="mt-4 flex items-center gap-4">
        {onRetry && (
          <Button variant="primary" onClick={onRetry}>
            {NEWS_MESSAGES.tryAgain}
          </Button>
        )}
        {homeLink && (
          <Link to="/" className="text-sm text-green-800 underline">
            {NEWS_MESSAGES.backHome}
          </Link>
        )}
      </div>
    </div>
  );
}
