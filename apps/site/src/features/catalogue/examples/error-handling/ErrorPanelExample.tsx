/*
 * The generic error panel: "Something went wrong" with the error's message, or "An unexpected
 * error occurred" when it has none; Try Again appears because a retry is given.
 */
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message.ts';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorPanel } from '../../../../ui/ErrorPanel.tsx';

export default function ErrorPanelExample() {
  // What the last attempt threw, or undefined while all is well.
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();
  if (failure)
    return (
      <ErrorPanel message={errorMessage(failure.error)} onRetry={() => setFailure(undefined)} />
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="w-full text-sm">All good: nothing has failed.</p>
      <Button onClick={() => setFailure({ error: new Error('Network error') })}>
        Fail with a message
      </Button>
      <Button onClick={() => setFailure({ error: undefined })}>Fail without one</Button>
    </div>
  );
}
