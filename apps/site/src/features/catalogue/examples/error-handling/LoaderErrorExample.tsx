/*
 * A route loader that fails: after the route's own retries it shows its errorComponent, whose
 * Try Again runs the loader again. The example has its own router (memory history), so it never
 * moves the page; in an app the router is the one the RouterProvider already gives.
 */
import { useState } from 'react';
import { createMemoryHistory, type RouteErrorProps } from '@tendril/router';
import {
  createRouter,
  defineRoute,
  Outlet,
  RouterProvider,
  useLoader,
} from '@tendril/router/react';
import { signal } from '@tendril/signals';
import { useValue } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorPanel } from '../../../../ui/ErrorPanel.tsx';

// Down when the example mounts, so the first load fails.
const serverUp = signal(false);

const quoteRoute = defineRoute({
  path: '/',
  loader: async () => {
    await new Promise((resolve) => setTimeout(resolve, 600)); // an attempt takes 600 ms
    if (!serverUp.peek()) throw new Error('503 Service Unavailable');
    return { text: 'Signals all the way down.' };
  },
  // One retry, 1 s later: the error shows after about 2.2 s (the default retries 3 times).
  retries: 1,
  pendingComponent: QuoteLoading,
  errorComponent: QuoteError,
  component: Quote,
});

function QuoteLoading() {
  // While it retries, the state says which attempt it is on and why the last one failed.
  const { attempt, maxAttempts, error } = useLoader(quoteRoute);
  return (
    <p role="status" className="text-sm">
      {attempt > 1
        ? `Retrying (attempt ${attempt} of ${maxAttempts})… ${error?.message ?? ''}`
        : 'Loading the quote…'}
    </p>
  );
}

function QuoteError({ error, retry }: RouteErrorProps) {
  return (
    <ErrorPanel
      title="Error loading the quote"
      message={error.message}
      onRetry={retry}
      titleAs="h3"
    />
  );
}

function Quote() {
  const quote = useLoader(quoteRoute); // data: { text: string } | undefined, from the route
  return (
    <p className="text-sm">
      “{quote.data?.text}” {quote.status === 'loading' && '(reloading…)'}
    </p>
  );
}

export default function LoaderErrorExample() {
  const [router] = useState(() => {
    serverUp.value = false; // each example starts with the server down
    return createRouter({
      routes: [quoteRoute],
      history: createMemoryHistory(['/']),
      log: () => {},
    });
  });
  const up = useValue(serverUp);
  return (
    <RouterProvider router={router} scrollRestoration={false}>
      <div className="flex flex-col items-start gap-3">
        <Button aria-pressed={up} onClick={() => (serverUp.value = !up)}>
          Server is up
        </Button>
        <Outlet />
      </div>
    </RouterProvider>
  );
}
