/*
 * Tabs with the ARIA tabs pattern: click a tab, or focus the tab list and use Left/Right
 * (wrapping), Home and End. The selected id lives in the caller's state (a signal or the
 * URL would do as well).
 */
import { useState } from 'react';
import { Tabs } from '../../../../ui/Tabs.tsx';

type Section = 'overview' | 'reviews' | 'shipping';

export default function TabsExample() {
  const [tab, setTab] = useState<Section>('overview');
  return (
    <div>
      <Tabs
        label="Product sections"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'overview', label: 'Overview', panel: <p className="text-sm">A sturdy mug.</p> },
          { id: 'reviews', label: 'Reviews', panel: <p className="text-sm">★★★★☆ (12)</p> },
          {
            id: 'shipping',
            label: 'Shipping',
            panel: <p className="text-sm">Standard: free, 5-7 business days.</p>,
          },
        ]}
      />
      <p className="mt-3 text-xs text-stone-600">Selected: {tab}</p>
    </div>
  );
}
