/*
 * Button (primary/secondary, md/lg, disabled) and Badge (a tone per meaning), inside a Panel.
 * Each click moves an order one status on; the badge's text and tone follow.
 */
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../../ui/Badge.tsx';
import { Button } from '../../../../ui/Button.tsx';
import { Panel } from '../../../../ui/Panel.tsx';

const STATUSES: readonly { label: string; tone: BadgeTone }[] = [
  { label: 'draft', tone: 'neutral' },
  { label: 'pending', tone: 'info' },
  { label: 'delayed', tone: 'warning' },
  { label: 'shipped', tone: 'success' },
  { label: 'cancelled', tone: 'danger' },
];

export default function ButtonsAndBadges() {
  const [step, setStep] = useState(0);
  const status = STATUSES[step] ?? STATUSES[0]!;
  const last = step === STATUSES.length - 1;
  return (
    <Panel title="Order #1042" description="A status badge and the buttons that change it.">
      <p className="flex items-center gap-2 text-sm">
        Status: <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => setStep(step + 1)} disabled={last}>
          Next status
        </Button>
        <Button onClick={() => setStep(0)} disabled={step === 0}>
          Reset
        </Button>
        <Button size="lg" variant="secondary" onClick={() => setStep(STATUSES.length - 1)}>
          Cancel order
        </Button>
      </div>
    </Panel>
  );
}
