/* The fixed demo user's profile, for the profile modal: its code, not the first load's. */
import { DEMO_USER_NAME } from './demo-user.ts';

/** The fixed demo user the header and the profile modal show (the site has no accounts). */
export const DEMO_USER = {
  id: 'demo-user-42',
  name: DEMO_USER_NAME,
  email: 'ada@example.com',
  status: 'online',
  lastUpdated: '2026-11-01T09:00:00Z',
} as const;
