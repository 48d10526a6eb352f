// The benchmark's route table and paths, generated from a seed so every run sees the same data.
//
// The table is designed so that all four routers must pick the same route on every path:
// - a static route that overlaps a param route (`/users/new` vs `/users/:id`) is declared
//   first, so declaration order and rou3's static > param > wildcard ranking agree;
// - wildcard routes sit under their own static segment (`/users/:id/files/*`) and are only
//   hit with at least one segment after it (rou3's `**:name` and path-to-regexp's `*name` need
//   one, ours and regexparam's also accept none);
// - regex routes are given to each router in its own equivalent form (see `peerForms`).

/** A small, fast, seeded PRNG (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOUNS = [
  'users',
  'posts',
  'products',
  'orders',
  'invoices',
  'teams',
  'projects',
  'issues',
  'comments',
  'tags',
  'reports',
  'events',
  'tickets',
  'articles',
  'videos',
  'albums',
  'playlists',
  'courses',
  'lessons',
  'vendors',
];

function resourceName(i) {
  const noun = NOUNS[i % NOUNS.length];
  return i < NOUNS.length ? noun : `${noun}${Math.floor(i / NOUNS.length)}`;
}

/** Eight routes per resource once flattened: five declared, one of them with three children. */
function resourceRoutes(name) {
  return [
    { path: `/${name}` },
    { path: `/${name}/new` },
    {
      path: `/${name}/:id`,
      children: [{ path: 'edit' }, { path: 'settings' }, { path: 'members/:memberId' }],
    },
    { path: `/${name}/:id/activity/:eventId` },
    { path: `/${name}/:id/files/*` },
  ];
}

const EXTRAS = [
  { path: '/' },
  { path: '/about' },
  { path: '/pricing' },
  { path: '/contact' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/search' },
  { path: '/status' },
  { path: '/changelog/:version' },
  { path: '/settings/profile' },
  { path: '/settings/security' },
  { path: '/blog/:year/:slug' },
  { path: '/u/:username' },
  { path: '/u/:username/followers' },
  { path: '/docs/*rest' },
  { path: '/help/:topic/*' },
  { path: '/shop', children: [{ path: 'cart' }, { path: 'checkout/:step' }] },
];

function regexRoutes(count) {
  return Array.from({ length: count }, (_, k) => ({
    regex: new RegExp(`^\\/archive-${k}\\/(?<year>\\d{4})\\/(?<month>\\d{2})$`),
    paramNames: ['year', 'month'],
  }));
}

/**
 * A table of `resources` resources (8 routes each), the extras and `regexCount` regex routes,
 * in an interleaved order (regex routes land in the middle of the table, not at its end).
 */
export function buildTable(resources, regexCount = 5) {
  const table = [];
  const regexes = regexRoutes(regexCount);
  const half = Math.floor(resources / 2);
  for (let i = 0; i < half; i++) table.push(...resourceRoutes(resourceName(i)));
  table.push(...EXTRAS.slice(0, 10), ...regexes, ...EXTRAS.slice(10));
  for (let i = half; i < resources; i++) table.push(...resourceRoutes(resourceName(i)));
  return table;
}

/** The 200-route table of the benchmark: 22 resources × 8 + 19 extras + 5 regex routes. */
export const TABLE_200 = () => buildTable(22, 5);

/** The flattened routes in declaration order, with full paths, for the peers. */
export function flatten(routes, base = '', out = []) {
  for (const route of routes) {
    if (route.regex) {
      out.push({ route, regex: route.regex, full: null });
      continue;
    }
    const full = (base + '/' + route.path).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    out.push({ route, regex: null, full });
    if (route.children) flatten(route.children, full, out);
  }
  return out;
}

/** Each flattened route in each peer's syntax. */
export function peerForms(entry) {
  if (entry.regex) {
    const m = /archive-(\d+)/.exec(entry.regex.source);
    return {
      rou3: `/archive-${m[1]}/:year(\\d{4})/:month(\\d{2})`,
      // path-to-regexp 8 has no inline regex: the scan runs the RegExp itself.
      pathToRegexp: entry.regex,
      regexparam: entry.regex,
    };
  }
  const full = entry.full;
  if (full.endsWith('/*')) {
    const base = full.slice(0, -2);
    return { rou3: `${base}/**:wildcard`, pathToRegexp: `${base}/*wildcard`, regexparam: full };
  }
  const named = /\/\*(\w+)$/.exec(full);
  if (named) {
    const base = full.slice(0, named.index);
    return {
      rou3: `${base}/**:${named[1]}`,
      pathToRegexp: `${base}/*${named[1]}`,
      regexparam: `${base}/*`,
      regexparamStar: named[1],
    };
  }
  return { rou3: full, pathToRegexp: full, regexparam: full };
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'x', 'hello-world', 'a1', 'zeta9', 'intro'];

/** A concrete path that the flattened route `entry` matches. */
function pathFor(entry, random) {
  const word = () => WORDS[Math.floor(random() * WORDS.length)];
  const id = () => String(1 + Math.floor(random() * 99999));
  if (entry.regex) {
    const k = /archive-(\d+)/.exec(entry.regex.source)[1];
    const year = 1990 + Math.floor(random() * 40);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    return `/archive-${k}/${year}/${month}`;
  }
  return entry.full
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) return random() < 0.6 ? id() : word();
      if (seg.startsWith('*')) {
        const n = 1 + Math.floor(random() * 3);
        return Array.from({ length: n }, word).join('/');
      }
      return seg;
    })
    .join('/');
}

/** A path no route of the benchmark table matches. */
function missFor(flat, random) {
  const entry = flat[Math.floor(random() * flat.length)];
  const base = entry.full ?? '/archive-0/2020/01';
  switch (Math.floor(random() * 4)) {
    case 0:
      return `/nothing-${Math.floor(random() * 1000)}`;
    case 1:
      return `/archive-0/20x0/01`;
    case 2: {
      // One static segment changed.
      const parts = base.split('/');
      const i = 1 + Math.floor(random() * Math.max(1, parts.length - 1));
      if (parts[i] && !parts[i].startsWith(':') && !parts[i].startsWith('*')) parts[i] += '-nope';
      else parts.push('nope', 'nope', 'nope');
      return pathFor({ full: parts.join('/') }, random);
    }
    default:
      return `/${resourceName(0)}/1/unknown/2`;
  }
}

/**
 * `count` paths: hits on uniformly chosen routes, and a share `missRate` of misses. A miss
 * candidate is kept only if `isMiss` (an independent judge) confirms that nothing matches it.
 */
export function buildPaths(flat, count, seed, isMiss, missRate = 0.1) {
  const random = rng(seed);
  const paths = [];
  for (let i = 0; i < count; i++) {
    if (random() < missRate) {
      let miss = missFor(flat, random);
      while (!isMiss(miss)) miss = missFor(flat, random);
      paths.push(miss);
    } else {
      paths.push(pathFor(flat[Math.floor(random() * flat.length)], random));
    }
  }
  return paths;
}
