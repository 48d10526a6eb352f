/** Where the active demo app is kept (also read by the news reader's inline early fetch). */
export const ACTIVE_APP_KEY = 'tendril-demo-app';
