/* The demo apps as the Demos switcher lists them (its code, not the first load's). */
import type { DemoApp } from '../lib/active-app.ts';

export const DEMO_APPS: readonly { id: DemoApp; name: string; description: string }[] = [
  {
    id: 'news',
    name: 'Hacker News reader',
    description: 'Top stories, threads and users from the live HN API',
  },
  { id: 'shop', name: 'Demo shop', description: 'Catalogue, product tabs and a persisted cart' },
];
