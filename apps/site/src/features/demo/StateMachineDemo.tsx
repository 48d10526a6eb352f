import { useState } from 'react';
import { observer } from '@tendril/signals/react';
import { Button } from '../../ui/Button.tsx';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { cn } from '../../ui/cn.ts';
import source from './request-machine.ts?excerpts';
import { createRecordedMachine, REQUEST_EVENTS } from './request-machine.ts';

/** "State machine": the request machine driven by buttons, with its transition history. */
export const StateMachineDemo = observer(function StateMachineDemo() {
  const [machine] = useState(createRecordedMachine);
  const state = machine.state.value;
  const history = machine.history.value;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="State machine" />
      <Panel
        title="Request machine"
        description="createMachine from @tendril/signals/machine: the state is a signal, and an event the current state does not accept changes nothing."
      >
        <p className="text-sm text-stone-700">
          Current state:{' '}
          <strong className="text-lg" data-testid="machine-state" aria-live="polite">
            {state}
          </strong>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {REQUEST_EVENTS.map((event) => (
            <Button
              key={event}
              variant={machine.can(event) ? 'primary' : 'secondary'}
              onClick={() => machine.send(event)}
            >
              {event}
            </Button>
          ))}
          <Button onClick={machine.clear}>Clear history</Button>
        </div>
        <p className="mt-2 text-xs text-stone-600">
          Highlighted buttons have a transition from the current state; the others are ignored.
        </p>
        <h3 className="mt-4 text-sm font-semibold">Transition history</h3>
        {history.length === 0 ? (
          <p className="mt-1 text-sm text-stone-600">No events sent yet.</p>
        ) : (
          <ol className="mt-1 flex flex-col gap-1 text-sm" data-testid="machine-history">
            {history.map((h) => (
              <li key={h.id} className={cn(h.to === null && 'text-stone-600')}>
                <code>{h.event}</code>:{' '}
                <span>{h.to === null ? `ignored in ${h.from}` : `${h.from} → ${h.to}`}</span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <CodeExcerpt source={source} region="machine" />
    </div>
  );
});
