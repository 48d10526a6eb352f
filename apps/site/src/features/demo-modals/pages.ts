/* The demo modals, one chunk, loaded when one first opens (routes.ts; app/ hands this in). */
import type { PageLoader } from '../../shell/feature-pages.ts';

const modals = () => import('./DemoModals.tsx');

export default {
  '/notification': () => modals().then((m) => m.NotificationModal),
  '/profile': () => modals().then((m) => m.ProfileModal),
  '/settings': () => modals().then((m) => m.SettingsModal),
} satisfies Record<string, PageLoader>;
