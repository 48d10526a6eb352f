/*
 * Breadcrumbs: pure, computed from a pathname and either a match chain or a match function.
 *
 * - From a chain (`match.chain`): one crumb per route in the chain that has a path, at the
 *   prefix of the pathname that route's full path covers (a `*`, prefix or regex route covers
 *   the whole pathname). Pathless groups give no crumb; when two routes cover the same prefix
 *   (a child with an empty path), the deeper one's crumb is kept.
 * - From a match function (`matcher.match`): one crumb per path prefix (`/`, `/a`, `/a/b`, ...)
 *   that matches a route. A catch-all route (path `*`) only counts for the full pathname, so a
 *   "not found" route does not turn every prefix into a crumb.
 *
 * A crumb's label is the route's `meta.title`, else the last segment of its href (decoded),
 * else `Home`. A trail names each level once: when a crumb has the same label as the one
 * before it (a `*` route titled once but matching several prefixes, or a route and its splat
 * sibling sharing a title), the deeper one replaces it.
 */
import { normalizePathname, safeDecode } from './matcher-pathname.ts';
import type { RouteDefinition, RouteMatch } from './route-types.ts';

/** One step of a breadcrumb trail. */
export interface Breadcrumb<R extends RouteDefinition = RouteDefinition> {
  /** The route's `meta.title`, else the last segment of `href` (decoded), else `Home`. */
  readonly label: string;
  /** The normalized path prefix the crumb links to. */
  readonly href: string;
  /** The route the crumb stands for. */
  readonly route: R;
}

/** A match chain (root first), or a function that matches a pathname (`matcher.match`). */
export type BreadcrumbSource<R extends RouteDefinition> =
  readonly R[] | ((pathname: string) => RouteMatch<R> | null);

/**
 * The breadcrumb trail for `pathname`, root first. With a match chain: one crumb per route in
 * the chain that has a path. With a match function: one crumb per path prefix that matches a
 * route (a catch-all `*` counts only for the whole pathname). Consecutive crumbs with the
 * same label collapse into the deeper one, so no label repeats side by side.
 *
 * @example
 * ```ts
 * const matcher = compileRoutes([
 *   { path: '/', meta: { title: 'Home' } },
 *   { path: '/product/:id' },
 * ]);
 * breadcrumbs('/product/7', (path) => matcher.match(path)).map((c) => c.label);
 * // ['Home', '7']
 * ```
 */
export function breadcrumbs<R extends RouteDefinition>(
  pathname: string,
  source: BreadcrumbSource<R>,
): Breadcrumb<R>[] {
  const path = normalizePathname(typeof pathname === 'string' ? pathname : '/');
  const segments = path === '/' ? [] : path.slice(1).split('/');
  const hrefAt = (count: number): string => '/' + segments.slice(0, count).join('/');
  const crumbs: Breadcrumb<R>[] = [];
  const add = (route: R, href: string): void => {
    const label = labelFor(route, href);
    const previous = crumbs.at(-1);
    if (previous?.href === href || previous?.label === label) crumbs.pop();
    crumbs.push({ label, href, route });
  };

  if (typeof source === 'function') {
    for (let count = 0; count <= segments.length; count++) {
      const href = hrefAt(count);
      const match = source(href);
      if (match === null) continue;
      if (match.route.path === '*' && count < segments.length) continue;
      add(match.route, href);
    }
    return crumbs;
  }

  let covered = 0;
  for (const route of source) {
    if (route.regex !== undefined) {
      covered = segments.length;
    } else if (route.path !== undefined) {
      const parts = route.path.split('/').filter((part) => part !== '');
      // A splat (`*`, `/files/*`) covers the rest of the path.
      if (route.path.endsWith('*')) covered = segments.length;
      else covered = Math.min(segments.length, covered + parts.length);
    } else {
      continue;
    }
    add(route, hrefAt(covered));
  }
  return crumbs;
}

function labelFor(route: RouteDefinition, href: string): string {
  const title = route.meta?.title;
  if (typeof title === 'string' && title !== '') return title;
  const last = href.slice(href.lastIndexOf('/') + 1);
  return last ? safeDecode(last) : 'Home';
}
