/*
 * Typed params from a path pattern, and the inverse: building an href from a pattern and
 * params. The type-level parser follows the matcher's rules (matcher-patterns.ts):
 * `:name` → name, a last segment `*` → wildcard, `*name` → name, `text*` → wildcard, and the
 * path `*` → path.
 */

/** The param a single segment declares, or never. */
type SegmentParam<S extends string> = S extends `:${infer Name}`
  ? Name
  : S extends `*${infer Name}`
    ? Name extends ''
      ? 'wildcard'
      : Name
    : S extends `${string}*`
      ? 'wildcard'
      : never;

/** The union of param names in a path (tail-recursive, so long paths are fine). */
type ParamNames<
  P extends string,
  Acc extends string = never,
> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Rest, Acc | SegmentParam<Head>>
  : Acc | SegmentParam<P>;

/**
 * The params a path pattern yields: `PathParams<'/product/:id'>` is `{ id: string }`,
 * `PathParams<'/files/*'>` is `{ wildcard: string }`, `PathParams<'/docs/*rest'>` is
 * `{ rest: string }`, `PathParams<'*'>` is `{ path: string }`, and a static path gives
 * `Record<string, never>`. A non-literal `string` gives `Record<string, string>`.
 */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : P extends '*'
    ? { path: string }
    : [ParamNames<P>] extends [never]
      ? Record<string, never>
      : { [K in ParamNames<P>]: string };

type HasParams<P extends string> = P extends '*'
  ? true
  : [ParamNames<P>] extends [never]
    ? false
    : true;

/** The arguments after the pattern: params are required exactly when the pattern has some. */
export type BuildPathArgs<P extends string> = string extends P
  ? [params?: Record<string, string>]
  : HasParams<P> extends true
    ? [params: PathParams<P>]
    : [params?: PathParams<P>];

/**
 * Builds an href from a pattern and its params, percent-encoding the values (a star value
 * keeps its `/` separators). `buildPath('/product/:id', { id: '1' })` is `'/product/1'`;
 * leaving out `id` is a compile error (and throws at run time for untyped callers).
 */
export function buildPath<P extends string>(pattern: P, ...args: BuildPathArgs<P>): string {
  const params: Readonly<Record<string, string | undefined>> = args[0] ?? {};
  const read = (name: string): string => {
    const value = params[name];
    if (typeof value !== 'string')
      throw new Error(`buildPath("${pattern}"): missing param "${name}".`);
    return value;
  };
  if (pattern === '*') return '/' + encodeRest(read('path').replace(/^\/+/, ''));
  let out = '';
  for (const segment of pattern.split('/')) {
    if (segment === '') continue;
    if (segment.startsWith(':')) {
      out += '/' + encodeSegment(read(segment.slice(1)));
    } else if (segment.startsWith('*')) {
      const rest = encodeRest(read(segment === '*' ? 'wildcard' : segment.slice(1)));
      if (rest !== '') out += '/' + rest;
    } else if (segment.endsWith('*')) {
      out += '/' + segment.slice(0, -1) + encodeRest(read('wildcard'));
    } else {
      out += '/' + segment;
    }
  }
  return out === '' ? '/' : out;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` that replaces lone surrogates instead of throwing. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
  }
}

function encodeRest(value: string): string {
  return value.split('/').map(encodeSegment).join('/');
}
