/*
 * Property tests: (1) the matcher never throws on any input string; (2) on random route
 * tables and random paths, it agrees with a reference matcher written from the rules alone —
 * a linear scan in declaration order with naive segment comparison (split, filter, compare).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRoutes, type RouteDefinition } from './matcher.ts';

// ---------------------------------------------------------------------------------------------
// The reference: obviously correct, obviously slow.

interface RefEntry {
  route: RouteDefinition;
  chain: RouteDefinition[];
  global: boolean;
  /** Full pattern segments (ancestors' joined), or null for regex routes. */
  parts: string[] | null;
  catchAll: boolean;
  constraints: [string, RegExp][];
}

interface RefMatch {
  route: RouteDefinition;
  chain: RouteDefinition[];
  params: Record<string, string>;
  pathname: string;
}

function refFlatten(routes: readonly RouteDefinition[]): RefEntry[] {
  const out: RefEntry[] = [];
  const walk = (
    list: readonly RouteDefinition[],
    chain: RouteDefinition[],
    base: string[],
    inherited: [string, RegExp][],
    global: boolean,
  ): void => {
    for (const route of list) {
      const here = [...chain, route];
      const g = global || route.global === true;
      const constraints = [...inherited, ...Object.entries(route.params ?? {})];
      if (route.regex) {
        out.push({ route, chain: here, global: g, parts: null, catchAll: false, constraints });
        continue;
      }
      if (route.path === undefined) {
        walk(route.children ?? [], here, base, constraints, g);
        continue;
      }
      const catchAll = route.path === '*';
      const parts = catchAll ? base : [...base, ...route.path.split('/').filter((s) => s !== '')];
      out.push({ route, chain: here, global: g, parts, catchAll, constraints });
      walk(route.children ?? [], here, parts, constraints, g);
    }
  };
  walk(routes, [], [], [], false);
  return out;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Compares `parts` to the first `parts.length` path segments, collecting params. */
function samePrefix(parts: string[], segs: string[], params: Record<string, string>): boolean {
  if (segs.length < parts.length) return false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const seg = segs[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decode(seg);
    else if (part !== seg) return false;
  }
  return true;
}

function refTry(e: RefEntry, segs: string[], pathname: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  if (e.parts === null) {
    const m = (e.route.regex as RegExp).exec(pathname);
    if (!m) return null;
    (e.route.paramNames ?? []).forEach((name, i) => {
      if (m[i + 1] !== undefined) params[name] = decode(m[i + 1] as string);
    });
    for (const [k, v] of Object.entries(m.groups ?? {})) if (v !== undefined) params[k] = decode(v);
  } else if (e.catchAll) {
    if (!samePrefix(e.parts, segs, params)) return null;
    params.path = decode(pathname);
  } else {
    const last = e.parts[e.parts.length - 1];
    const head = e.parts.slice(0, -1);
    if (last !== undefined && last.startsWith('*')) {
      if (!samePrefix(head, segs, params)) return null;
      params[last === '*' ? 'wildcard' : last.slice(1)] = decode(segs.slice(head.length).join('/'));
    } else if (last !== undefined && last.endsWith('*')) {
      const prefix = last.slice(0, -1);
      const seg = segs[head.length];
      if (seg === undefined || !seg.startsWith(prefix) || !samePrefix(head, segs, params)) {
        return null;
      }
      const rest = [seg.slice(prefix.length), ...segs.slice(head.length + 1)];
      params.wildcard = decode(rest.join('/'));
    } else {
      if (segs.length !== e.parts.length || !samePrefix(e.parts, segs, params)) return null;
    }
  }
  for (const [name, pattern] of e.constraints) {
    if (name in params && !pattern.test(params[name] as string)) return null;
  }
  return params;
}

/** Every matching entry, in declaration order. */
function refMatchAll(
  routes: readonly RouteDefinition[],
  input: string,
): (RefMatch & { global: boolean })[] {
  const path = input.split(/[?#]/)[0] as string;
  const segs = path.split('/').filter((s) => s !== '');
  const pathname = '/' + segs.join('/');
  const out: (RefMatch & { global: boolean })[] = [];
  for (const e of refFlatten(routes)) {
    const params = refTry(e, segs, pathname);
    if (params) out.push({ route: e.route, chain: e.chain, params, pathname, global: e.global });
  }
  return out;
}

function strip({ route, chain, params, pathname }: RefMatch): RefMatch {
  return { route, chain, params, pathname };
}

// ---------------------------------------------------------------------------------------------
// Arbitraries: route tables mixing static / param / star / prefix / catch-all / constraint /
// regex / group / children / global routes, and paths drawn mostly from the same alphabet.

const STATIC = ['a', 'b', 'c', 'ab'];
const CONSTRAINTS = [/^\d+$/, /^[ab]+$/, /b/, /^$/];
const REGEXES: [RegExp, string[]][] = [
  [/^\/a\/(\d+)$/, ['n']],
  [/^\/(b|c)$/, ['which']],
  [/^\/a\/b/, []],
  [/^\/(?<first>[a-c]+)\/(.*)$/, ['f', 'rest']],
  [/AB/i, []],
];

type Kind = 'path' | 'group' | 'regex' | 'catch-all' | 'empty';
type Tail = 'none' | 'star' | 'named' | 'prefix';

function routeArb(level: number, maxLevel: number): fc.Arbitrary<RouteDefinition> {
  const children: fc.Arbitrary<RouteDefinition[] | null> =
    level >= maxLevel
      ? fc.constant(null)
      : fc.option(fc.array(routeArb(level + 1, maxLevel), { minLength: 1, maxLength: 3 }), {
          freq: 2,
        });
  return fc
    .record({
      kind: fc.constantFrom<Kind>(
        'path',
        'path',
        'path',
        'path',
        'path',
        'group',
        'regex',
        'catch-all',
        'empty',
      ),
      segs: fc.array(fc.oneof(fc.constantFrom(...STATIC), fc.constant(':')), { maxLength: 3 }),
      tail: fc.constantFrom<Tail>('none', 'none', 'none', 'star', 'named', 'prefix'),
      prefix: fc.constantFrom('a', 'ab', 'b'),
      slash: fc.boolean(),
      constrain: fc.nat(3),
      constraint: fc.constantFrom(...CONSTRAINTS),
      global: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, fc.constant(true)),
      regex: fc.constantFrom(...REGEXES),
      children,
    })
    .map((r): RouteDefinition => {
      const route: { -readonly [K in keyof RouteDefinition]: RouteDefinition[K] } = {};
      if (r.global) route.global = true;
      if (r.kind === 'regex') {
        route.regex = r.regex[0];
        route.paramNames = r.regex[1];
        return route;
      }
      if (r.kind === 'catch-all') {
        route.path = '*';
        if (r.constrain === 0) route.params = { path: r.constraint };
        return route;
      }
      const names: string[] = [];
      if (r.kind !== 'group') {
        const segs = r.kind === 'empty' ? [] : r.segs;
        const parts = segs.map((s, i) => {
          if (s !== ':') return s;
          names.push(`p${level}_${i}`);
          return `:p${level}_${i}`;
        });
        let tail = '';
        if (r.tail === 'star') tail = '*';
        if (r.tail === 'named') tail = `*r${level}`;
        if (r.tail === 'prefix') tail = `${r.prefix}*`;
        if (tail !== '') {
          parts.push(tail);
          names.push(r.tail === 'named' ? `r${level}` : 'wildcard');
        }
        route.path = (r.slash || level === 0 ? '/' : '') + parts.join('/');
        if (route.path === '*') names.splice(0, names.length, 'path'); // a child "*" is a catch-all
        const name = names[r.constrain];
        if (name !== undefined) route.params = { [name]: r.constraint };
        if (tail !== '') return route;
      }
      if (r.children) route.children = r.children;
      return route;
    });
}

const tableArb = fc.array(routeArb(0, 2), { minLength: 1, maxLength: 12 });

const pathArb = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .record({
        segs: fc.array(
          fc.constantFrom(
            'a',
            'b',
            'c',
            'ab',
            'abc',
            'ba',
            '1',
            '42',
            '%31',
            '%E0%A4%A',
            'a%20b',
            'AB',
            'x',
          ),
          { maxLength: 5 },
        ),
        sep: fc.array(fc.constantFrom('/', '/', '/', '/', '//'), { minLength: 6, maxLength: 6 }),
        lead: fc.constantFrom('/', '/', '/', '', '//'),
        trail: fc.constantFrom('', '', '', '/'),
        suffix: fc.constantFrom('', '', '', '?q=1', '#h', '?a#b', '#/a?b'),
      })
      .map(
        ({ segs, sep, lead, trail, suffix }) =>
          lead +
          segs.map((s, i) => (i === 0 ? s : (sep[i] as string) + s)).join('') +
          trail +
          suffix,
      ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

// ---------------------------------------------------------------------------------------------

describe('matcher properties', () => {
  const shop: RouteDefinition[] = [
    { path: '/' },
    { path: '/products' },
    { path: '/product/:id', params: { id: /^\d+$/ }, children: [{ path: 'reviews' }] },
    { path: '/files/*' },
    { path: '/docs/*rest' },
    { path: '/demo*' },
    { regex: /^\/archive\/(\d{4})\/(\d{2})$/, paramNames: ['year', 'month'] },
    { path: '/modal/:m', global: true },
    { path: '*' },
  ];
  const matcher = compileRoutes(shop);

  it('never throws on any input string', () => {
    const anyString = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      fc
        .array(
          fc.constantFrom(
            '/',
            '%',
            '%E0',
            '%A4',
            '%2',
            '?',
            '#',
            '.',
            '..',
            ':',
            '*',
            '\uD800',
            'é',
            'a',
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(anyString, (input) => {
        matcher.match(input);
        matcher.matchGlobals(input);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on random tables and paths', () => {
    fc.assert(
      fc.property(tableArb, fc.array(pathArb, { maxLength: 10 }), (routes, paths) => {
        const m = compileRoutes(routes);
        for (const p of paths) {
          m.match(p);
          m.matchGlobals(p);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the reference matcher (primary and global matches)', () => {
    fc.assert(
      fc.property(tableArb, fc.array(pathArb, { minLength: 1, maxLength: 25 }), (routes, paths) => {
        const m = compileRoutes(routes);
        for (const p of paths) {
          const all = refMatchAll(routes, p);
          const primary = all.find((x) => !x.global);
          expect(m.match(p)).toEqual(primary ? strip(primary) : null);
          const got = m.match(p);
          if (got && primary) {
            expect(got.route).toBe(primary.route);
            got.chain.forEach((r, i) => expect(r).toBe(primary.chain[i]));
          }
          expect(m.matchGlobals(p)).toEqual(all.filter((x) => x.global).map(strip));
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('agrees with the reference on paths built from the table itself', () => {
    // Paths made by filling each route's own pattern, so most of them hit something.
    const fill = fc.constantFrom('a', 'b', '1', '42', 'ab', '%31', 'x');
    fc.assert(
      fc.property(tableArb, fc.array(fill, { minLength: 8, maxLength: 8 }), (routes, fills) => {
        const m = compileRoutes(routes);
        for (const r of m.routes) {
          if (r.kind === 'regex' || r.kind === 'group') continue;
          let k = 0;
          const next = (): string => fills[k++ % fills.length] as string;
          const path = r.fullPath
            .split('/')
            .map((s) =>
              s.startsWith(':') ? next() : s.endsWith('*') ? s.slice(0, -1) + next() : s,
            )
            .join('/');
          const all = refMatchAll(routes, path);
          const primary = all.find((x) => !x.global);
          expect(m.match(path)).toEqual(primary ? strip(primary) : null);
          expect(m.matchGlobals(path)).toEqual(all.filter((x) => x.global).map(strip));
        }
      }),
      { numRuns: 800 },
    );
  });
});
