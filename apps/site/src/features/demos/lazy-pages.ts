/*
 * The demo pages of this folder, each loaded on first visit. The route table imports this
 * small module lazily too, so the first load of `/` carries one import for all of them
 * instead of one import (with its list of chunks to preload) per page.
 */
import { lazyNamed } from '../../ui/lazy-named.ts';

export const ActionLoaderDemo = lazyNamed(
  () => import('./action-loader/ActionLoaderDemo.tsx'),
  'ActionLoaderDemo',
);
export const ChannelsDemo = lazyNamed(() => import('./channels/ChannelsDemo.tsx'), 'ChannelsDemo');
export const EventBusDemo = lazyNamed(() => import('./event-bus/EventBusDemo.tsx'), 'EventBusDemo');
export const FetchDemo = lazyNamed(() => import('./fetch/FetchDemo.tsx'), 'FetchDemo');
