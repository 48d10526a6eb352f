import { useEffect, useState } from 'react';
import { effectScope } from '@tendril/signals';
import { createScheduler, type Scheduler, type TaskPriority } from '@tendril/signals/scheduler';
import { Button } from '../../../../ui/Button.tsx';

// Posted least urgent first, to show the scheduler runs them most urgent first.
const POSTED: TaskPriority[] = ['idle', 'low', 'normal', 'high', 'immediate'];

/** Five tasks posted at once run by priority, whatever order they were posted in. */
export default function PriorityOrder() {
  const [tasks, setTasks] = useState<Scheduler | null>(null);
  const [ran, setRan] = useState<string[]>([]);
  useEffect(() => {
    let made: Scheduler | null = null;
    // Created in a scope: unmounting disposes it and cancels what still waits.
    const dispose = effectScope(() => {
      made = createScheduler();
    });
    setTasks(made);
    return dispose;
  }, []);
  const post = () => {
    if (!tasks) return;
    setRan([]);
    for (const priority of POSTED)
      void tasks.post(() => setRan((list) => [...list, priority]), { priority });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">Posted in this order: {POSTED.join(', ')}.</p>
      <Button variant="primary" onClick={post} disabled={!tasks}>
        Post five tasks
      </Button>
      <ol aria-label="Run order" className="list-decimal pl-6">
        {ran.map((priority) => (
          <li key={priority}>{priority}</li>
        ))}
      </ol>
    </div>
  );
}
