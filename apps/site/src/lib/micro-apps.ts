/*
 * The site's micro app: the notes app (apps/micro-notes), built on its own and mounted under
 * MICRO_BASE at run time. The site's build builds it and serves its bundle at MICRO_NOTES_URL
 * (vite.config.ts, which reads this module: it imports nothing); shell/micro-apps.ts mounts it.
 */

/** The host route the notes app's routes are added under. */
export const MICRO_BASE = '/micro';

/** Where the site serves the notes app's built entry (same origin: the CSP allows 'self'). */
export const MICRO_NOTES_URL = '/micro-apps/notes.js';
