import { describe, expect, it } from 'vitest';
import { compileRoutes, type RouteDefinition } from './matcher.ts';

/** The winning route's full pattern, or null: short and readable in assertions. */
function winner(routes: readonly RouteDefinition[], path: string): string | null {
  const matcher = compileRoutes(routes);
  const match = matcher.match(path);
  if (match === null) return null;
  return matcher.routes.find((r) => r.route === match.route)?.fullPath ?? '?';
}

describe('static and param segments', () => {
  const routes = [{ path: '/' }, { path: '/products' }, { path: '/product/:id' }];

  it('matches static paths exactly and the root', () => {
    const m = compileRoutes(routes);
    expect(m.match('/')?.route).toBe(routes[0]);
    expect(m.match('/products')?.route).toBe(routes[1]);
    expect(m.match('/products/x')).toBeNull();
    expect(m.match('/produc')).toBeNull();
  });

  it('captures named params; the segment count must be equal', () => {
    const m = compileRoutes(routes);
    expect(m.match('/product/42')?.params).toEqual({ id: '42' });
    expect(m.match('/product')).toBeNull();
    expect(m.match('/product/1/2')).toBeNull();
  });

  it('captures several params', () => {
    const m = compileRoutes([{ path: '/a/:x/b/:y' }]);
    expect(m.match('/a/1/b/2')?.params).toEqual({ x: '1', y: '2' });
    expect(m.match('/a/1/c/2')).toBeNull();
  });

  it('is case-sensitive', () => {
    const m = compileRoutes([{ path: '/About' }, { path: '/u/:id/Edit' }]);
    expect(m.match('/About')).not.toBeNull();
    expect(m.match('/about')).toBeNull();
    expect(m.match('/u/1/edit')).toBeNull();
    expect(m.match('/u/AbC/Edit')?.params).toEqual({ id: 'AbC' });
  });

  it('returns the normalized pathname and the route chain', () => {
    const m = compileRoutes(routes);
    expect(m.match('//product//7/?q=1')).toEqual({
      route: routes[2],
      chain: [routes[2]],
      params: { id: '7' },
      pathname: '/product/7',
    });
  });
});

describe('the path "*"', () => {
  it('matches everything, the root included, and captures the whole path', () => {
    const m = compileRoutes([{ path: '*' }]);
    expect(m.match('/')?.params).toEqual({ path: '/' });
    expect(m.match('/a/b/c')?.params).toEqual({ path: '/a/b/c' });
    expect(m.match('')?.params).toEqual({ path: '/' });
    expect(m.match('/a%20b/c')?.params).toEqual({ path: '/a b/c' });
  });

  it('as a child, matches everything under the parent and still captures the whole path', () => {
    const parent = { path: '/docs/:v', children: [{ path: '*' }] };
    const m = compileRoutes([parent]);
    expect(m.match('/docs/2')?.route).toBe(parent);
    expect(m.match('/docs/2/a/b')).toMatchObject({
      route: parent.children[0],
      chain: [parent, parent.children[0]],
      params: { v: '2', path: '/docs/2/a/b' },
    });
    expect(m.match('/other')).toBeNull();
  });
});

describe('prefix routes ("text*")', () => {
  const m = compileRoutes([{ path: '/demo*' }]);

  it('matches by prefix and captures the rest as wildcard', () => {
    expect(m.match('/demo')?.params).toEqual({ wildcard: '' });
    expect(m.match('/demos')?.params).toEqual({ wildcard: 's' });
    expect(m.match('/demo/x/y')?.params).toEqual({ wildcard: '/x/y' });
    expect(m.match('/demo/')?.params).toEqual({ wildcard: '' });
  });

  it('does not match a shorter or different path', () => {
    expect(m.match('/dem')).toBeNull();
    expect(m.match('/x/demo')).toBeNull();
    expect(m.match('/')).toBeNull();
  });

  it('works after params', () => {
    const p = compileRoutes([{ path: '/u/:id/tab*' }]);
    expect(p.match('/u/1/tabs/2')?.params).toEqual({ id: '1', wildcard: 's/2' });
    expect(p.match('/u/1/ta')).toBeNull();
  });
});

describe('star segments', () => {
  const m = compileRoutes([{ path: '/files/*' }, { path: '/docs/*rest' }]);

  it('capture the rest as wildcard, possibly empty (the prefix alone matches)', () => {
    expect(m.match('/files/a/b/c.txt')?.params).toEqual({ wildcard: 'a/b/c.txt' });
    expect(m.match('/files/a')?.params).toEqual({ wildcard: 'a' });
    expect(m.match('/files')?.params).toEqual({ wildcard: '' });
    expect(m.match('/files/')?.params).toEqual({ wildcard: '' });
  });

  it('match whole segments only', () => {
    expect(m.match('/filesystem')).toBeNull();
    expect(m.match('/file')).toBeNull();
  });

  it('named stars capture under their name', () => {
    expect(m.match('/docs/guide/intro')?.params).toEqual({ rest: 'guide/intro' });
  });

  it('collapse repeated slashes in the captured rest', () => {
    expect(m.match('/files//a///b/')?.params).toEqual({ wildcard: 'a/b' });
  });

  it('"/*" matches everything as a wildcard without the leading slash', () => {
    const all = compileRoutes([{ path: '/*' }]);
    expect(all.match('/')?.params).toEqual({ wildcard: '' });
    expect(all.match('/a/b')?.params).toEqual({ wildcard: 'a/b' });
  });
});

describe('children', () => {
  const reviews = { path: 'reviews' };
  const review = { path: ':reviewId' };
  const product = {
    path: '/product/:id',
    children: [reviews, { path: 'reviews', children: [review] }],
  };

  it('match relative paths and carry the chain', () => {
    const m = compileRoutes([product]);
    expect(m.match('/product/1/reviews')).toMatchObject({
      route: reviews,
      chain: [product, reviews],
      params: { id: '1' },
    });
    const deep = m.match('/product/1/reviews/9');
    expect(deep?.route).toBe(review);
    expect(deep?.chain).toEqual([product, product.children[1], review]);
    expect(deep?.params).toEqual({ id: '1', reviewId: '9' });
  });

  it('a parent with children still matches its own exact path', () => {
    const m = compileRoutes([product]);
    expect(m.match('/product/1')?.route).toBe(product);
    expect(m.match('/product/1')?.chain).toEqual([product]);
  });

  it('a leading slash on a child is still relative', () => {
    const child = { path: '/b' };
    const m = compileRoutes([{ path: '/a', children: [child] }]);
    expect(m.match('/a/b')?.route).toBe(child);
    expect(m.match('/b')).toBeNull();
  });

  it('pathless groups never match themselves, and are part of the chain', () => {
    const inner = { path: '/settings' };
    const group = { meta: { title: 'Layout' }, children: [inner] };
    const m = compileRoutes([group]);
    expect(m.match('/settings')?.chain).toEqual([group, inner]);
    expect(m.match('/')).toBeNull();
    expect(m.routes.map((r) => r.kind)).toEqual(['group', 'static']);
  });

  it('children of the root route', () => {
    const about = { path: 'about' };
    const root = { path: '/', children: [about] };
    const m = compileRoutes([root]);
    expect(m.match('/')?.route).toBe(root);
    expect(m.match('/about')?.chain).toEqual([root, about]);
  });

  it('a child with an empty path shares its parent path and loses to the parent', () => {
    const index = { path: '' };
    const m = compileRoutes([{ path: '/a', children: [index] }]);
    expect(m.match('/a')?.route).not.toBe(index);
    expect(m.routes[1]?.fullPath).toBe('/a');
  });

  it('star children', () => {
    const files = { path: 'files/*' };
    const m = compileRoutes([{ path: '/u/:id', children: [files] }]);
    expect(m.match('/u/3/files/x/y')?.params).toEqual({ id: '3', wildcard: 'x/y' });
  });
});

describe('regex routes', () => {
  const archive = { regex: /^\/archive\/(\d{4})\/(\d{2})$/, paramNames: ['year', 'month'] };

  it('match the normalized pathname and name their groups', () => {
    const m = compileRoutes([archive]);
    expect(m.match('/archive/2024/05')?.params).toEqual({ year: '2024', month: '05' });
    expect(m.match('/archive/2024/05/')?.params).toEqual({ year: '2024', month: '05' });
    expect(m.match('/archive//2024/05?x#y')?.params).toEqual({ year: '2024', month: '05' });
    expect(m.match('/archive/24/05')).toBeNull();
  });

  it('named groups become params; unmatched optional groups are left out', () => {
    const m = compileRoutes([
      { regex: /^\/v(?<major>\d+)(?:\.(\d+))?$/, paramNames: ['_', 'minor'] },
    ]);
    expect(m.match('/v2.5')?.params).toEqual({ _: '2', major: '2', minor: '5' });
    expect(m.match('/v2')?.params).toEqual({ _: '2', major: '2' });
  });

  it('decode their captures', () => {
    const m = compileRoutes([{ regex: /^\/t\/(.+)$/, paramNames: ['tag'] }]);
    expect(m.match('/t/a%20b')?.params).toEqual({ tag: 'a b' });
    expect(m.match('/t/%E0%A4%A')?.params).toEqual({ tag: '%E0%A4%A' });
  });

  it('take part in declaration order', () => {
    const routes = [{ path: '/archive/:y/:m' }, archive];
    expect(compileRoutes(routes).match('/archive/2024/05')?.route).toBe(routes[0]);
    const reversed = [archive, { path: '/archive/:y/:m' }];
    expect(compileRoutes(reversed).match('/archive/2024/05')?.route).toBe(archive);
    expect(compileRoutes(reversed).match('/archive/x/y')?.route).toBe(reversed[1]);
  });

  it('are not fooled by the g or y flags (no lastIndex state)', () => {
    const m = compileRoutes([{ regex: /^\/g\/(\d+)$/gy, paramNames: ['n'] }]);
    for (let i = 0; i < 3; i++) expect(m.match('/g/1')?.params).toEqual({ n: '1' });
  });

  it('work without an anchor, with case-insensitivity and alternation', () => {
    const m = compileRoutes([
      { regex: /\/feed\.xml$/ },
      { regex: /^\/HELLO$/i },
      { regex: /^\/(?:x|y)z$/ },
    ]);
    expect(m.match('/blog/feed.xml')?.route).toBe(m.routes[0]?.route);
    expect(m.match('/hello')?.route).toBe(m.routes[1]?.route);
    expect(m.match('/yz')?.route).toBe(m.routes[2]?.route);
  });

  it('can be children (absolute) and carry the chain', () => {
    const child = { regex: /^\/blog\/(\d+)$/, paramNames: ['n'] };
    const parent = { path: '/blog', children: [child] };
    const m = compileRoutes([parent]);
    expect(m.match('/blog/3')).toMatchObject({
      route: child,
      chain: [parent, child],
      params: { n: '3' },
    });
  });
});

describe('param constraints', () => {
  const product = { path: '/product/:id', params: { id: /^\d+$/ } };
  const slug = { path: '/product/:slug' };

  it('a failing param does not match, and matching continues with later routes', () => {
    const m = compileRoutes([product, slug]);
    expect(m.match('/product/12')?.route).toBe(product);
    expect(m.match('/product/abc')?.route).toBe(slug);
    expect(m.match('/product/abc')?.params).toEqual({ slug: 'abc' });
    expect(compileRoutes([product]).match('/product/abc')).toBeNull();
  });

  it('test the decoded value', () => {
    const m = compileRoutes([{ path: '/t/:tag', params: { tag: /^a b$/ } }]);
    expect(m.match('/t/a%20b')?.params).toEqual({ tag: 'a b' });
    expect(m.match('/t/ab')).toBeNull();
  });

  it('apply to star captures', () => {
    const m = compileRoutes([
      { path: '/f/*', params: { wildcard: /\.txt$/ } },
      { path: '/f/*rest' },
    ]);
    expect(m.match('/f/a/b.txt')?.params).toEqual({ wildcard: 'a/b.txt' });
    expect(m.match('/f/a/b.png')?.params).toEqual({ rest: 'a/b.png' });
  });

  it('apply to regex routes', () => {
    const m = compileRoutes([
      { regex: /^\/y\/(\d+)$/, paramNames: ['year'], params: { year: /^20/ } },
      { path: '/y/:any' },
    ]);
    expect(m.match('/y/2024')?.params).toEqual({ year: '2024' });
    expect(m.match('/y/1999')?.params).toEqual({ any: '1999' });
  });

  it('are inherited by children', () => {
    const child = { path: 'reviews' };
    const m = compileRoutes([{ path: '/product/:id', params: { id: /^\d+$/ }, children: [child] }]);
    expect(m.match('/product/1/reviews')?.route).toBe(child);
    expect(m.match('/product/x/reviews')).toBeNull();
  });

  it('pass through a pathless group to the children that have the param', () => {
    const a = { path: '/a/:n' };
    const b = { path: '/b' };
    const m = compileRoutes([{ params: { n: /^\d$/ }, children: [a, b] }]);
    expect(m.match('/a/1')?.route).toBe(a);
    expect(m.match('/a/x')).toBeNull();
    expect(m.match('/b')?.route).toBe(b);
  });

  it('are not fooled by the g flag', () => {
    const m = compileRoutes([{ path: '/n/:n', params: { n: /^\d+$/g } }]);
    for (let i = 0; i < 3; i++) expect(m.match('/n/5')).not.toBeNull();
  });
});

describe('first match wins in declaration order (no specificity)', () => {
  it('a param declared before a static segment wins', () => {
    expect(winner([{ path: '/a/:x' }, { path: '/a/b' }], '/a/b')).toBe('/a/:x');
    expect(winner([{ path: '/a/b' }, { path: '/a/:x' }], '/a/b')).toBe('/a/b');
  });

  it('a star declared first beats static and param routes', () => {
    const routes = [{ path: '/a/*' }, { path: '/a/b/c' }, { path: '/a/:x' }];
    expect(winner(routes, '/a/b/c')).toBe('/a/*');
    expect(winner(routes, '/a/q')).toBe('/a/*');
  });

  it('a catch-all declared first wins everything', () => {
    expect(winner([{ path: '*' }, { path: '/' }, { path: '/a' }], '/a')).toBe('*');
  });

  it('a prefix declared first beats a longer static path', () => {
    expect(winner([{ path: '/de*' }, { path: '/demo' }], '/demo')).toBe('/de*');
    expect(winner([{ path: '/demo' }, { path: '/de*' }], '/demo')).toBe('/demo');
  });

  it('a param route beats a deeper static branch declared later', () => {
    const routes = [{ path: '/:a/:b' }, { path: '/x/y' }, { path: '/x/:c' }];
    expect(winner(routes, '/x/y')).toBe('/:a/:b');
  });

  it('static wins when declared first even though params match too', () => {
    const routes = [{ path: '/x/y' }, { path: '/:a/:b' }, { path: '/x/*' }];
    expect(winner(routes, '/x/y')).toBe('/x/y');
    expect(winner(routes, '/x/z')).toBe('/:a/:b');
    expect(winner(routes, '/x/z/w')).toBe('/x/*');
  });

  it('parents come before their children, children before the next sibling', () => {
    const routes = [
      { path: '/p', children: [{ path: ':id' }] },
      { path: '/p/new' },
      { path: '/p/:id', children: [{ path: 'edit' }] },
    ];
    expect(winner(routes, '/p/new')).toBe('/p/:id');
    expect(compileRoutes(routes).routes.map((r) => r.fullPath)).toEqual([
      '/p',
      '/p/:id',
      '/p/new',
      '/p/:id',
      '/p/:id/edit',
    ]);
  });

  it('duplicate patterns: the first one wins', () => {
    const routes = [{ path: '/d/:x' }, { path: '/d/:y' }, { path: '/s' }, { path: '/s' }];
    const m = compileRoutes(routes);
    expect(m.match('/d/1')?.route).toBe(routes[0]);
    expect(m.match('/s')?.route).toBe(routes[2]);
  });

  it('different param names on a shared trie node keep their own names', () => {
    const m = compileRoutes([{ path: '/u/:id/posts' }, { path: '/u/:name' }]);
    expect(m.match('/u/1/posts')?.params).toEqual({ id: '1' });
    expect(m.match('/u/ann')?.params).toEqual({ name: 'ann' });
  });
});

describe('global routes', () => {
  const cart = { path: '/cart', global: true };
  const modal = { path: '/:page/modal/:id', global: true, children: [{ path: 'more' }] };
  const everywhere = { path: '*', global: true };
  const page = { path: '/:page' };
  const routes = [cart, modal, page, everywhere, { path: '/cart' }];
  const m = compileRoutes(routes);

  it('are skipped by match()', () => {
    expect(m.match('/cart')?.route).toBe(page);
    expect(compileRoutes([cart, { path: '/cart' }]).match('/cart')?.route).not.toBe(cart);
    expect(m.match('/x/modal/1')).toBeNull();
  });

  it('matchGlobals() returns every global route that matches, in declaration order', () => {
    expect(m.matchGlobals('/cart').map((g) => g.route)).toEqual([cart, everywhere]);
    expect(m.matchGlobals('/x/modal/1').map((g) => [g.route, g.params])).toEqual([
      [modal, { page: 'x', id: '1' }],
      [everywhere, { path: '/x/modal/1' }],
    ]);
    expect(m.matchGlobals('/')).toHaveLength(1);
    expect(compileRoutes([page]).matchGlobals('/a')).toEqual([]);
  });

  it('children of a global route are global and carry the chain', () => {
    const [more] = m.matchGlobals('/x/modal/1/more');
    expect(more?.route).toBe(modal.children[0]);
    expect(more?.chain).toEqual([modal, modal.children[0]]);
    expect(m.match('/x/modal/1/more')).toBeNull();
    expect(m.routes.filter((r) => r.global)).toHaveLength(4);
  });

  it('lists duplicate and regex globals too', () => {
    const g = compileRoutes([
      { path: '/a', global: true },
      { regex: /^\/a$/, global: true },
      { path: '/a', global: true },
      { path: '/:x', global: true, params: { x: /^b$/ } },
    ]);
    expect(g.matchGlobals('/a').map((x) => x.route)).toEqual(
      g.routes.slice(0, 3).map((r) => r.route),
    );
    expect(g.matchGlobals('/b')).toHaveLength(1);
  });
});

describe('input hygiene', () => {
  const m = compileRoutes([{ path: '/' }, { path: '/products' }, { path: '/t/:tag' }]);

  it('tolerates a trailing slash and repeated slashes', () => {
    expect(m.match('/products/')).not.toBeNull();
    expect(m.match('//products//')).not.toBeNull();
    expect(m.match('///')?.pathname).toBe('/');
    expect(m.match('/t//x/')?.params).toEqual({ tag: 'x' });
  });

  it('strips the query and the hash', () => {
    expect(m.match('/products?sort=asc')).not.toBeNull();
    expect(m.match('/products#top')).not.toBeNull();
    expect(m.match('/products/?a=1#b?c')).not.toBeNull();
    expect(m.match('/t/x#/y?z')?.params).toEqual({ tag: 'x' });
    expect(m.match('?x')?.pathname).toBe('/');
    expect(m.match('#/products')?.pathname).toBe('/');
  });

  it('accepts a path without a leading slash', () => {
    expect(m.match('products')?.pathname).toBe('/products');
    expect(m.match('')?.pathname).toBe('/');
  });

  it('percent-decodes params and keeps malformed escapes raw', () => {
    expect(m.match('/t/caf%C3%A9')?.params).toEqual({ tag: 'café' });
    expect(m.match('/t/%E0%A4%A')?.params).toEqual({ tag: '%E0%A4%A' });
    expect(m.match('/t/%')?.params).toEqual({ tag: '%' });
    expect(m.match('/t/%2F')?.params).toEqual({ tag: '/' });
  });

  it('compares static segments on the raw text', () => {
    expect(m.match('/product%73')).toBeNull();
  });

  it('never throws, even on odd inputs', () => {
    const odd = ['\uD800', '/%', '/t/\uDFFF', '/\0/\n', '/'.repeat(1000), '/t/' + 'a'.repeat(1e5)];
    for (const input of odd) expect(() => m.match(input)).not.toThrow();
    const untyped = m.match as (input: unknown) => unknown;
    expect(untyped(undefined)).toBeNull();
    expect(untyped(42)).toBeNull();
    expect((m.matchGlobals as (input: unknown) => unknown)(null)).toEqual([]);
  });
});

describe('compiled routes (devtools)', () => {
  it('lists every route with its full path, kind, params and chain', () => {
    const child = { path: 'reviews/:rid' };
    const routes = [
      { path: '/' },
      { path: '/product/:id', children: [child] },
      { path: '/files/*' },
      { path: '/docs/*rest' },
      { path: '/demo*' },
      { regex: /^\/archive\/(\d{4})$/, paramNames: ['year'] },
      { path: '*', global: true },
    ];
    const m = compileRoutes(routes);
    expect(m.routes.map((r) => [r.index, r.kind, r.fullPath, r.paramNames, r.global])).toEqual([
      [0, 'static', '/', [], false],
      [1, 'dynamic', '/product/:id', ['id'], false],
      [2, 'dynamic', '/product/:id/reviews/:rid', ['id', 'rid'], false],
      [3, 'star', '/files/*', ['wildcard'], false],
      [4, 'star', '/docs/*rest', ['rest'], false],
      [5, 'prefix', '/demo*', ['wildcard'], false],
      [6, 'regex', '^\\/archive\\/(\\d{4})$', ['year'], false],
      [7, 'catch-all', '*', ['path'], true],
    ]);
    expect(m.routes[2]?.chain).toEqual([routes[1], child]);
    expect(Object.isFrozen(m.routes)).toBe(true);
  });

  it('carries opaque fields through untouched', () => {
    const route = {
      path: '/x',
      outlets: { sidebar: 'Side' },
      refreshOnAction: true,
      meta: { title: 'X', icon: 'x' },
      component: 'X',
    };
    const match = compileRoutes([route]).match('/x');
    expect(match?.route).toBe(route);
    expect(match?.route.component).toBe('X');
  });

  it('compiles 2,000 routes quickly', () => {
    const routes = Array.from({ length: 2000 }, (_, i) => ({ path: `/r${i % 50}/:id/s${i}` }));
    const start = performance.now();
    const m = compileRoutes(routes);
    const elapsed = performance.now() - start;
    expect(m.match('/r7/1/s1057')?.route).toBe(routes[1057]);
    expect(elapsed).toBeLessThan(200); // generous for CI; the benchmark reports the real figure
  });
});

describe('invalid route definitions throw at compile time', () => {
  const cases: [string, RouteDefinition[]][] = [
    ['a star segment that is not last', [{ path: '/a/*/b' }]],
    ['a prefix that is not last', [{ path: '/a*/b' }]],
    ['a star inside a segment', [{ path: '/a*b' }]],
    ['an empty param name', [{ path: '/a/:' }]],
    ['a param with a star', [{ path: '/a/:id*' }]],
    ['a duplicate param', [{ path: '/a/:x/:x' }]],
    ['a duplicate param across parent and child', [{ path: '/a/:x', children: [{ path: ':x' }] }]],
    ['a constraint on an unknown param', [{ path: '/a/:x', params: { y: /y/ } }]],
    ['children under a star', [{ path: '/a/*', children: [{ path: 'b' }] }]],
    ['children under a regex', [{ regex: /^\/a$/, children: [{ path: 'b' }] }]],
    ['both path and regex', [{ path: '/a', regex: /^\/a$/ }]],
    ['a __proto__ param', [{ path: '/a/:__proto__' }]],
  ];
  it.each(cases)('%s', (_, routes) => {
    expect(() => compileRoutes(routes)).toThrow();
  });
});
