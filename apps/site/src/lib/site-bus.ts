import { createBus } from '@tendril/signals/bus';

/**
 * The site's one event bus. Demos publish on it and other pages listen: the analytics
 * dashboard refreshes when a `user.updated` event is published here (from the channels or
 * action-loader demo, or the event-bus demo's publish form). Only pages that use it import
 * it, so it costs the first load nothing.
 */
export const siteBus = createBus();

/** The subject whose events make the analytics dashboard refresh itself. */
export const USER_UPDATED = 'user.updated';
