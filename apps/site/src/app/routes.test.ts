import { describe, expect, it } from 'vitest';
import { compileRoutes } from '@tendril/router';
import { DEMO_MENU_ITEMS } from '../features/demo-center/data/demo-menu.ts';
import { buildRoutes } from './routes.ts';

describe('the site route table', () => {
  const routes = buildRoutes();
  const matcher = compileRoutes(routes);

  it('serves every path the Demo Center lists with a page, never the catch-all', () => {
    for (const { path } of DEMO_MENU_ITEMS) {
      expect(matcher.match(path)?.route.path, path).not.toBe('*');
    }
  });

  it('adds a placeholder only where no page exists, so a real page always wins', () => {
    const placeholderPaths = new Set(
      routes
        .filter((r) => r.meta?.placeholder === true)
        .flatMap((r) => (r.path === undefined ? [] : [r.path])),
    );
    for (const path of placeholderPaths) {
      const served = routes.filter((r) => r.path !== '*' && compileRoutes([r]).match(path));
      expect(served, path).toHaveLength(1);
    }
    expect(placeholderPaths).toContain('/features/signals');
    expect(placeholderPaths).not.toContain('/demo/basic-signals');
  });

  it('keeps the catch-all last', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});
