import { describe, expect, it } from 'vitest';
import { compileRoutes, type Route } from '@tendril/router';
import { LINK_ROUTES } from './link-routes.ts';
import { buildRoutes } from './routes.ts';

/** Every full path pattern of a route table, as the matcher joins them. */
function patterns(routes: readonly Route[], base = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === undefined) return route.regex ? [] : patterns(route.children ?? [], base);
    const own = route.path.replace(/^\/+|\/+$/g, '');
    const full = own === '' ? base || '/' : `${base}/${own}`;
    return [full, ...patterns(route.children ?? [], full === '/' ? '' : full)];
  });
}

describe('the typed links’ route list', () => {
  const listed = LINK_ROUTES.map((r) => r.path as string);
  const catalogue = ['/features/:featureId', '/:featureId/docs', '/:featureId/demo'];

  it('has every path of the real route table (but the catch-all), and no other', () => {
    const real = patterns(buildRoutes()).filter((p) => p !== '/*');
    expect(listed.filter((p) => !catalogue.includes(p)).sort()).toEqual(real.sort());
  });

  it('describes the feature catalogue’s regex route by the paths it matches', () => {
    const matcher = compileRoutes(buildRoutes());
    for (const path of ['/features/signals', '/signals/docs', '/signals/demo'])
      expect(matcher.match(path)?.route.regex, path).toBeDefined();
  });
});
