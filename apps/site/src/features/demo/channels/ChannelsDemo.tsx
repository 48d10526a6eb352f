import { useEffect, useState } from 'react';
import { useValue } from '@tendril/signals/react';
import { siteBus, USER_UPDATED } from '../../../lib/site-bus.ts';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { CodeExcerpt } from '../../../ui/CodeExcerpt.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { AnalyticsPanel } from './AnalyticsPanel.tsx';
import { createDemoHub } from './demo-hub.ts';
import { NotificationCenter } from './NotificationCenter.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import source from './ChannelsDemo.tsx?excerpts';

/** "Channels": user management and a dashboard talking over named channels. */
export function ChannelsDemo() {
  const [demo] = useState(createDemoHub);
  const [announced, setAnnounced] = useState(0);

  // #region channels
  // A user update also goes out on the site's bus, so the analytics page refreshes itself.
  useEffect(
    () =>
      demo.hub.subscribe('user.events', ({ data }) => {
        if (data.type === 'user.updated') siteBus.publish(USER_UPDATED, { text: data.text });
      }),
    [demo],
  );
  // Anything on global.events (or a broadcast) is counted as an announcement.
  useEffect(() => demo.hub.subscribe('global.events', () => setAnnounced((n) => n + 1)), [demo]);
  // #endregion

  const names = useValue(demo.hub.names);
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader
        title="Channels"
        description={
          <>
            Channels: {names.join(', ')}. Announcements received on global.events:{' '}
            <span data-testid="announcements">{announced}</span>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <UsersPanel demo={demo} />
        <AnalyticsPanel hub={demo.hub} />
        <div className="lg:col-span-2">
          <NotificationCenter hub={demo.hub} />
        </div>
      </div>
      <CodeExcerpt source={source} region="channels" />
    </div>
  );
}
