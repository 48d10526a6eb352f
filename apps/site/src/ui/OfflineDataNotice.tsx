import { Button } from './Button.tsx';

/** "Offline: Showing cached data" over cached data; Refresh waits for the connection. */
export function OfflineDataNotice({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <div
      role="status"
      data-testid="offline-data-notice"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>
        <span className="font-semibold">You&apos;re offline. Showing cached data</span> · Data may
        be outdated
      </p>
      {onRefresh && (
        <Button disabled onClick={onRefresh} title="Refresh is available when you are back online">
          Refresh
        </Button>
      )}
    </div>
  );
}
