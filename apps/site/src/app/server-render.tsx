/*
 * How a server renders the site, for the pages rendered ahead of time (prerender.tsx) and the
 * streamed ones (stream-page.tsx): the browser's routes and setup, and its app.
 */
import type { RenderOptions } from '@tendril/router/server';
import type { Router } from '@tendril/router/react';
import { activeApp, setActiveApp, type DemoApp } from '../lib/active-app.ts';
import { App } from './App.tsx';
import { followActiveApp } from './create-app-router.ts';
import { features } from './features.ts';
import { buildRoutes } from './routes.ts';

/**
 * The render options of one page, and the demo app whose shell it shows (the browser hydrates
 * it only if that is its app too), known once the render has made its router. The router's
 * setup does what the browser's does once made (create-app-router.ts), less its browser-only
 * work: it starts from a first visit's app, and a page whose route names an app switches to it.
 * The active app is a module signal shared by every render in the process, so it is read
 * there, in the same task that set it.
 */
export function serverRender(): { options: RenderOptions; app: () => DemoApp } {
  let app: DemoApp = 'news';
  const setup = (router: Router) => {
    setActiveApp('news');
    for (const feature of features) feature.register?.(router);
    followActiveApp(router);
    app = activeApp.peek();
  };
  return {
    options: {
      routes: buildRoutes(),
      setup,
      // As the browser renders it (src/main.tsx): a production build without StrictMode.
      app: (router) => <App router={router} />,
    },
    app: () => app,
  };
}
