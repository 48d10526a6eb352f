/*
 * Registers the site's router, so `Link to`, `useNavigate` and `buildPath` accept only the
 * site's paths. Checked by its own program (apps/site/tsconfig.json, `npm run typecheck`):
 * module augmentation is global to a program, and the packages' own tests, in the root
 * program, link to paths of their own.
 */
import type { createAppRouter } from './create-app-router.ts';

declare module '@tendril/router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
