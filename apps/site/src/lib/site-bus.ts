import { connectTabs, createBus } from '@tendril/signals/bus';

/**
 * The site's one event bus, shared by every open tab of the site. Demos publish on it and other
 * pages listen: the analytics dashboard refreshes when a `user.updated` event is published here
 * (from the channels or action-loader demo, or the event-bus demo's publish form), in this tab
 * or another. Only pages that use it import it, so it costs the first load nothing.
 */
export const siteBus = createBus();

// For the page's lifetime: not owned by any effect scope, so it is never disconnected.
if (typeof BroadcastChannel !== 'undefined') connectTabs(siteBus);

/** The subject whose events make the analytics dashboard refresh itself. */
export const USER_UPDATED = 'user.updated';
