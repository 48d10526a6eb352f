import { describe, expect, it, vi } from 'vitest';
import { effect } from '@tendril/signals';
import { createMemoryHistory } from './memory-history.ts';
import { defineLoader } from './handles.ts';
import { createRouter } from './create-router.ts';
import type { Route, RouterEvent } from './types.ts';

const product: Route = { path: ':id' };
const products: Route = { path: '/products', meta: { title: 'Products' }, children: [product] };
const home: Route = { path: '/' };
const start: Route = { path: '/start' };
const about: Route = { path: '/about', meta: { title: 'About us' } };
const routes: Route[] = [home, start, products, about];

function setup(initial = ['/start']) {
  const history = createMemoryHistory(initial);
  const log = vi.fn();
  const router = createRouter({ routes, history, loaderDelayMs: 0, log });
  return { router, history, log, hrefs: () => history.entries.map((e) => e.href) };
}

describe('initial location', () => {
  it('is read from history without writing to it', () => {
    const { router, history, hrefs } = setup(['/start?x=1#h']);
    expect(router.location.value).toMatchObject({
      pathname: '/start',
      search: '?x=1',
      hash: '#h',
      href: '/start?x=1#h',
      index: 0,
      key: history.location.key,
    });
    expect(router.match.value?.route).toBe(start);
    expect(hrefs()).toEqual(['/start?x=1#h']);
  });

  it('reports an unknown path with a null match', () => {
    const { router } = setup(['/nowhere']);
    expect(router.location.value?.pathname).toBe('/nowhere');
    expect(router.match.value).toBeNull();
  });
});

describe('navigate', () => {
  it('pushes an entry and updates location and match at once', async () => {
    const { router, history, hrefs } = setup();
    const result = router.navigate('/products/42?tab=specs#price');
    // Without guards the commit is synchronous.
    expect(router.location.value?.href).toBe('/products/42?tab=specs#price');
    await expect(result).resolves.toBe('committed');
    expect(router.match.value).toMatchObject({ route: product, params: { id: '42' } });
    expect(router.match.value?.chain).toEqual([products, product]);
    expect(hrefs()).toEqual(['/start', '/products/42?tab=specs#price']);
    expect(history.location.index).toBe(1);
    expect(router.location.value).toMatchObject({ search: '?tab=specs', hash: '#price' });
  });

  it('replaces the current entry with replace: true', async () => {
    const { router, history, hrefs } = setup(['/', '/start']);
    await router.navigate('/about', { replace: true });
    expect(hrefs()).toEqual(['/', '/about']);
    expect(history.location.index).toBe(1);
    expect(router.location.value?.href).toBe('/about');
    expect(router.match.value?.route).toBe(about);
  });

  it('stores caller state with the entry and hands it back on location', async () => {
    const { router } = setup();
    await router.navigate('/about', { state: { from: 'menu' } });
    expect(router.location.value?.state).toEqual({ from: 'menu' });
    await router.navigate('/products');
    router.back();
    expect(router.location.value?.state).toEqual({ from: 'menu' });
  });

  it('builds the href from a pattern and params, encoding values', async () => {
    const { router } = setup();
    expect(router.href('/products/:id', { id: 'a b/c' })).toBe('/products/a%20b%2Fc');
    await router.navigate('/products/:id', { params: { id: 'a b/c' } });
    expect(router.location.value?.pathname).toBe('/products/a%20b%2Fc');
    expect(router.match.value?.params).toEqual({ id: 'a b/c' });
  });

  it('resolves relative hrefs against the current pathname', async () => {
    const { router } = setup(['/products/1']);
    await router.navigate('2');
    expect(router.location.value?.href).toBe('/products/2');
    await router.navigate('?q=shoes');
    expect(router.location.value?.href).toBe('/products/2?q=shoes');
    await router.navigate('#reviews');
    expect(router.location.value?.href).toBe('/products/2#reviews');
  });

  it('never throws on weird hrefs and keeps router and history in step', async () => {
    const { router, history } = setup();
    for (const href of ['%E0%A4%A', '//evil.example/x', '', '?q=1', '#x', '/a\u0000b', ' ']) {
      await expect(router.navigate(href)).resolves.toBe('committed');
      expect(router.location.value?.href).toBe(history.location.href);
    }
    await router.navigate('%E0%A4%A');
    expect(router.location.value?.pathname).toBe('/%E0%A4%A');
    // Another origin never leaves the app.
    await router.navigate('//evil.example/x');
    expect(router.location.value?.href).toBe('/');
    await router.navigate('https://evil.example/');
    expect(router.location.value?.href).toBe('/');
  });

  it('rejects, never throws, when the commit fails (an effect that throws on the new page)', async () => {
    const { router } = setup();
    const stop = effect(() => {
      if (router.location.value?.pathname === '/about') throw new Error('about failed');
    });
    let pending: Promise<unknown> | undefined;
    expect(() => (pending = router.navigate('/about'))).not.toThrow();
    await expect(pending).rejects.toThrow('about failed');
    stop();
  });
});

describe('back, forward and pops', () => {
  it('syncs location and match on back and forward, query and hash included', async () => {
    const { router, history } = setup();
    await router.navigate('/products/1?sort=asc#top');
    await router.navigate('/about');
    router.back();
    expect(router.location.value?.href).toBe('/products/1?sort=asc#top');
    expect(router.match.value?.params).toEqual({ id: '1' });
    expect(history.location.index).toBe(1);
    router.back();
    expect(router.match.value?.route).toBe(start);
    router.forward();
    router.forward();
    expect(router.location.value?.href).toBe('/about');
    expect(router.match.value?.route).toBe(about);
    expect(history.entries).toHaveLength(3);
  });

  it('follows pops made on the history directly', () => {
    const { router, history } = setup(['/', '/products/7', '/about']);
    history.go(-2);
    expect(router.location.value?.href).toBe('/');
    expect(router.match.value?.route).toBe(home);
    history.go(1);
    expect(router.location.value?.key).toBe(history.location.key);
    expect(router.match.value?.params).toEqual({ id: '7' });
  });

  it('does nothing at either end of the history', () => {
    const { router } = setup();
    const before = router.location.value;
    router.back();
    router.forward();
    expect(router.location.value).toBe(before);
  });

  it('pushing after back drops the forward entries', async () => {
    const { router, hrefs } = setup();
    await router.navigate('/about');
    router.back();
    await router.navigate('/products');
    expect(hrefs()).toEqual(['/start', '/products']);
    router.forward();
    expect(router.location.value?.href).toBe('/products');
  });

  it('stops following pops after destroy', () => {
    const { router, history } = setup(['/', '/about']);
    router.destroy();
    history.go(-1);
    expect(router.location.value?.href).toBe('/about');
  });
});

describe('signals', () => {
  it('updates location and match in one batch (an effect sees them agree)', async () => {
    const { router } = setup();
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(`${router.location.value?.pathname} ${router.match.value?.pathname}`);
    });
    await router.navigate('/about');
    router.back();
    stop();
    expect(seen).toEqual(['/start /start', '/about /about', '/start /start']);
  });

  it('is not pending when no guard is involved', async () => {
    const { router } = setup();
    await router.navigate('/about');
    expect(router.pending.value).toBe(false);
  });
});

describe('breadcrumbs', () => {
  it('labels crumbs by meta title, else the last segment, else Home', async () => {
    const { router } = setup(['/products/42']);
    expect(router.breadcrumbs.value.map((c) => [c.label, c.href])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['42', '/products/42'],
    ]);
    await router.navigate('/about');
    expect(router.breadcrumbs.value.map((c) => c.label)).toEqual(['Home', 'About us']);
  });

  it('decodes segment labels and is empty when nothing matches', async () => {
    const { router } = setup(['/products/caf%C3%A9']);
    expect(router.breadcrumbs.value.at(-1)?.label).toBe('café');
    await router.navigate('/nowhere');
    expect(router.breadcrumbs.value).toEqual([]);
  });
});

describe('events', () => {
  it('emits start then commit with the action, from and to', async () => {
    const { router } = setup();
    const events: RouterEvent[] = [];
    const stop = router.subscribe((e) => events.push(e));
    await router.navigate('/about');
    await router.navigate('/products', { replace: true });
    router.back();
    stop();
    await router.navigate('/');
    expect(
      events.map((e) => [e.type, 'action' in e ? e.action : '', 'href' in e ? e.href : '']),
    ).toEqual([
      ['start', 'push', '/about'],
      ['commit', 'push', ''],
      ['start', 'replace', '/products'],
      ['commit', 'replace', ''],
      ['start', 'pop', '/start'],
      ['commit', 'pop', ''],
    ]);
    const commit = events[1];
    expect(commit).toMatchObject({ from: { href: '/start' }, to: { href: '/about' } });
    expect(commit?.type === 'commit' && commit.portalChange).toBe(false);
  });

  it('a listener that throws does not break navigation; the error is logged', async () => {
    const history = createMemoryHistory(['/start']);
    const log = vi.fn();
    const loaded = vi.fn(() => 'data');
    const router = createRouter({
      routes: [...routes, { path: '/with-data', loader: defineLoader('data', loaded) }],
      history,
      loaderDelayMs: 0,
      log,
    });
    const error = new Error('analytics down');
    router.subscribe(() => {
      throw error;
    });
    await expect(router.navigate('/with-data')).resolves.toBe('committed');
    router.back();
    expect(router.location.value?.href).toBe('/start');
    router.forward();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
  });

  it('lists every compiled route', () => {
    const { router } = setup();
    expect(router.routes.map((r) => r.fullPath)).toEqual([
      '/',
      '/start',
      '/products',
      '/products/:id',
      '/about',
    ]);
  });
});

describe('route tables', () => {
  const table: Route[] = [{ path: '/' }, { path: '/docs', children: [{ path: ':page' }] }];
  const routerAt = (path: string, views: { notFoundComponent?: string } = {}) =>
    createRouter({ routes: table, history: createMemoryHistory([path]), ...views });

  it('routers of the same routes share one compiled table', () => {
    expect(routerAt('/').matcher).toBe(routerAt('/docs/intro').matcher);
  });

  it('compiles again once the routes changed, or for another not-found view', () => {
    const first = routerAt('/').matcher;
    expect(routerAt('/', { notFoundComponent: 'Missing' }).matcher).not.toBe(first);
    const docs = table[1]!;
    (docs.children as Route[]).push({ path: 'v2/:page' });
    try {
      expect(routerAt('/docs/v2/intro').match.value?.params).toEqual({ page: 'intro' });
      table.push({ path: '/blog' });
      expect(routerAt('/blog').match.value?.route).toBe(table[2]);
    } finally {
      table.length = 2;
      (docs.children as Route[]).length = 1;
    }
    expect(routerAt('/blog').match.value).toBeNull();
  });
});
