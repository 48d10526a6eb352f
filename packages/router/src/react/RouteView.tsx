/*
 * A matched route's component, or one of its views: pending while its loader first loads,
 * error (with a retry) or not-found when that load failed with nothing to show. `Outlet`
 * loads this module only for routes that have a loader and views.
 */
import type { ComponentType } from 'react';
import { useRouter } from './context.ts';
import { useLoader } from './data-hooks.ts';
import { usePendingView } from './pending.ts';
import type { RouteErrorProps } from '../core/types.ts';
import type { Route } from './routes.ts';

/** Renders `route`'s component, or its pending, error or not-found view (a default export, for `lazy`). */
export default function RouteView({
  route,
  Component,
}: {
  route: Route;
  Component: ComponentType;
}) {
  const router = useRouter();
  // The route's own views, else the router's.
  const views = { ...router.views, ...route };
  const { pendingComponent: Pending, errorComponent: Failed, notFoundComponent: Missing } = views;
  // Matched (Outlet renders it), so useLoader(route)'s development check passes.
  const state = useLoader(route);
  const empty = state.data === undefined;
  // Idle counts: a matched route's loader starts after the batch delay (or once data attaches).
  const waiting = !!Pending && empty && (state.status === 'loading' || state.status === 'idle');
  const { showing, box } = usePendingView(waiting, {
    minimumMs: views.pendingMinMs ?? 300,
    transitionMs: 200,
    showAfterMs: views.pendingMs ?? 100,
  });
  let view = <Component />;
  if (showing && Pending) view = <Pending />;
  else if (empty && state.error && state.status === 'error')
    if (Missing && state.error.name === 'NotFoundError') view = <Missing />;
    else if (Failed) view = <Failed {...errorProps(state.error, state.reload)} />;
  // Before the pending view shows, the component renders hidden: its code loads beside the
  // data, and a fast load shows the page at once, with no half-empty page flashing first.
  return (
    <div ref={box} hidden={waiting && !showing}>
      {view}
    </div>
  );
}

/** An error view's props: the error, its retry and, for a server's failure, its error id. */
function errorProps(error: Error, retry: () => void): RouteErrorProps {
  const { id } = error as { id?: unknown };
  return typeof id === 'string' ? { error, retry, errorId: id } : { error, retry };
}
