/*
 * The demo pages of this folder by path, each loaded on first visit. The route table imports
 * this small module lazily too, so the first load of `/` carries one import for all of them
 * instead of one import (with its list of chunks to preload) per page.
 */
import type { ComponentType } from 'react';

const pages = {
  '/demo/action-loader': () =>
    import('./action-loader/ActionLoaderDemo.tsx').then((m) => m.ActionLoaderDemo),
  '/demo/channels': () => import('./channels/ChannelsDemo.tsx').then((m) => m.ChannelsDemo),
  '/demo/fetch': () => import('./fetch/FetchDemo.tsx').then((m) => m.FetchDemo),
  '/demo/router-event-bus': () =>
    import('./event-bus/EventBusDemo.tsx').then((m) => m.EventBusDemo),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The paths this module has pages for. */
export type DemoPagePath = keyof typeof pages;

/**
 * Loads the page for `path`; resolves to `{ default: Page }`, the shape `React.lazy` takes.
 * (A default export: the route table names nothing but the path, which keeps `/` small.)
 */
export default async function loadDemoPage(
  path: DemoPagePath,
): Promise<{ default: ComponentType }> {
  return { default: await pages[path]() };
}
