// The package entry: what tests import from '@tendril/hn-stand-in'.
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports the server, the accessors and the notable ids', async () => {
    expect(typeof api.startStandIn).toBe('function');
    expect(api.ids.bigStory).toBe(api.getDataset().ids.bigStory);
    expect(api.hostileIds).toEqual(api.ids.hostileIds);
    expect(api.hostileUsers).toEqual(api.ids.hostileUsers);
    expect(api.hostileCatalog).toHaveLength(api.HOSTILE_PAYLOADS.length);
    expect(api.lists.topstories).toHaveLength(500);
  });

  it('getItem and getUser default to the fixed epoch', () => {
    const story = api.getItem(api.ids.bigStory);
    expect(story?.time).toBeLessThan(api.FIXED_EPOCH);
    expect(api.getItem(api.ids.bigStory, api.FIXED_EPOCH + 60)?.time).toBe((story?.time ?? 0) + 60);
    expect(api.getUser(api.ids.prolificUser)?.id).toBe(api.ids.prolificUser);
    expect(api.getItem(1)).toBeNull();
  });

  it('startStandIn serves the same data as the accessors', async () => {
    const s = await api.startStandIn({ anchor: 'fixed' });
    try {
      const served: unknown = await fetch(`${s.url}/item/${api.ids.askPost}.json`).then((r) =>
        r.json(),
      );
      expect(served).toEqual(api.getItem(api.ids.askPost));
    } finally {
      await s.close();
    }
  });
});
