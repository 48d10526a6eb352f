// The four routers behind one interface: `create(flat)` returns `match(path)`, which finds the
// route and its params the way that library is normally used, and returns something non-null
// on a hit. `describe(result)` turns a result into `{ id, params }` for the agreement check
// (ids are indexes into the flattened table; params are normalized to plain string records).
import { match as ptrMatch } from 'path-to-regexp';
import { parse } from 'regexparam';
import { addRoute, createRouter, findRoute } from 'rou3';
import { peerForms } from './routes.mjs';

function plain(params) {
  const out = {};
  for (const key of Object.keys(params ?? {})) {
    const value = params[key];
    out[key] = Array.isArray(value) ? value.join('/') : value;
  }
  return out;
}

/** path-to-regexp: `match()` per route, scanned in declaration order. */
export const pathToRegexp = {
  name: 'path-to-regexp 8.3.0',
  create(flat) {
    const matchers = flat.map((entry, id) => {
      const form = peerForms(entry).pathToRegexp;
      if (form instanceof RegExp) {
        return (path) => {
          const m = form.exec(path);
          return m ? { id, params: { ...m.groups } } : null;
        };
      }
      const fn = ptrMatch(form);
      return (path) => {
        const m = fn(path);
        return m ? { id, params: m.params } : null;
      };
    });
    return (path) => {
      for (let i = 0; i < matchers.length; i++) {
        const m = matchers[i](path);
        if (m) return m;
      }
      return null;
    };
  },
  describe: (r) => (r ? { id: r.id, params: plain(r.params) } : null),
};

/** regexparam (what wouter uses): `parse()` per route, scanned in declaration order. */
export const regexparam = {
  name: 'regexparam 3.0.0',
  create(flat) {
    const parsed = flat.map((entry, id) => {
      const form = peerForms(entry);
      const { keys, pattern } = parse(form.regexparam);
      const names = keys
        ? keys.map((k) => (k === '*' ? (form.regexparamStar ?? 'wildcard') : k))
        : false;
      return { id, names, pattern };
    });
    return (path) => {
      for (let i = 0; i < parsed.length; i++) {
        const { id, names, pattern } = parsed[i];
        const m = pattern.exec(path);
        if (m === null) continue;
        if (names === false) return { id, params: { ...m.groups } };
        const params = {};
        for (let k = 0; k < names.length; k++) params[names[k]] = m[k + 1];
        return { id, params };
      }
      return null;
    };
  },
  describe: (r) => (r ? { id: r.id, params: plain(r.params) } : null),
};

/** rou3: a radix tree, `createRouter` / `addRoute` / `findRoute`. */
export const rou3 = {
  name: 'rou3 1.0.0',
  create(flat) {
    const router = createRouter();
    flat.forEach((entry, id) => addRoute(router, '', peerForms(entry).rou3, id));
    return (path) => findRoute(router, '', path);
  },
  describe: (r) => (r ? { id: r.data, params: plain(r.params) } : null),
};

/** Ours, from the esbuild bundle: `compileRoutes(tree)` then `match()`. */
export function tendril(compileRoutes) {
  let ids = new Map();
  return {
    name: '@tendril/router',
    create(flat, tree) {
      const matcher = compileRoutes(tree);
      ids = new Map(flat.map((entry, id) => [entry.route, id]));
      return (path) => matcher.match(path);
    },
    describe: (r) => (r ? { id: ids.get(r.route), params: plain(r.params) } : null),
  };
}
