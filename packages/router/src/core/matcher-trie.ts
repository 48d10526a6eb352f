/*
 * The matching engine: a segment trie plus a map of static paths and a side list of regex
 * routes. `find(path, after)` returns the route with the LOWEST declaration index greater than
 * `after` that matches `path` — see matcher.ts for why that gives first-match-wins semantics.
 *
 * Every trie node knows the lowest and highest declaration index in its subtree, so a branch
 * that cannot beat the best candidate found so far is never entered. The path is walked by
 * index (no split); the only strings made while searching are the segment keys looked up in
 * the static-children maps (and values being checked against a constraint), and the params
 * object is built once, for the winner.
 */
import {
  TAIL_NONE,
  TAIL_PREFIX,
  TAIL_STAR,
  type Check,
  type FlatRoute,
} from './matcher-patterns.ts';
import { safeDecode } from './matcher-pathname.ts';
import type { RouteDefinition } from './route-types.ts';

/** A route at the end of a trie path, in the static map or in the regex list. */
export type Terminal<R extends RouteDefinition> = FlatRoute<R>;

interface TrieNode<R extends RouteDefinition> {
  minIndex: number;
  maxIndex: number;
  /** A lone static child is compared in place; two or more go into `statics`. */
  staticKey: string | null;
  staticChild: TrieNode<R> | null;
  statics: Map<string, TrieNode<R>> | null;
  param: TrieNode<R> | null;
  /** Routes whose segments end here, by declaration index. */
  ends: Terminal<R>[] | null;
  /** Star, prefix and catch-all routes anchored here, by declaration index. */
  tails: Terminal<R>[] | null;
}

function newNode<R extends RouteDefinition>(): TrieNode<R> {
  return {
    minIndex: Infinity,
    maxIndex: -1,
    staticKey: null,
    staticChild: null,
    statics: null,
    param: null,
    ends: null,
    tails: null,
  };
}

function staticChild<R extends RouteDefinition>(node: TrieNode<R>, key: string): TrieNode<R> {
  if (node.statics !== null) {
    let child = node.statics.get(key);
    if (child === undefined) node.statics.set(key, (child = newNode()));
    return child;
  }
  if (node.staticChild === null) {
    node.staticKey = key;
    return (node.staticChild = newNode());
  }
  if (node.staticKey === key) return node.staticChild;
  const child = newNode<R>();
  node.statics = new Map([
    [node.staticKey as string, node.staticChild],
    [key, child],
  ]);
  node.staticKey = null;
  node.staticChild = null;
  return child;
}

/**
 * Literal text every match of an anchored regex must start with (`^\/archive\/(\d{4})` →
 * `/archive/`), so most regex routes are ruled out with one `startsWith`. Conservative: returns
 * '' whenever unsure (case-insensitive or multiline flags, any alternation, non-ASCII text).
 */
export function literalPrefix(re: RegExp): string {
  const src = re.source;
  if (re.ignoreCase || re.multiline || src.charCodeAt(0) !== 94 /* ^ */ || src.includes('|')) {
    return '';
  }
  let out = '';
  for (let i = 1; i < src.length; i++) {
    let ch = src.charAt(i);
    let next = i + 1;
    if (ch === '\\') {
      const escaped = src.charAt(i + 1);
      if (!/^[/.\-^$*+?()[\]{}|\\]$/.test(escaped)) break;
      ch = escaped;
      next = i + 2;
    } else if (!/^[A-Za-z0-9_~!@%&=,;:'"<> `-]$/.test(ch)) {
      break;
    }
    const after = src.charAt(next);
    if (after === '?' || after === '*' || after === '+' || after === '{') break;
    out += ch;
    i = next - 1;
  }
  return out;
}

/** A compiled route set (one for primary routes, one for global routes). */
export class Engine<R extends RouteDefinition> {
  readonly #root: TrieNode<R> = newNode();
  readonly #staticMap = new Map<string, Terminal<R>[]>();
  readonly #regexes: Terminal<R>[] = [];
  /** Literal prefixes of the regex routes, by position in `regexes`. */
  readonly #regexPrefixes: string[] = [];
  readonly #starts: Int32Array;
  readonly #ends: Int32Array;
  // Search state, reset by every find().
  #path = '';
  #after = -1;
  #best = Infinity;
  #winner: Terminal<R> | null = null;
  #regexParams: Record<string, string> | null = null;

  constructor(entries: readonly FlatRoute<R>[]) {
    let maxDepth = 0;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as FlatRoute<R>;
      const kind = entry.kind;
      if (kind === 'group') continue;
      if (kind === 'regex') {
        this.#regexes.push(entry);
        this.#regexPrefixes.push(literalPrefix(entry.regex as RegExp));
      } else if (kind === 'static') {
        const list = this.#staticMap.get(entry.fullPath);
        if (list === undefined) this.#staticMap.set(entry.fullPath, [entry]);
        else list.push(entry);
      } else {
        if (entry.segments.length > maxDepth) maxDepth = entry.segments.length;
        this.#insert(entry);
      }
    }
    this.#starts = new Int32Array(maxDepth + 1);
    this.#ends = new Int32Array(maxDepth + 1);
  }

  #insert(entry: Terminal<R>): void {
    const index = entry.index;
    const segments = entry.segments;
    let node = this.#root;
    for (let depth = 0; ; depth++) {
      if (index < node.minIndex) node.minIndex = index;
      if (index > node.maxIndex) node.maxIndex = index;
      if (depth === segments.length) break;
      const segment = segments[depth] as string;
      node =
        segment.charCodeAt(0) === 58 /* : */
          ? (node.param ??= newNode())
          : staticChild(node, segment);
    }
    // One-element literals rather than push() onto []: no slack capacity in the tables.
    if (entry.tail === TAIL_NONE) {
      if (node.ends === null) node.ends = [entry];
      else node.ends.push(entry);
    } else if (node.tails === null) {
      node.tails = [entry];
    } else {
      node.tails.push(entry);
    }
  }

  /** The matching route with the lowest declaration index above `after`, or null. */
  find(path: string, after: number): Terminal<R> | null {
    this.#path = path;
    this.#after = after;
    this.#best = Infinity;
    this.#winner = null;
    this.#regexParams = null;
    const statics = this.#staticMap.get(path);
    if (statics !== undefined) {
      for (const t of statics) {
        if (t.index > after) {
          this.#best = t.index;
          this.#winner = t;
          break;
        }
      }
    }
    if (this.#root.minIndex < this.#best && this.#root.maxIndex > after)
      this.#search(this.#root, 1, 0);
    const regexes = this.#regexes;
    for (let i = 0; i < regexes.length; i++) {
      const t = regexes[i] as Terminal<R>;
      if (t.index >= this.#best) break;
      if (t.index <= after) continue;
      const prefix = this.#regexPrefixes[i] as string;
      if (prefix !== '' && !path.startsWith(prefix)) continue;
      const params = regexMatch(t, path);
      if (params !== null) {
        this.#best = t.index;
        this.#winner = t;
        this.#regexParams = params;
        break;
      }
    }
    return this.#winner;
  }

  #search(node: TrieNode<R>, pos: number, depth: number): void {
    const path = this.#path;
    const len = path.length;
    if (pos >= len) {
      // No segment left: routes ending here, and tails that accept an empty rest.
      const ends = node.ends;
      if (ends !== null) this.#pick(ends, pos, false);
      const tails = node.tails;
      if (tails !== null) this.#pick(tails, pos, false);
      return;
    }
    let end = path.indexOf('/', pos);
    if (end === -1) end = len;
    this.#starts[depth] = pos;
    this.#ends[depth] = end;
    const tails = node.tails;
    if (tails !== null) this.#pick(tails, pos, true);
    let child: TrieNode<R> | null | undefined;
    if (node.statics !== null) {
      child = node.statics.get(path.slice(pos, end));
    } else if (node.staticKey !== null) {
      const key = node.staticKey;
      if (key.length === end - pos && path.startsWith(key, pos)) child = node.staticChild;
    }
    if (child != null && child.minIndex < this.#best && child.maxIndex > this.#after) {
      this.#search(child, end + 1, depth + 1);
    }
    child = node.param;
    if (child !== null && child.minIndex < this.#best && child.maxIndex > this.#after) {
      this.#search(child, end + 1, depth + 1);
    }
  }

  /** Takes the first terminal (by index) in `list` that beats the best and passes its checks. */
  #pick(list: readonly Terminal<R>[], pos: number, hasSegment: boolean): void {
    for (let i = 0; i < list.length; i++) {
      const t = list[i] as Terminal<R>;
      if (t.index >= this.#best) return;
      if (t.index <= this.#after) continue;
      if (t.tail === TAIL_PREFIX && !(hasSegment && this.#path.startsWith(t.prefix, pos))) continue;
      if (t.checks !== null && !this.#passes(t, pos)) continue;
      this.#best = t.index;
      this.#winner = t;
      return;
    }
  }

  #passes(t: Terminal<R>, pos: number): boolean {
    for (const check of t.checks as readonly Check[]) {
      const raw =
        check.depth >= 0
          ? this.#path.slice(this.#starts[check.depth], this.#ends[check.depth])
          : tailValue(t, this.#path, pos);
      if (!check.pattern.test(safeDecode(raw))) return false;
    }
    return true;
  }

  /** Params of the route the last find() returned. */
  paramsOf(t: Terminal<R>, path: string): Record<string, string> {
    if (t.regex !== null) return this.#regexParams ?? {};
    const params: Record<string, string> = {};
    const names = t.names;
    const depths = t.depths;
    if (names.length === 0 && t.tail === TAIL_NONE) return params;
    // Walk the segments again, by index, up to the tail.
    const len = path.length;
    const tailDepth = t.segments.length;
    let pos = 1;
    let k = 0;
    for (let depth = 0; depth < tailDepth; depth++) {
      let end = path.indexOf('/', pos);
      if (end === -1) end = len;
      if (k < names.length && depths[k] === depth) {
        params[names[k] as string] = safeDecode(path.slice(pos, end));
        k++;
      }
      pos = end + 1;
    }
    if (t.tail !== TAIL_NONE) params[t.tailName] = safeDecode(tailValue(t, path, pos));
    return params;
  }
}

function tailValue<R extends RouteDefinition>(t: Terminal<R>, path: string, pos: number): string {
  switch (t.tail) {
    case TAIL_STAR:
      return pos < path.length ? path.slice(pos) : '';
    case TAIL_PREFIX:
      return path.slice(pos + t.prefix.length);
    default:
      return path;
  }
}

/** Runs a regex route; returns its params when it matches and passes its constraints. */
function regexMatch<R extends RouteDefinition>(
  t: Terminal<R>,
  path: string,
): Record<string, string> | null {
  const m = (t.regex as RegExp).exec(path);
  if (m === null) return null;
  const params: Record<string, string> = {};
  const names = t.names;
  for (let i = 0; i < names.length; i++) {
    const value = m[i + 1];
    if (value !== undefined) params[names[i] as string] = safeDecode(value);
  }
  if (m.groups !== undefined) {
    for (const name of Object.keys(m.groups)) {
      const value = m.groups[name];
      if (value !== undefined && name !== '__proto__') params[name] = safeDecode(value);
    }
  }
  if (t.checks !== null) {
    for (const c of t.checks) {
      const value = params[c.name];
      if (value !== undefined && !c.pattern.test(value)) return null;
    }
  }
  return params;
}
