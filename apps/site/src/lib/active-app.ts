/*
 * Which demo app the shell shows: the news reader (default) or the shop. `/` shows the
 * active app's home; a deep link to a route only one app has switches to that app. The
 * choice survives reloads.
 */
import { signal, type ReadonlySignal } from '@tendril/signals';
import { quietStorage } from './storage.ts';
import { ACTIVE_APP_KEY as STORAGE_KEY } from './active-app-key.ts';

export type DemoApp = 'news' | 'shop';

function stored(): DemoApp {
  const raw = quietStorage.readRaw(STORAGE_KEY);
  return raw === 'shop' || raw === 'news' ? raw : 'news';
}

const app = signal<DemoApp>(stored(), { name: 'activeApp' });
export const activeApp: ReadonlySignal<DemoApp> = app;

export function setActiveApp(next: DemoApp): void {
  app.value = next;
  // Storage unavailable: the choice lasts for this page only.
  quietStorage.writeRaw(STORAGE_KEY, next);
}

/** The app a route belongs to, from its `meta.app`. */
export function appOf(meta: Readonly<Record<string, unknown>> | undefined): DemoApp | undefined {
  const value = meta?.app;
  return value === 'shop' || value === 'news' ? value : undefined;
}
