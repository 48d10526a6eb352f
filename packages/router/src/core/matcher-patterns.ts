/*
 * Route patterns, parsed once: a route tree is flattened in declaration order (pre-order) into
 * entries whose paths are joined with their ancestors' and split into segments plus a tail
 * (`*`, `*name`, `text*` or the catch-all `*`). Invalid patterns throw here, at compile time,
 * with a message naming the route: it is a programming error, not a runtime input.
 *
 * Compiling runs once, cold (before the JIT has warmed up), so this file favours few
 * allocations: one entry object per route, raw segment strings, arrays shared with the parent
 * whenever a child adds nothing to them, and exact-size arrays otherwise (everything built here
 * survives, so every byte of slack is copied by each garbage collection while compiling).
 */
import type { CompiledRoute, CompiledRouteKind, RouteDefinition } from './route-types.ts';

/** What follows the segments, as a small integer. */
export const TAIL_NONE = 0;
/** `*` or `*name` as the last segment: the rest of the path, possibly empty. */
export const TAIL_STAR = 1;
/** `text*` as the last segment: a segment starting with `text`, then anything. */
export const TAIL_PREFIX = 2;
/** The path `*`: everything (under the parent); captures the whole pathname. */
export const TAIL_CATCH_ALL = 3;

export const WILDCARD = 'wildcard';
export const CATCH_ALL_PARAM = 'path';

/** A constraint located where the search can read its value. */
export interface Check {
  readonly name: string;
  /** Segment depth of a `:param`, or -1 for the tail capture. */
  readonly depth: number;
  readonly pattern: RegExp;
}

/** One route of the tree, flattened: the public `CompiledRoute` plus what matching needs. */
export interface FlatRoute<R extends RouteDefinition> extends CompiledRoute<R> {
  /** Full pattern segments before the tail, ancestors' included: `:name` or static text. */
  readonly segments: readonly string[];
  /** `:param` names in path order, and the segment depth each one is read from. */
  readonly names: readonly string[];
  readonly depths: readonly number[];
  readonly tail: number;
  readonly tailName: string;
  /** For `text*`: the text. */
  readonly prefix: string;
  /** Own and inherited constraints that name one of this route's params. */
  readonly checks: readonly Check[] | null;
  /** For regex routes: the regex (without `g`/`y`, so it is stateless). */
  readonly regex: RegExp | null;
}

// Replaced by bundlers at build time, as in the React layer: a production build throws one short
// message, a development build says which route is wrong and why (a programming error, found in
// development). Read only on the way to a throw: a valid route table never evaluates it.
declare const process: { env: { NODE_ENV?: string } };

const invalid = (message: string | false) => new Error(message || 'Invalid route table');

type Constraint = readonly [name: string, pattern: RegExp];

const NONE: readonly never[] = [];

/**
 * Flattens a route tree in declaration order (parent, its children, then the next sibling).
 * `added` holds children given to a route after it was declared (`router.addRoutes`): they
 * follow its declared children.
 */
export function flattenRoutes<R extends RouteDefinition>(
  routes: readonly R[],
  added?: ReadonlyMap<R, readonly R[]>,
): FlatRoute<R>[] {
  const out: Entry<R>[] = [];
  visit(routes, null, out, NONE, added);
  return out;
}

function visit<R extends RouteDefinition>(
  routes: readonly R[],
  parent: Entry<R> | null,
  out: Entry<R>[],
  inherited: readonly Constraint[],
  added: ReadonlyMap<R, readonly R[]> | undefined,
): void {
  for (let i = 0; i < routes.length; i++) {
    const route = routes[i] as R;
    const index = out.length;
    const { path, regex } = route;
    const later = added?.get(route);
    const children = later ? [...((route.children as R[]) ?? NONE), ...later] : route.children;
    const hasChildren = children !== undefined && children.length > 0;
    const constraints = route.params === undefined ? inherited : addOwn(inherited, route.params);
    let entry: Entry<R>;
    if (regex !== undefined) {
      if (path !== undefined) {
        throw invalid(
          process.env.NODE_ENV !== 'production' &&
            `Route ${index} has both a path and a regex; give it one of them.`,
        );
      }
      entry = regexEntry(route, regex, index, parent, constraints);
      if (hasChildren) {
        throw invalid(
          process.env.NODE_ENV !== 'production' &&
            `Regex route ${String(regex)} cannot have children (their paths would have no parent path).`,
        );
      }
    } else if (path === undefined) {
      entry = groupEntry(route, index, parent);
    } else {
      entry = pathEntry(route, path, index, parent, constraints);
      if (hasChildren && entry.tail !== TAIL_NONE) {
        throw invalid(
          process.env.NODE_ENV !== 'production' &&
            `Route "${path}" ends in "*" and so cannot have children.`,
        );
      }
    }
    out.push(entry);
    if (hasChildren) visit(children as readonly R[], entry, out, constraints, added);
  }
}

function addOwn(
  inherited: readonly Constraint[],
  params: Readonly<Record<string, RegExp>>,
): readonly Constraint[] {
  const out = inherited.slice();
  for (const name of Object.keys(params)) {
    const pattern = params[name];
    if (!(pattern instanceof RegExp)) {
      throw invalid(
        process.env.NODE_ENV !== 'production' && `The constraint for "${name}" must be a RegExp.`,
      );
    }
    out.push([name, stateless(pattern)]);
  }
  return out;
}

/** A `g` or `y` regex keeps `lastIndex` between calls; matching must not depend on history. */
function stateless(re: RegExp): RegExp {
  return re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re;
}

function checkName(name: string, path: string): void {
  if (name === '' || name.includes(':') || name.includes('*') || name.includes('/')) {
    throw invalid(
      process.env.NODE_ENV !== 'production' &&
        `Route "${path}" has an invalid parameter name "${name}".`,
    );
  }
  if (name === '__proto__')
    throw invalid(
      process.env.NODE_ENV !== 'production' &&
        `Route "${path}": "__proto__" cannot name a parameter.`,
    );
}

/** A flattened route. Its chain is built on first use, then kept. */
class Entry<R extends RouteDefinition> implements FlatRoute<R> {
  // Declared, then assigned in the constructor: plain stores, cheaper in cold code than class
  // fields (which parameter properties compile to), each defined and then assigned again.
  declare readonly route: R;
  declare readonly index: number;
  declare private readonly parent: Entry<R> | null;
  declare readonly kind: CompiledRouteKind;
  declare readonly fullPath: string;
  declare readonly segments: readonly string[];
  declare readonly names: readonly string[];
  declare readonly depths: readonly number[];
  declare readonly tail: number;
  declare readonly tailName: string;
  declare readonly prefix: string;
  declare readonly checks: readonly Check[] | null;
  declare readonly regex: RegExp | null;
  declare readonly paramNames: readonly string[];
  declare readonly global: boolean;
  declare private cachedChain: readonly R[] | null;

  constructor(
    route: R,
    index: number,
    parent: Entry<R> | null,
    kind: CompiledRouteKind,
    fullPath: string,
    segments: readonly string[],
    names: readonly string[],
    depths: readonly number[],
    tail: number,
    tailName: string,
    prefix: string,
    checks: readonly Check[] | null,
    regex: RegExp | null,
    paramNames: readonly string[],
  ) {
    this.route = route;
    this.index = index;
    this.parent = parent;
    this.kind = kind;
    this.fullPath = fullPath;
    this.segments = segments;
    this.names = names;
    this.depths = depths;
    this.tail = tail;
    this.tailName = tailName;
    this.prefix = prefix;
    this.checks = checks;
    this.regex = regex;
    this.paramNames = paramNames;
    this.global = route.global === true || (parent !== null && parent.global);
    this.cachedChain = null;
  }

  get chain(): readonly R[] {
    if (this.cachedChain === null) {
      this.cachedChain = Object.freeze(
        this.parent === null ? [this.route] : this.parent.chain.concat([this.route]),
      );
    }
    return this.cachedChain;
  }
}

function regexEntry<R extends RouteDefinition>(
  route: R,
  regex: RegExp,
  index: number,
  parent: Entry<R> | null,
  constraints: readonly Constraint[],
): Entry<R> {
  if (!(regex instanceof RegExp))
    throw invalid(
      process.env.NODE_ENV !== 'production' && `Route ${index}: regex must be a RegExp.`,
    );
  const names = route.paramNames === undefined ? NONE : route.paramNames.slice();
  for (const name of names) checkName(name, String(regex));
  const checks = constraints.map(([name, pattern]) => ({ name, depth: -1, pattern }));
  return new Entry(
    route,
    index,
    parent,
    'regex',
    regex.source,
    NONE,
    names,
    NONE,
    TAIL_NONE,
    '',
    '',
    checks.length === 0 ? null : checks,
    stateless(regex),
    names,
  );
}

function groupEntry<R extends RouteDefinition>(
  route: R,
  index: number,
  parent: Entry<R> | null,
): Entry<R> {
  const segments = parent === null ? NONE : parent.segments;
  const names = parent === null ? NONE : parent.names;
  const depths = parent === null ? NONE : parent.depths;
  const fullPath = parent === null ? '/' : basePath(parent);
  return new Entry(
    route,
    index,
    parent,
    'group',
    fullPath,
    segments,
    names,
    depths,
    TAIL_NONE,
    '',
    '',
    null,
    null,
    NONE,
  );
}

/** The parent's pattern as a prefix for its children (`/` for the root). */
function basePath<R extends RouteDefinition>(parent: FlatRoute<R>): string {
  return parent.kind === 'regex' || parent.segments.length === 0 ? '/' : parent.fullPath;
}

function pathEntry<R extends RouteDefinition>(
  route: R,
  path: string,
  index: number,
  parent: Entry<R> | null,
  constraints: readonly Constraint[],
): Entry<R> {
  if (typeof path !== 'string')
    throw invalid(
      process.env.NODE_ENV !== 'production' && `Route ${index}: path must be a string.`,
    );
  let segments = parent === null ? NONE : parent.segments;
  let names = parent === null ? NONE : parent.names;
  let depths = parent === null ? NONE : parent.depths;
  let base = parent === null ? '' : basePath(parent);
  if (base === '/') base = '';
  let tail = TAIL_NONE;
  let tailName = '';
  let prefix = '';
  let fullPath: string;

  if (path === '*') {
    tail = TAIL_CATCH_ALL;
    tailName = CATCH_ALL_PARAM;
    fullPath = base === '' ? '*' : base + '/*';
  } else {
    // Compact the own segments into `parts` itself (exact-size arrays keep the compiled
    // tables small: an array grown by push() carries slack that every GC has to copy).
    const parts = path.split('/');
    let last = parts.length - 1;
    while (last >= 0 && parts[last] === '') last--;
    let clean = last === parts.length - 1;
    let count = 0;
    let ownNames: string[] | null = null;
    let ownDepths: number[] | null = null;
    for (let i = 0; i <= last; i++) {
      const part = parts[i] as string;
      if (part === '') {
        if (i > 0) clean = false;
        continue;
      }
      const code = part.charCodeAt(0);
      if (code === 42 /* * */) {
        if (i !== last)
          throw invalid(
            process.env.NODE_ENV !== 'production' &&
              `Route "${path}": a "*" segment must be the last one.`,
          );
        tail = TAIL_STAR;
        tailName = part === '*' ? WILDCARD : part.slice(1);
        checkName(tailName, path);
        continue;
      }
      if (code !== 58 /* : */ && part.includes('*')) {
        prefix = part.slice(0, -1);
        if (!part.endsWith('*') || prefix.includes('*')) {
          throw invalid(
            process.env.NODE_ENV !== 'production' && `Route "${path}" has a "*" inside a segment.`,
          );
        }
        if (i !== last) {
          throw invalid(
            process.env.NODE_ENV !== 'production' &&
              `Route "${path}": a prefix "text*" must be the last segment.`,
          );
        }
        tail = TAIL_PREFIX;
        tailName = WILDCARD;
        continue;
      }
      if (code === 58) {
        const name = part.slice(1);
        checkName(name, path);
        if (names.includes(name) || (ownNames !== null && ownNames.includes(name))) {
          throw invalid(
            process.env.NODE_ENV !== 'production' &&
              `Route "${path}" declares the parameter "${name}" twice.`,
          );
        }
        const depth = segments.length + count;
        if (ownNames === null || ownDepths === null) {
          ownNames = [name];
          ownDepths = [depth];
        } else {
          ownNames.push(name);
          ownDepths.push(depth);
        }
      }
      parts[count++] = part;
    }
    parts.length = count;
    if (count > 0) segments = segments.length === 0 ? parts : segments.concat(parts);
    if (ownNames !== null && ownDepths !== null) {
      names = names.length === 0 ? ownNames : names.concat(ownNames);
      depths = depths.length === 0 ? ownDepths : depths.concat(ownDepths);
    }
    // The pattern's own text, normalized: the path itself when it already is.
    const own = clean
      ? path.charCodeAt(0) === 47
        ? path
        : '/' + path
      : count === 0 && tail === TAIL_NONE
        ? '/'
        : '/' +
          path
            .split('/')
            .filter((part) => part !== '')
            .join('/');
    fullPath = own === '/' ? (base === '' ? '/' : base) : base + own;
  }
  if (tail !== TAIL_NONE && names.includes(tailName)) {
    throw invalid(
      process.env.NODE_ENV !== 'production' &&
        `Route "${path}" declares the parameter "${tailName}" twice.`,
    );
  }
  const paramNames = tail === TAIL_NONE ? names : names.concat(tailName);

  let checks: Check[] | null = null;
  const ownCount = route.params === undefined ? 0 : Object.keys(route.params).length;
  for (let i = 0; i < constraints.length; i++) {
    const [name, pattern] = constraints[i] as Constraint;
    const at = names.indexOf(name);
    if (at !== -1 || name === tailName) {
      (checks ??= []).push({ name, depth: at === -1 ? -1 : (depths[at] as number), pattern });
    } else if (i >= constraints.length - ownCount) {
      throw invalid(
        process.env.NODE_ENV !== 'production' &&
          `Route "${path}" constrains "${name}", which is not one of its parameters.`,
      );
    }
  }
  const kind: CompiledRouteKind =
    tail === TAIL_NONE
      ? names.length === 0
        ? 'static'
        : 'dynamic'
      : tail === TAIL_STAR
        ? 'star'
        : tail === TAIL_PREFIX
          ? 'prefix'
          : 'catch-all';
  return new Entry(
    route,
    index,
    parent,
    kind,
    fullPath,
    segments,
    names,
    depths,
    tail,
    tailName,
    prefix,
    checks,
    null,
    paramNames,
  );
}
