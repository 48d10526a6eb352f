import { useEffect, useState } from 'react';
import { siteBus, USER_UPDATED } from '../../../lib/site-bus.ts';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { CodeExcerpt } from '../../../ui/CodeExcerpt.tsx';
import { CachePanel, CompositionPanel } from './CacheAndComposition.tsx';
import { ChannelPanel, UserPanel } from './UserAndChannel.tsx';
import { createActionLoaderDemo } from './demo-data.ts';
import source from './demo-data.ts?excerpts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** "Action loader": loaders and actions of a data registry, driven by signals and channels. */
export function ActionLoaderDemo() {
  // Refreshing a user tells the rest of the site (the analytics page refreshes itself).
  const [demo] = useState(() =>
    createActionLoaderDemo({
      onUserUpdated: (user) => siteBus.publish(USER_UPDATED, { id: user.id, name: user.name }),
    }),
  );
  useEffect(() => demo.start(), [demo]);

  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Action loader" />
      <div className="grid gap-6 lg:grid-cols-2">
        <UserPanel demo={demo} />
        <ChannelPanel demo={demo} />
        <CachePanel demo={demo} />
        <CompositionPanel demo={demo} />
      </div>
      <CodeExcerpt source={source} region="reactive" title="Loading and dispatching" />
      <CodeExcerpt source={source} region="invalidation" title="Cache invalidation" />
      <CodeExcerpt source={source} region="composition" title="Effect composition" />
    </div>
  );
}
