import { describe, expect, it } from 'vitest';
import { compileRoutes, Router } from '@tendril/router';
import { extractOfflineRoutes } from '@tendril/router/offline';
import { buildRoutes } from './routes.ts';

// What offline-notices sends the service worker as UPDATE_OFFLINE_ROUTES.
describe('the routes the site sends its service worker', () => {
  const sent = extractOfflineRoutes(new Router({ routes: buildRoutes() }).routes);
  const matches = (patterns: string[], path: string) =>
    patterns.some((p) => new RegExp(p).test(path));

  it('sends the static routes as paths', () => {
    expect(sent.staticRoutes).toEqual(
      expect.arrayContaining(['/', '/products', '/cart', '/demo/offline-router', '/admin']),
    );
    expect(sent.staticRoutes.every((path) => !path.includes(':'))).toBe(true);
  });

  it('sends routes with params as patterns, each :param an any-segment pattern', () => {
    expect(sent.dynamicPatterns).toEqual(
      expect.arrayContaining(['^/product/[^/]+$', '^/item/[^/]+$', '^/users/[^/]+$']),
    );
    expect(matches(['^/product/[^/]+$'], '/product/12')).toBe(true);
    expect(matches(['^/product/[^/]+$'], '/product/12/reviews')).toBe(false);
  });

  it("sends the site's real modal routes as its portal patterns", () => {
    expect(sent.portalPatterns).toEqual([
      '^/product/[^/]+/preview$',
      '^/demo/router/modal$',
      '^/notification$',
      '^/profile$',
      '^/settings$',
    ]);
    expect(matches(sent.portalPatterns, '/product/3/preview')).toBe(true);
  });

  it('sends no pattern for /products/preview/… or /cart/preview/…: the site has no such modal', () => {
    for (const path of ['/products/preview/3', '/cart/preview/3']) {
      expect(matches(sent.portalPatterns, path), path).toBe(false);
      // Opened anyway, such a URL is the not-found page, not a modal.
      expect(compileRoutes(buildRoutes()).match(path)?.route.path, path).toBe('*');
    }
  });
});
