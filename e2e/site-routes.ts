// Every route of the built site, for the specs that walk them all (csp-walk, responsive-walk).
// The routes come from the app's route table, read from its source, so a new page is walked
// without touching a spec; a new route parameter needs a sample in samples() below.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_MENU_ITEMS } from '../apps/site/src/shell/demo-menu.ts';
import { FEATURES } from '../apps/site/src/features/catalogue/catalogue.ts';
import { threadsSettled } from './news-helpers.ts';

export const SITE = join(import.meta.dirname, '../apps/site');
const SRC = join(SITE, 'src');

/** The stand-in's ids a parametrised news route is shown with. */
export interface RouteIds {
  story: number;
  user: string;
}

/**
 * The route table's files: app/routes.ts, the shell's catch-all and every module at the top of a
 * feature folder that declares routes (an absolute `path:` and a `component:`), so a new
 * feature's are found too.
 */
function routeSources(): string[] {
  const files = [join(SRC, 'app/routes.ts'), join(SRC, 'shell/routes.ts')];
  for (const feature of readdirSync(join(SRC, 'features'), { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const folder = join(SRC, 'features', feature.name);
    for (const name of readdirSync(folder)) {
      if (!/\.tsx?$/.test(name) || /\.test\./.test(name)) continue;
      const text = readFileSync(join(folder, name), 'utf8');
      if (/\bpath:\s*'[/*]/.test(text) && /\bcomponent:/.test(text)) files.push(join(folder, name));
    }
  }
  return files;
}

/** Every absolute path the route table declares (`path: '/…'` or `page('/…', …)`), and `*`. */
function declaredPaths(): string[] {
  const paths = new Set<string>();
  for (const file of routeSources()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bpath:\s*'([^']+)'|\bpage\(\s*'([^']+)',/g)) {
      const path = (match[1] ?? match[2])!;
      if (path.startsWith('/') || path === '*') paths.add(path);
    }
  }
  return [...paths];
}

/**
 * The notes micro app's routes: relative paths in its own route table, which the site adds
 * under /micro at run time (apps/micro-notes is a separate build; shell/micro-apps.ts).
 */
function microAppPaths(): string[] {
  const table = readFileSync(join(SITE, '../micro-notes/src/index.tsx'), 'utf8');
  return [...table.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => `/micro/${match[1]}`);
}

/** A sample for each route parameter, by the route's pattern. */
function samples(ids: RouteIds): Record<string, string> {
  return {
    '/item/:id': String(ids.story),
    '/user/:id': ids.user,
    '/product/:id': '1',
    '/users/:id': '1',
    '/test-product/:id': '123',
    '/test-product/:id/main-only': '123',
    '/test-simple/:id': '7',
    '/micro/notes/:id': '1',
  };
}

/** Whether a pattern needs the stand-in's ids to become a URL. */
export function needsIds(pattern: string): boolean {
  return pattern === '/item/:id' || pattern === '/user/:id';
}

/** A URL for `pattern`: parameters from samples(), `*` as a page that does not exist. */
export function concrete(pattern: string, ids: RouteIds): string {
  if (pattern === '*') return '/no-such-page';
  if (pattern.endsWith('/*')) return pattern.replace(/\*$/, 'deep/link');
  if (!pattern.includes(':')) return pattern;
  const value = samples(ids)[pattern];
  if (value === undefined)
    throw new Error(`site-routes: add a sample for the parameters of ${pattern} to samples()`);
  return pattern.replace(/:[^/]+/, value);
}

/**
 * The site's route patterns, the micro app's and every page the Demo Center lists, each once
 * (a Demo Center page that a pattern already covers is left to the pattern). Turn one into a
 * URL with concrete().
 */
export function routePatterns(): string[] {
  const patterns = [...new Set([...declaredPaths(), ...microAppPaths()])];
  const sample: RouteIds = { story: 1, user: 'u' };
  const covered = new Set(patterns.map((p) => concrete(p, sample)));
  for (const { path } of DEMO_MENU_ITEMS) if (!covered.has(path)) patterns.push(path);
  return patterns;
}

/** Every page of the feature catalogue (documentation and live demo): one pattern serves them. */
export function cataloguePages(): string[] {
  return FEATURES.flatMap((feature) => [feature.routes.docs, feature.routes.demo]);
}

/** A built page whose #root holds a first screen (the app shell's is empty). */
export const RENDERED = /<div id="root"[^>]*><(?!\/div>)/;

/**
 * Every page the build rendered ahead of time (dist/<path>/index.html with a rendered #root,
 * index.html itself too), as its path, sorted; none before a build.
 */
export function prerenderedPages(): string[] {
  const dist = join(SITE, 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => RENDERED.test(readFileSync(join(dist, file), 'utf8')))
    .map((file) => `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`)
    .sort();
}

/**
 * Opens `path` (a path, or a whole URL such as `page.url()`) and waits until its requests are
 * done and its h1 has rendered: the network can sit idle while a busy machine evaluates scripts,
 * before a lazy page's chunk is even asked for, and leaving then cancels that download. A page
 * that changes by itself after it loads is waited for until it has: a story's threads, and the
 * error-handling demo's failing loader, whose error view fades in about 2.2 s after the load
 * (an axe pass that overlapped the fade measured its text half-transparent).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  const { pathname } = new URL(path, 'http://localhost');
  if (pathname.startsWith('/item/')) await threadsSettled(page);
  if (pathname === '/error-handling/demo') {
    await page.locator('#example-LoaderErrorExample [role=alert]').waitFor();
  }
}
