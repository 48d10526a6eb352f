import { signal } from '@tendril/signals';

/** Whether the playground's guarded page lets visitors in (a checkbox on the playground). */
export const guardedPageOpen = signal(false);

/** Unsaved text in the playground's draft form; leaving with a draft asks first. */
export const draft = signal('');
