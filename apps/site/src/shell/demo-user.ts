/** The fixed demo user the header shows (the site has no accounts). */
export const DEMO_USER = {
  id: 'demo-user-42',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  status: 'online',
  lastUpdated: '2026-11-01T09:00:00Z',
} as const;

export const NOTIFICATION_COUNT = 3;
