import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineRoutesKey, type OfflineRouteSet } from './messages.ts';

const set: OfflineRouteSet = {
  staticRoutes: ['/', '/products', '/cart'],
  dynamicPatterns: ['^/product/[^/]+$'],
  portalPatterns: ['^/product/[^/]+/preview$', '^/settings$'],
};

// The worker stores this key and answers ROUTES_UPDATED only when a page sends another one.
describe('offlineRoutesKey: has the route set changed?', () => {
  it('is the same for the same routes sent again, in any order or repeated', () => {
    expect(offlineRoutesKey({ ...set })).toBe(offlineRoutesKey(set));
    expect(
      offlineRoutesKey({
        staticRoutes: ['/cart', '/', '/products', '/cart'],
        dynamicPatterns: ['^/product/[^/]+$'],
        portalPatterns: ['^/settings$', '^/product/[^/]+/preview$'],
      }),
    ).toBe(offlineRoutesKey(set));
  });

  it('differs when a route is added, removed or changed', () => {
    const key = offlineRoutesKey(set);
    expect(offlineRoutesKey({ ...set, staticRoutes: [...set.staticRoutes, '/admin'] })).not.toBe(
      key,
    );
    expect(offlineRoutesKey({ ...set, portalPatterns: ['^/settings$'] })).not.toBe(key);
    expect(offlineRoutesKey({ ...set, dynamicPatterns: ['^/product/[^/]+/x$'] })).not.toBe(key);
  });

  it('keeps the three lists apart: a path moved from one list to another is a change', () => {
    const a = { staticRoutes: ['/x'], dynamicPatterns: [], portalPatterns: [] };
    const b = { staticRoutes: [], dynamicPatterns: [], portalPatterns: ['/x'] };
    expect(offlineRoutesKey(a)).not.toBe(offlineRoutesKey(b));
  });

  it('equal keys mean equal sets (property)', () => {
    const list = fc.array(fc.string({ maxLength: 6 }), { maxLength: 5 });
    const routes = fc.record({ staticRoutes: list, dynamicPatterns: list, portalPatterns: list });
    const asSets = (r: OfflineRouteSet) =>
      [r.staticRoutes, r.dynamicPatterns, r.portalPatterns].map((l) => [...new Set(l)].sort());
    fc.assert(
      fc.property(routes, routes, (a, b) => {
        expect(offlineRoutesKey(a) === offlineRoutesKey(b)).toBe(
          JSON.stringify(asSets(a)) === JSON.stringify(asSets(b)),
        );
      }),
    );
  });
});
