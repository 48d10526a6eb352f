import { useState } from 'react';
import { createMemoryHistory, Router, type Route } from '@tendril/router';
import { DataRegistry } from '@tendril/router/data';
import { Outlet, RouterProvider, useAction, useLoader } from '@tendril/router/react';
import { Button } from '../../../../ui/Button.tsx';

let likes = 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Quote() {
  // The route declares the loader; the component reads its state and data.
  const quote = useLoader<{ text: string; likes: number }>('quote');
  const like = useAction<void, number>('like');
  if (quote.status === 'error') return <Button onClick={() => quote.reload()}>Try Again</Button>;
  return (
    <div className="space-y-2">
      <p role="status">
        Loader: {quote.status}
        {quote.data && ` · "${quote.data.text}" · ${quote.data.likes} likes`}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => quote.reload()}>Reload</Button>
        <Button
          variant="primary"
          disabled={like.status === 'executing'}
          onClick={() => void like.run()}
        >
          {like.status === 'executing' ? 'Liking…' : 'Like'}
        </Button>
      </div>
    </div>
  );
}

// An action on this route reloads its loader afterwards.
const routes: Route[] = [{ path: '/', component: Quote, loader: 'quote', refreshOnAction: true }];

/** A named loader and action on a route: status signals, reload, and a refresh after the action. */
export default function LoaderAndAction() {
  const [router] = useState(() => {
    // The registry from its own entry point, so its code loads with this page only.
    const r = new Router({ routes, history: createMemoryHistory(['/']), data: new DataRegistry() });
    r.data.registerLoader('quote', async () => {
      await pause(400);
      return { text: 'Simplicity is prerequisite for reliability.', likes };
    });
    r.data.registerAction('like', async () => {
      await pause(300);
      return ++likes;
    });
    return r;
  });
  return (
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>
  );
}
