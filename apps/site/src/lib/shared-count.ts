import { signal } from '@tendril/signals';

/**
 * A host signal lent to the notes micro app (shell/micro-apps.ts): the host and the app both
 * show and write it, which works because they share one signals module.
 */
export const sharedCount = signal(0, { name: 'micro.sharedCount' });
