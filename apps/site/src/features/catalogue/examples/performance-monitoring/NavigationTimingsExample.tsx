/*
 * Navigation timings as a signal: trackNavigations(router) records each committed navigation
 * (href, duration, slow over 1000 ms). The example has its own router on memory history, with
 * a guard that holds one route for 1.2 s, so navigating it never moves the page.
 */
import { createMemoryHistory, createRouter } from '@tendril/router';
import { trackNavigations } from '@tendril/router/performance';
import { observer } from '@tendril/signals/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';

function makeRouter() {
  return createRouter({
    routes: [
      { path: '/' },
      { path: '/fast' },
      // Held for 1200 ms: over the 1000 ms slow threshold.
      { path: '/slow', canActivate: () => new Promise((ok) => setTimeout(() => ok(true), 1200)) },
    ],
    history: createMemoryHistory(['/']),
  });
}

export default observer(function NavigationTimingsExample() {
  const [router] = useState(makeRouter);
  const [timings] = useState(() => trackNavigations(router));
  useEffect(() => timings.dispose, [timings]);
  const list = timings.value;
  const slow = timings.slowCount.value;
  const pending = router.navigation.value;

  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void router.navigate('/fast')}>Go to /fast</Button>
        <Button onClick={() => void router.navigate('/slow')}>Go to /slow</Button>
        <Button onClick={timings.clear} disabled={list.length === 0}>
          Clear
        </Button>
      </div>
      <p role="status" className="text-sm">
        {pending ? `Navigating to ${pending.to}…` : `${list.length} navigations, ${slow} slow`}
      </p>
      <ol className="text-sm">
        {[...list].reverse().map((t) => (
          <li key={t.at + t.href} className={t.slow ? 'font-semibold text-red-800' : undefined}>
            <code>{t.href}</code> {Math.round(t.durationMs)} ms{t.slow && ' (slow: over 1000 ms)'}
          </li>
        ))}
      </ol>
    </div>
  );
});
