import type { Route } from '@tendril/router';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { BasicSignalsPage, ComputedSignalsPage } from '../pages/SignalsDemoPages.tsx';
import { GuardedPage } from '../router-lab/GuardedPage.tsx';
import { draft, guardedPageOpen } from '../router-lab/guard-state.ts';
import { PlaygroundModal } from '../router-lab/PlaygroundModal.tsx';
import { RouterPlayground } from '../router-lab/RouterPlayground.tsx';

// First match wins, in declaration order: the catch-all stays last.
export const routes: Route[] = [
  { path: '/', component: HomePage, meta: { title: 'Home' } },
  { path: '/demo/basic-signals', component: BasicSignalsPage, meta: { title: 'Basic signals' } },
  {
    path: '/demo/computed-signals',
    component: ComputedSignalsPage,
    meta: { title: 'Computed signals' },
  },
  {
    path: '/demo/router',
    component: RouterPlayground,
    meta: { title: 'Router playground' },
    canDeactivate: () =>
      draft.peek().trim() === '' ||
      window.confirm('Leave the playground? Your draft will be lost.'),
    children: [
      {
        path: 'modal',
        portal: true,
        component: PlaygroundModal,
        meta: { title: 'Playground modal' },
      },
    ],
  },
  {
    path: '/demo/router/guarded',
    component: GuardedPage,
    meta: { title: 'Guarded page' },
    canActivate: () => guardedPageOpen.peek(),
  },
  { path: '*', component: NotFoundPage, meta: { title: 'Page not found' } },
];
