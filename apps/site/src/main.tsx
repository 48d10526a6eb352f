// First: the devtools see only the named signals created after this.
import './shell/devtools-hook.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstScreen } from '@tendril/router';
import { endHydration } from '@tendril/signals';
import { App } from './app/App.tsx';
import { attachRegistry, createAppRouter } from './app/create-app-router.ts';
import { features } from './app/features.ts';
import { dropPrerenderedHead } from './app/prerendered-head.ts';
import { activeApp } from './lib/active-app.ts';
import { applyAppearance } from './lib/appearance.ts';
import './index.css';

// The saved theme and font size apply before the first render.
applyAppearance(document.documentElement);

const root = document.getElementById('root')!;
// On a slow phone evaluating the code and making the router take tens of milliseconds each: the
// router is made in a task of its own, so neither holds input back long while a page rendered
// ahead of time is on screen. (Hydrating yields to the browser as it goes.)
setTimeout(() => {
  const router = createAppRouter();
  // StrictMode checks run in development only: a production build leaves the element out.
  const app = import.meta.env.DEV ? (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  ) : (
    <App router={router} />
  );
  // A page rendered ahead of time (build/prerender.ts) is hydrated, if it shows the visitor's
  // active app (it was rendered with a first visit's); any other is rendered afresh.
  const prerendered = root.dataset.app === activeApp.peek();
  // The devtools launcher (a small button, and Alt+Shift+D) arrives once the first screen is
  // done with the network; Alt+Shift+D pressed before that brings it at once. Until it is
  // mounted this listener answers the shortcut (each press toggles whether it opens), and a
  // failed download leaves it listening, so the next press tries again.
  let open = false;
  let loading = false;
  const loadDevtools = () => {
    if (loading) return;
    loading = true;
    import('./shell/devtools.tsx').then(
      (m) => {
        removeEventListener('keydown', onShortcut);
        m.mountDevtools(router, open);
      },
      (error: unknown) => {
        loading = false;
        console.warn('The devtools could not load.', error);
      },
    );
  };
  const onShortcut = (e: KeyboardEvent) => {
    if (e.altKey && e.shiftKey && e.code === 'KeyD') {
      e.preventDefault();
      open = !open;
      loadDevtools();
    }
  };
  addEventListener('keydown', onShortcut);
  afterFirstScreen(loadDevtools);
  void Promise.all([
    // The shop's header is lazy, and part of its first paint: arriving later, it would move the
    // page.
    features.find((f) => f.app === activeApp.peek())?.preparePaint?.(),
    // A page rendered ahead of time hydrates from the loaders' results it carries: its router
    // needs them first.
    prerendered && attachRegistry(router),
  ])
    .catch(() => undefined)
    .then(() => {
      // `/` rendered ahead of time as another app's home than this visitor's, hidden before the
      // first paint (the early fetch's script marks it, src/index.css hides it), is not kept.
      const html = document.documentElement;
      const otherHome = html.dataset.home !== undefined;
      delete html.dataset.home;
      if (otherHome) root.replaceChildren();
      if (prerendered && !otherHome) hydrateRoot(root, app);
      else {
        // A page rendered ahead of time is rendered afresh: its head goes with its markup.
        if (root.hasAttribute('data-server-rendered')) dropPrerenderedHead();
        // Nothing hydrates: what waited for hydration (stored values) applies before the render.
        endHydration();
        createRoot(root).render(app);
      }
    });
});
