import { describe, expect, it } from 'vitest';
import { codeRegion } from '../../ui/code-excerpt.ts';
import actionLoader from './action-loader/demo-data.ts?raw';
import channels from './channels/ChannelsDemo.tsx?raw';
import eventBus from './router-event-bus/EventBusDemo.tsx?raw';
import nats from './router-event-bus/NatsConnect.tsx?raw';
import fetchDemo from './fetch/FetchDemo.tsx?raw';

// Each page shows these regions of its own source: a missing marker would break the page.
const shown: [string, string, string][] = [
  ['action-loader', actionLoader, 'reactive'],
  ['action-loader', actionLoader, 'invalidation'],
  ['action-loader', actionLoader, 'composition'],
  ['channels', channels, 'channels'],
  ['router-event-bus', eventBus, 'bus'],
  ['router-event-bus', nats, 'nats'],
  ['fetch', fetchDemo, 'fetch'],
];

describe('demo code excerpts', () => {
  it.each(shown)('%s shows a region of its source', (_page, source, region) => {
    const code = codeRegion(source, region);
    expect(code.trim().length).toBeGreaterThan(50);
    expect(code).not.toContain('#region');
  });
});
