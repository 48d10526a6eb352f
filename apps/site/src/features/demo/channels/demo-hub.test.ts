import { describe, expect, it } from 'vitest';
import { createDemoHub, metricsFor, NOTIFICATION_LIMIT } from './demo-hub.ts';

describe('the channels demo hub', () => {
  it('announces user changes on user.events', () => {
    const demo = createDemoHub(() => 5);
    const added = demo.addUser('  Grace Hopper ');
    expect(added).toMatchObject({ id: 3, name: 'Grace Hopper', email: 'grace.hopper@example.com' });
    expect(demo.updateUser(3)?.status).toBe('away');
    demo.removeUser(1);
    expect(demo.users.peek().map((u) => u.id)).toEqual([2, 3]);
    expect(
      demo.hub
        .channel('user.events')
        .history.peek()
        .map((m) => m.data.type),
    ).toEqual(['user.created', 'user.updated', 'user.removed']);
  });

  it('keeps the newest 10 notifications across channels', () => {
    const { hub } = createDemoHub();
    for (let i = 1; i <= 12; i++)
      hub.publish(i % 2 ? 'analytics.events' : 'dashboard.metrics', { type: 't', text: `${i}` });
    hub.broadcast({ type: 'global', text: 'all' });
    const recent = hub.recent.peek();
    expect(recent).toHaveLength(NOTIFICATION_LIMIT);
    expect(recent.map((m) => m.data.text)).toEqual([
      ...['4', '5', '6', '7', '8', '9', '10', '11', '12'],
      'all',
    ]);
  });

  it('an update of an unknown user publishes nothing', () => {
    const demo = createDemoHub();
    expect(demo.updateUser(99)).toBeUndefined();
    expect(demo.hub.recent.peek()).toEqual([]);
  });

  it('scales the mock metrics with the time range', () => {
    expect(metricsFor('24h').events).toBeLessThan(metricsFor('7d').events);
    expect(metricsFor('7d').events).toBeLessThan(metricsFor('30d').events);
  });
});
