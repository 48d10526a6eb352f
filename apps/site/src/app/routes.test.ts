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

  it('has pages for the demos the site already builds, and placeholders for the feature pages', () => {
    const served = (path: string) => matcher.match(path)?.route.path !== '*';
    for (const path of ['/admin', '/demo/basic-signals', '/test-product/123', '/product/1', '/']) {
      expect(served(path), path).toBe(true);
    }
    expect(served('/features/signals')).toBe(false);
  });

  it('keeps the catch-all last, titled "Page not found" while no placeholder shows', () => {
    expect(routes.at(-1)?.path).toBe('*');
    expect(routes.at(-1)?.meta?.title).toBe('Page not found');
  });
});
