import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import type { DemoStatus } from '../../shell/demo-menu.ts';

const TONES: Record<DemoStatus, BadgeTone> = {
  stable: 'success',
  beta: 'info',
  experimental: 'warning',
};

/** A demo's status as a small badge. */
export function StatusBadge({ status }: { status: DemoStatus }) {
  return (
    <Badge tone={TONES[status]} data-testid="demo-status">
      {status}
    </Badge>
  );
}
