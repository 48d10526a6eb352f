import { describe, expect, it } from 'vitest';
import { compileRoutes } from '@tendril/router';
import { DEMO_MENU_ITEMS } from '../shell/demo-menu.ts';
import { buildRoutes } from './routes.ts';

describe('the site route table', () => {
  const routes = buildRoutes();
  const matcher = compileRoutes(routes);
  const served = (path: string) => matcher.match(path)?.route.path !== '*';

  it('serves every path the Demo Center lists with a page of its own, never the catch-all', () => {
    expect(DEMO_MENU_ITEMS.length).toBeGreaterThan(0);
    for (const { path } of DEMO_MENU_ITEMS) {
      const route = matcher.match(path)?.route;
      expect(route, path).toBeDefined();
      expect(route!.path, path).not.toBe('*');
      expect(route!.component, path).toBeDefined();
    }
  });

  it('has pages for the demos the site already builds, and the feature catalogue', () => {
    for (const path of ['/admin', '/demo/basic-signals', '/test-product/123', '/product/1', '/']) {
      expect(served(path), path).toBe(true);
    }
    for (const path of ['/features/signals', '/signals/docs', '/crdts/demo', '/nope/docs'])
      expect(served(path), path).toBe(true);
    for (const path of ['/features', '/signals', '/signals/api', '/features/signals/docs'])
      expect(served(path), path).toBe(false);
  });

  it('reads the feature and the tab from a catalogue URL', () => {
    expect(matcher.match('/features/router-offline')?.params).toMatchObject({
      f: 'router-offline',
    });
    expect(matcher.match('/effects/demo')?.params).toMatchObject({ id: 'effects', tab: 'demo' });
  });

  it('keeps the catch-all last, titled "Page not found"', () => {
    expect(routes.at(-1)?.path).toBe('*');
    expect(routes.at(-1)?.meta?.title).toBe('Page not found');
    expect(matcher.match('/demo/no-such-demo')?.route).toBe(routes.at(-1));
  });
});
