import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './matcher-breadcrumbs.ts';
import { compileRoutes } from './matcher.ts';

describe('breadcrumbs from a match chain', () => {
  const review = { path: ':rid' };
  const reviews = { path: 'reviews', meta: { title: 'Reviews' }, children: [review] };
  const product = { path: '/product/:id', children: [reviews] };
  const root = { path: '/', meta: { title: 'Shop' }, children: [product] };
  const m = compileRoutes([root]);

  it('gives one crumb per route in the chain, at the prefix it covers', () => {
    const match = m.match('/product/7/reviews/3');
    expect(match?.chain).toEqual([root, product, reviews, review]);
    expect(breadcrumbs('/product/7/reviews/3', match?.chain ?? [])).toEqual([
      { label: 'Shop', href: '/', route: root },
      { label: '7', href: '/product/7', route: product },
      { label: 'Reviews', href: '/product/7/reviews', route: reviews },
      { label: '3', href: '/product/7/reviews/3', route: review },
    ]);
  });

  it('labels a root crumb without a title "Home" and decodes segment labels', () => {
    const home = { path: '/' };
    const tag = { path: 't/:tag' };
    expect(breadcrumbs('/t/caf%C3%A9?x', [home, tag])).toEqual([
      { label: 'Home', href: '/', route: home },
      { label: 'café', href: '/t/caf%C3%A9', route: tag },
    ]);
  });

  it('skips pathless groups and keeps the deeper route when two cover the same prefix', () => {
    const group = { meta: { title: 'Layout' } };
    const parent = { path: '/a', meta: { title: 'A' } };
    const index = { path: '', meta: { title: 'A index' } };
    expect(breadcrumbs('/a', [group, parent, index])).toEqual([
      { label: 'A index', href: '/a', route: index },
    ]);
  });

  it('lets star, prefix, catch-all and regex routes cover the whole path', () => {
    const files = { path: '/files/*' };
    expect(breadcrumbs('/files/a/b', [files]).map((c) => c.href)).toEqual(['/files/a/b']);
    expect(breadcrumbs('/demos/x', [{ path: '/demo*' }]).map((c) => c.label)).toEqual(['x']);
    expect(breadcrumbs('/x/y', [{ path: '*' }]).map((c) => c.href)).toEqual(['/x/y']);
    const archive = { regex: /^\/archive\/(\d+)$/ };
    expect(breadcrumbs('/archive/2024', [archive]).map((c) => c.label)).toEqual(['2024']);
  });

  it('collapses chain crumbs that share a label into the deeper one', () => {
    const docs = { path: '/docs', meta: { title: 'Docs' } };
    const page = { path: ':page', meta: { title: 'Docs' } };
    expect(breadcrumbs('/docs/intro', [docs, page])).toEqual([
      { label: 'Docs', href: '/docs/intro', route: page },
    ]);
  });

  it('returns nothing for an empty chain', () => {
    expect(breadcrumbs('/x', [])).toEqual([]);
  });
});

describe('breadcrumbs from a match function', () => {
  const routes = [
    { path: '/', meta: { title: 'Home page' } },
    { path: '/docs' },
    { path: '/docs/:section/:page', meta: { title: 'Page' } },
    { path: '*', meta: { title: 'Not found' } },
  ];
  const m = compileRoutes(routes);

  it('gives one crumb per path prefix that matches a route', () => {
    expect(breadcrumbs('/docs/guide/intro/', m.match)).toEqual([
      { label: 'Home page', href: '/', route: routes[0] },
      { label: 'docs', href: '/docs', route: routes[1] },
      { label: 'Page', href: '/docs/guide/intro', route: routes[2] },
    ]);
  });

  it('lets a catch-all count only for the full path', () => {
    expect(breadcrumbs('/nope/deeper', m.match).map((c) => c.label)).toEqual([
      'Home page',
      'Not found',
    ]);
  });

  it('names each level once when one title covers several prefixes', () => {
    const simple = [
      { path: '/', meta: { title: 'Home' } },
      { path: '/test-simple/:id', meta: { title: 'Simple layout' } },
      { path: '/test-simple/*', meta: { title: 'Simple layout' } },
    ];
    expect(breadcrumbs('/test-simple/5/extra', compileRoutes(simple).match)).toEqual([
      { label: 'Home', href: '/', route: simple[0] },
      { label: 'Simple layout', href: '/test-simple/5/extra', route: simple[2] },
    ]);
  });

  it('keeps a repeated label when another level sits between', () => {
    const routes = [
      { path: '/a', meta: { title: 'Same' } },
      { path: '/a/b', meta: { title: 'Other' } },
      { path: '/a/b/c', meta: { title: 'Same' } },
    ];
    expect(breadcrumbs('/a/b/c', compileRoutes(routes).match).map((c) => c.label)).toEqual([
      'Same',
      'Other',
      'Same',
    ]);
  });

  it('works without a root route', () => {
    const flat = compileRoutes([{ path: '/a' }, { path: '/a/b/c' }]);
    expect(breadcrumbs('/a/b/c', flat.match).map((c) => c.href)).toEqual(['/a', '/a/b/c']);
  });
});
