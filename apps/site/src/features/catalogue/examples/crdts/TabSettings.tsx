import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { broadcastSync, yMap } from '@tendril/signals/yjs';
import { observer } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

interface Settings extends Record<string, unknown> {
  likes?: number;
  theme?: 'light' | 'dark';
}

/**
 * A Y.Map shared by every tab that shows this example, over BroadcastChannel. Go offline, change
 * things here and in another tab, come back: both sides keep each other's changes.
 */
export default observer(function TabSettings() {
  const [shared] = useState(() => {
    const doc = new Y.Doc();
    return {
      doc,
      settings: yMap<Settings>(doc.getMap('settings')),
      sync: broadcastSync(doc, { channel: 'tendril-crdts-settings' }),
    };
  });
  useEffect(
    () => () => {
      shared.sync.destroy();
      shared.settings.dispose();
      shared.doc.destroy();
    },
    [shared],
  );
  const { likes = 0, theme = 'light' } = shared.settings.value;
  const status = shared.sync.status.value;
  const set = (patch: Settings) =>
    (shared.settings.value = { ...shared.settings.peek(), ...patch });
  return (
    <div className="space-y-3">
      <p>
        Likes: <strong>{likes}</strong> · theme: <strong>{theme}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => set({ likes: likes + 1 })}>
          Like
        </Button>
        <Button onClick={() => set({ theme: theme === 'light' ? 'dark' : 'light' })}>
          Toggle theme
        </Button>
      </div>
      {/* A switch with a fixed name: its label says what turning it on does, its checked
          state where this tab is now. */}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={status === 'disconnected'}
          onChange={() =>
            status === 'connected' ? shared.sync.disconnect() : shared.sync.connect()
          }
        />
        Work offline
      </label>
      <p role="status">
        Tabs: {status === 'connected' ? 'connected' : 'offline, changes kept until you reconnect'}
      </p>
    </div>
  );
});
