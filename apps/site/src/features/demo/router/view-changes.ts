/*
 * The playground's two views are one route, /demo/router, told apart by `?view=`. Its route
 * transition plays when a navigation switches the view, not on every navigation (a modal
 * opening, a jump to #section-20, or leaving the page).
 */
import type { Router, RouterEvent, RouterLocation } from '@tendril/router';

export const PLAYGROUND_PATH = '/demo/router';

export const VIEWS = ['overview', 'details'] as const;
export type PlaygroundView = (typeof VIEWS)[number];

/** The view a location shows: `?view=details`, or the overview by default. */
export function viewOf(location: Pick<RouterLocation, 'search'> | null): PlaygroundView {
  const view = new URLSearchParams(location?.search ?? '').get('view');
  return view === 'details' ? 'details' : 'overview';
}

const switchesView = (event: RouterEvent): boolean =>
  event.type === 'commit' &&
  !event.portalChange &&
  event.to.pathname === PLAYGROUND_PATH &&
  event.from?.pathname === PLAYGROUND_PATH &&
  viewOf(event.to) !== viewOf(event.from);

/**
 * The router's events as `animateNavigations` needs them, keeping only the commits that switch
 * the playground's view.
 */
export function viewChanges(router: Pick<Router, 'subscribe'>): Pick<Router, 'subscribe'> {
  return {
    subscribe: (listener) =>
      router.subscribe((event) => {
        if (switchesView(event)) listener(event);
      }),
  };
}
