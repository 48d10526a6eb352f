/* The shell's one page, "Page not found", loaded on first visit (routes.ts; app/ hands it in). */
import type { PageLoader } from './feature-pages.ts';

export default {
  '*': () => import('./NotFoundPage.tsx').then((m) => m.NotFoundPage),
} satisfies Record<string, PageLoader>;
