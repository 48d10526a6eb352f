/*
 * The site rendered ahead of time, for the build's prerender step (build/prerender.ts): which
 * pages look the same for every visitor, and one page's HTML. Runs in Node, once per build.
 */
import { renderUrl } from '@tendril/router/server';
import { FEATURES } from '../features/docs/catalogue.ts';
import { activeApp, setActiveApp, type DemoApp } from '../lib/active-app.ts';
import { PLACEHOLDER_ORIGIN } from '../shell/site-origin.ts';
import { App } from './App.tsx';
import { followActiveApp } from './create-app-router.ts';
import { buildRoutes } from './routes.ts';

/**
 * Demos whose first screen is made for each visitor (a random editor identity, a random peer
 * id): rendered ahead of time, they could not match what the browser renders.
 */
const PER_VISITOR = new Set(['/collaborative-editor/demo', '/webrtc-sync/demo']);

/** The pages that depend on no visitor's data: the Demo Center and every feature's tabs. */
export function prerenderPaths(): string[] {
  return ['/admin', ...FEATURES.flatMap((f) => [f.routes.docs, f.routes.demo])].filter(
    (path) => !PER_VISITOR.has(path),
  );
}

/**
 * The head without the tags whose URL has the placeholder origin (a build that names no
 * origin): the browser renders them with its own, which then is the only one.
 */
function withoutPlaceholderUrls(head: string): string {
  const placeholder = `="${PLACEHOLDER_ORIGIN}/`;
  return head.replace(/<(?:meta|link)\b[^>]*>/g, (tag) => (tag.includes(placeholder) ? '' : tag));
}

/** One page as its first screen looks: its head tags, the HTML of #root, and its app's shell. */
export async function renderPage(
  path: string,
): Promise<{ head: string; body: string; app: DemoApp }> {
  // A first visit's app (the active app is a module signal, so the previous page's is still
  // set); a page whose route names an app switches to it in setup.
  setActiveApp('news');
  const page = await renderUrl(path, {
    routes: buildRoutes(),
    setup: followActiveApp,
    // As the browser renders it (src/main.tsx): a production build without StrictMode.
    app: (router) => <App router={router} />,
  });
  if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}`);
  return { head: withoutPlaceholderUrls(page.head), body: page.html, app: activeApp.peek() };
}
