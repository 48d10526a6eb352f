import { useState } from 'react';
import { createMemoryHistory, defineAction, defineLoader } from '@tendril/router';
import { createRouter, Outlet, RouterProvider, useAction, useLoader } from '@tendril/router/react';
import { Button } from '../../../../ui/Button.tsx';

let likes = 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Handles carry their types: useLoader and useAction need no type argument.
const quote = defineLoader('quote', async () => {
  await pause(400);
  return { text: 'Simplicity is prerequisite for reliability.', likes };
});
const like = defineAction('like', async () => {
  await pause(300);
  return ++likes;
});

function Quote() {
  // The route declares the loader; the component reads its state and data.
  const state = useLoader(quote); // data: { text: string; likes: number } | undefined
  const liking = useAction(like); // run: () => Promise<number>
  if (state.status === 'error') return <Button onClick={state.reload}>Try Again</Button>;
  return (
    <div className="space-y-2">
      <p role="status">
        Loader: {state.status}
        {state.data && ` · "${state.data.text}" · ${state.data.likes} likes`}
      </p>
      <div className="flex gap-2">
        <Button onClick={state.reload}>Reload</Button>
        <Button
          variant="primary"
          disabled={liking.status === 'executing'}
          onClick={() => void liking.run()}
        >
          {liking.status === 'executing' ? 'Liking…' : 'Like'}
        </Button>
      </div>
    </div>
  );
}

/** A loader and an action on a route: status signals, reload, and a refresh after the action. */
export default function LoaderAndAction() {
  const [router] = useState(() =>
    createRouter({
      // An action on this route reloads its loader afterwards.
      routes: [{ path: '/', component: Quote, loader: quote, refreshOnAction: true }],
      history: createMemoryHistory(['/']),
    }),
  );
  return (
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>
  );
}
