// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OfflineClient, SERVER_OFFLINE_STATUS } from './offline-client.ts';

describe('an OfflineClient with no window (a server render)', () => {
  it('reports SERVER_OFFLINE_STATUS, with its routes unsent', () => {
    expect(typeof window).toBe('undefined');
    const client = new OfflineClient({ apply: () => {} });
    expect(client.status.peek()).toEqual(SERVER_OFFLINE_STATUS);
    expect(client.isSimulatedOffline.peek()).toBe(false);
    expect(client.routesState.peek()).toBe('unsent');
    client.destroy();
  });
});
