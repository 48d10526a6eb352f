import { Button } from '../../../ui/Button.tsx';

/** A failed load: what failed and a Retry button. */
export function ErrorPanel({
  message,
  detail,
  onRetry,
  retryLabel = 'Retry',
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-950">
      <p className="font-semibold">{message}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      <Button className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
