import type { DemoStatus } from './data/demo-menu.ts';

const styles: Record<DemoStatus, string> = {
  stable: 'bg-green-100 text-green-900',
  beta: 'bg-sky-100 text-sky-900',
  experimental: 'bg-amber-100 text-amber-950',
};

/** A demo's status as a small badge. */
export function StatusBadge({ status }: { status: DemoStatus }) {
  return (
    <span
      data-testid="demo-status"
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${styles[status]}`}
    >
      {status}
    </span>
  );
}
