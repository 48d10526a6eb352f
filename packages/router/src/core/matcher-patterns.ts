/*
 * Route patterns, parsed once: a route tree is flattened in declaration order (pre-order) into
 * entries whose paths are joined with their ancestors' and split into segments plus a tail
 * (`*`, `*name`, `text*` or the catch-all `*`). Invalid patterns throw here, at compile time,
 * with a message naming the route: it is a programming error, not a runtime input.
 */
import type { CompiledRouteKind, RouteDefinition } from './route-types.ts';

/** One segment before the tail: static text, or a `:name` parameter. */
export type PatternSegment =
  | { readonly param: false; readonly text: string }
  | { readonly param: true; readonly name: string };

/** What follows the segments. */
export type PatternTail =
  | { readonly kind: 'none' }
  /** `*` or `*name` as the last segment: the rest of the path, possibly empty. */
  | { readonly kind: 'star'; readonly name: string }
  /** `text*` as the last segment: a segment starting with `text`, then anything. */
  | { readonly kind: 'prefix'; readonly text: string; readonly name: string }
  /** The path `*`: everything (under the parent); captures the whole pathname. */
  | { readonly kind: 'catch-all'; readonly name: string };

/** A param constraint as it applies to one route. */
export interface Constraint {
  readonly name: string;
  readonly pattern: RegExp;
}

/** One route of the tree, flattened. */
export interface FlatRoute<R extends RouteDefinition> {
  readonly index: number;
  readonly route: R;
  readonly chain: readonly R[];
  readonly kind: CompiledRouteKind;
  readonly fullPath: string;
  readonly paramNames: readonly string[];
  readonly global: boolean;
  /** Segments (for `path` routes; empty otherwise). */
  readonly segments: readonly PatternSegment[];
  readonly tail: PatternTail;
  /** For regex routes: the regex (without `g`/`y`, so it is stateless). */
  readonly regex: RegExp | null;
  /** Own and inherited constraints that name one of this route's params. */
  readonly constraints: readonly Constraint[];
}

export const WILDCARD = 'wildcard';
export const CATCH_ALL_PARAM = 'path';
const NO_TAIL: PatternTail = { kind: 'none' };

/** Flattens a route tree in declaration order (parent, its children, then the next sibling). */
export function flattenRoutes<R extends RouteDefinition>(routes: readonly R[]): FlatRoute<R>[] {
  const out: FlatRoute<R>[] = [];
  visit(routes, [], [], [], false, out);
  return out;
}

function visit<R extends RouteDefinition>(
  routes: readonly R[],
  parentChain: readonly R[],
  parentSegments: readonly PatternSegment[],
  inherited: readonly Constraint[],
  parentGlobal: boolean,
  out: FlatRoute<R>[],
): void {
  for (const route of routes) {
    const chain = Object.freeze([...parentChain, route]);
    const global = parentGlobal || route.global === true;
    const own = ownConstraints(route);
    const all = own.length === 0 ? inherited : [...inherited, ...own];
    const index = out.length;
    const { path, regex } = route;
    if (path !== undefined && regex !== undefined) {
      throw new Error(`Route ${index} has both a path and a regex; give it one of them.`);
    }
    if (regex !== undefined) {
      if (!(regex instanceof RegExp)) throw new Error(`Route ${index}: regex must be a RegExp.`);
      if (route.children !== undefined && route.children.length > 0) {
        throw new Error(
          `Regex route ${String(regex)} cannot have children (their paths would have no parent path).`,
        );
      }
      const paramNames = [...(route.paramNames ?? [])];
      for (const name of paramNames) checkName(name, String(regex));
      out.push({
        index,
        route,
        chain,
        kind: 'regex',
        fullPath: regex.source,
        paramNames,
        global,
        segments: [],
        tail: NO_TAIL,
        regex: stateless(regex),
        constraints: all,
      });
      continue;
    }
    if (path === undefined) {
      out.push({
        index,
        route,
        chain,
        kind: 'group',
        fullPath: formatPath(parentSegments, NO_TAIL),
        paramNames: [],
        global,
        segments: parentSegments,
        tail: NO_TAIL,
        regex: null,
        constraints: [],
      });
      if (route.children) visit(route.children, chain, parentSegments, all, global, out);
      continue;
    }
    if (typeof path !== 'string') throw new Error(`Route ${index}: path must be a string.`);
    const parsed = parsePath(path, parentSegments);
    const paramNames = parsed.segments.flatMap((s) => (s.param ? [s.name] : []));
    if (parsed.tail.kind !== 'none') paramNames.push(parsed.tail.name);
    const seen = new Set<string>();
    for (const name of paramNames) {
      if (seen.has(name))
        throw new Error(`Route "${path}" declares the parameter "${name}" twice.`);
      seen.add(name);
    }
    for (const c of own) {
      if (!seen.has(c.name)) {
        throw new Error(
          `Route "${path}" constrains "${c.name}", which is not one of its parameters.`,
        );
      }
    }
    const kind: CompiledRouteKind =
      parsed.tail.kind === 'none'
        ? paramNames.length === 0
          ? 'static'
          : 'dynamic'
        : parsed.tail.kind;
    out.push({
      index,
      route,
      chain,
      kind,
      fullPath: formatPath(parsed.segments, parsed.tail),
      paramNames,
      global,
      segments: parsed.segments,
      tail: parsed.tail,
      regex: null,
      constraints: all.filter((c) => seen.has(c.name)),
    });
    if (route.children !== undefined && route.children.length > 0) {
      if (parsed.tail.kind !== 'none') {
        throw new Error(`Route "${path}" ends in "*" and so cannot have children.`);
      }
      visit(route.children, chain, parsed.segments, all, global, out);
    }
  }
}

function ownConstraints(route: RouteDefinition): Constraint[] {
  const params = route.params;
  if (params === undefined) return [];
  return Object.keys(params).map((name) => {
    const pattern = params[name];
    if (!(pattern instanceof RegExp))
      throw new Error(`The constraint for "${name}" must be a RegExp.`);
    return { name, pattern: stateless(pattern) };
  });
}

/** A `g` or `y` regex keeps `lastIndex` between calls; matching must not depend on history. */
function stateless(re: RegExp): RegExp {
  return re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re;
}

function checkName(name: string, path: string): void {
  if (name === '' || name.includes(':') || name.includes('*') || name.includes('/')) {
    throw new Error(`Route "${path}" has an invalid parameter name "${name}".`);
  }
  if (name === '__proto__')
    throw new Error(`Route "${path}": "__proto__" cannot name a parameter.`);
}

/** Parses a (relative) path and appends its segments to the parent's. */
export function parsePath(
  path: string,
  parentSegments: readonly PatternSegment[],
): { segments: PatternSegment[]; tail: PatternTail } {
  const segments = [...parentSegments];
  if (path === '*') return { segments, tail: { kind: 'catch-all', name: CATCH_ALL_PARAM } };
  const parts = path.split('/').filter((part) => part !== '');
  let tail: PatternTail = NO_TAIL;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (part.startsWith(':')) {
      const name = part.slice(1);
      checkName(name, path);
      segments.push({ param: true, name });
    } else if (part.startsWith('*')) {
      if (!last) throw new Error(`Route "${path}": a "*" segment must be the last one.`);
      const name = part === '*' ? WILDCARD : part.slice(1);
      checkName(name, path);
      tail = { kind: 'star', name };
    } else if (part.endsWith('*')) {
      if (!last) throw new Error(`Route "${path}": a prefix "text*" must be the last segment.`);
      const text = part.slice(0, -1);
      if (text.includes('*')) throw new Error(`Route "${path}" has a "*" inside a segment.`);
      tail = { kind: 'prefix', text, name: WILDCARD };
    } else {
      if (part.includes('*')) throw new Error(`Route "${path}" has a "*" inside a segment.`);
      segments.push({ param: false, text: part });
    }
  });
  return { segments, tail };
}

/** The canonical text of a pattern, for devtools and the static-route map. */
export function formatPath(segments: readonly PatternSegment[], tail: PatternTail): string {
  let out = '';
  for (const s of segments) out += '/' + (s.param ? ':' + s.name : s.text);
  switch (tail.kind) {
    case 'none':
      return out === '' ? '/' : out;
    case 'star':
      return out + (tail.name === WILDCARD ? '/*' : '/*' + tail.name);
    case 'prefix':
      return out + '/' + tail.text + '*';
    case 'catch-all':
      return out === '' ? '*' : out + '/*';
  }
}
