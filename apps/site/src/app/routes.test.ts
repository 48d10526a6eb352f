import { describe, expect, it } from 'vitest';
import { compileRoutes } from '@tendril/router';
import { DEMO_MENU_ITEMS } from '../features/demo-center/data/demo-menu.ts';
import { catchAllContent } from '../features/demo-center/data/placeholders.ts';
import { buildRoutes } from './routes.ts';

describe('the site route table', () => {
  const routes = buildRoutes();
  const matcher = compileRoutes(routes);

  it('serves every path the Demo Center lists with a page or its placeholder, never not-found', () => {
    for (const { path } of DEMO_MENU_ITEMS) {
      const route = matcher.match(path)?.route.path;
      if (route === '*') expect(catchAllContent(path).kind, path).toBe('placeholder');
    }
  });

  it('has pages for the demos the site already builds, and the feature catalogue', () => {
    const served = (path: string) => matcher.match(path)?.route.path !== '*';
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

  it('keeps the catch-all last, titled "Page not found" while no placeholder shows', () => {
    expect(routes.at(-1)?.path).toBe('*');
    expect(routes.at(-1)?.meta?.title).toBe('Page not found');
  });
});
