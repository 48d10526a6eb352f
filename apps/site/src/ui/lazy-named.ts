import { lazy, type ComponentType } from 'react';

/**
 * A component whose module loads on first render:
 * `lazyNamed(() => import('./Page.tsx'), 'Page')` (React.lazy wants a default export).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
