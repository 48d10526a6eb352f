/*
 * A router loader that fails: useLoader's status is 'error' with the error, and reload() runs
 * the loader again. The example has its own router (memory history), so it never moves the
 * page; in an app the router is the one the RouterProvider already gives.
 */
import { createMemoryHistory, createRouter } from '@tendril/router';
import { RouterProvider, useLoader } from '@tendril/router/react';
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorPanel } from '../../../../ui/ErrorPanel.tsx';

interface Quote {
  text: string;
}

function makeRouter(serverUp: { current: boolean }) {
  // No retries, so the error shows at once (the default retries 3 times with backoff).
  const router = createRouter({
    routes: [{ path: '/' }],
    history: createMemoryHistory(['/']),
    retries: 0,
    log: () => {},
  });
  router.data.registerLoader<Quote>('quote', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (!serverUp.current) throw new Error('503 Service Unavailable');
    return { text: 'Signals all the way down.' };
  });
  return router;
}

function QuoteCard({ serverUp }: { serverUp: { current: boolean } }) {
  const quote = useLoader<Quote>('quote', { auto: true });
  const [up, setUp] = useState(serverUp.current);
  const toggle = () => {
    serverUp.current = !up;
    setUp(!up);
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={up} onChange={toggle} />
        Server is up
      </label>
      {quote.status === 'error' ? (
        <ErrorPanel
          title="Error loading the quote"
          message={quote.error?.message}
          onRetry={quote.reload}
          titleAs="h3"
        />
      ) : quote.data ? (
        <p className="text-sm">
          “{quote.data.text}” {quote.status === 'loading' && '(reloading…)'}
        </p>
      ) : (
        <p role="status" className="text-sm">
          Loading the quote…
        </p>
      )}
      <Button onClick={quote.reload}>Reload</Button>
    </div>
  );
}

export default function LoaderErrorExample() {
  // The server starts down, so the first load fails.
  const [serverUp] = useState(() => ({ current: false }));
  const [router] = useState(() => makeRouter(serverUp));
  return (
    <RouterProvider router={router} scrollRestoration={false}>
      <QuoteCard serverUp={serverUp} />
    </RouterProvider>
  );
}
