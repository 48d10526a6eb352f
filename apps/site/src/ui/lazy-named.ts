import { lazy, type ComponentType } from 'react';
import { retryImport } from './retry-import.ts';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component whose module loads on first render:
 * `lazyNamed(() => import('./Page.tsx'), 'Page')` (React.lazy wants a default export).
 * A failed download is retried once (`retryImport`). `preload()` fetches the module ahead;
 * once it has loaded, the component renders at once instead of suspending (showing its
 * fallback) for a moment first.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  let loaded: ComponentType<P> | undefined;
  const attempt = retryImport(load);
  const preload = () =>
    attempt().then((module): Loaded<P> => ({ default: (loaded = module[name]) }));
  const component = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    if (!ready) return preload();
    // A thenable that answers at once: React.lazy then resolves during the render itself.
    // (React reads only `then`; its types ask for a whole Promise.)
    return { then: (use: (m: Loaded<P>) => void) => use({ default: ready }) } as never;
  });
  return Object.assign(component, { preload });
}
