import { signal } from '@tendril/signals';
import { createChannels, type Channels } from '@tendril/signals/channels';

/** The demo's channels, in the order the page lists them. */
export const CHANNEL_NAMES = [
  'user.events',
  'analytics.events',
  'dashboard.metrics',
  'global.events',
] as const;

/** Messages kept per channel, and notifications shown. */
export const NOTIFICATION_LIMIT = 10;

export type TimeRange = '24h' | '7d' | '30d';
export const TIME_RANGES: readonly TimeRange[] = ['24h', '7d', '30d'];

/** What travels on the demo's channels. */
export interface DemoEvent {
  type: string;
  text: string;
}

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'away';
  lastUpdated: number;
}

/** Mock dashboard figures for a time range: the longer the range, the larger the totals. */
export function metricsFor(range: TimeRange): { users: number; events: number; errors: number } {
  const days = { '24h': 1, '7d': 7, '30d': 30 }[range];
  return { users: 120 * days + 30, events: 860 * days, errors: 3 * days };
}

const emailOf = (name: string) =>
  `${name.trim().toLowerCase().replace(/\s+/g, '.') || 'user'}@example.com`;

/**
 * The channels demo's state: a hub of the four channels and a users list. Every change to
 * the users is announced on `user.events`.
 */
export function createDemoHub(now: () => number = Date.now) {
  const hub: Channels<DemoEvent> = createChannels<DemoEvent>({
    names: CHANNEL_NAMES,
    historySize: NOTIFICATION_LIMIT,
  });
  let nextId = 3;
  const users = signal<readonly DemoUser[]>([
    { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', status: 'active', lastUpdated: now() },
    { id: 2, name: 'Alan Turing', email: 'alan@example.com', status: 'away', lastUpdated: now() },
  ]);
  return {
    hub,
    users,
    addUser(name: string): DemoUser {
      const user: DemoUser = {
        id: nextId++,
        name: name.trim() || `User ${nextId - 1}`,
        email: emailOf(name),
        status: 'active',
        lastUpdated: now(),
      };
      users.value = [...users.peek(), user];
      hub.publish('user.events', { type: 'user.created', text: `${user.name} joined` });
      return user;
    },
    /** Flips a user between active and away; returns the updated user. */
    updateUser(id: number): DemoUser | undefined {
      let updated: DemoUser | undefined;
      users.value = users.peek().map((u) =>
        u.id === id
          ? (updated = {
              ...u,
              status: u.status === 'active' ? 'away' : 'active',
              lastUpdated: now(),
            })
          : u,
      );
      if (updated)
        hub.publish('user.events', {
          type: 'user.updated',
          text: `${updated.name} is now ${updated.status}`,
        });
      return updated;
    },
    removeUser(id: number): void {
      const user = users.peek().find((u) => u.id === id);
      if (!user) return;
      users.value = users.peek().filter((u) => u.id !== id);
      hub.publish('user.events', { type: 'user.removed', text: `${user.name} left` });
    },
  };
}

export type DemoHub = ReturnType<typeof createDemoHub>;
