/*
 * Type-level tests: `npx tsc -p tsconfig.json --noEmit` fails if any of these types is wrong
 * (expectTypeOf is checked by the compiler; @ts-expect-error fails when there is no error).
 */
import { describe, expect, expectTypeOf, it, test } from 'vitest';
import { buildPath, type BuildPathArgs, type PathParams } from './path-params.ts';
import { compileRoutes } from './matcher.ts';

test('PathParams reads params from the pattern', () => {
  expectTypeOf<PathParams<'/product/:id'>>().toEqualTypeOf<{ id: string }>();
  expectTypeOf<PathParams<'/files/*'>>().toEqualTypeOf<{ wildcard: string }>();
  expectTypeOf<PathParams<'/docs/*rest'>>().toEqualTypeOf<{ rest: string }>();
  expectTypeOf<PathParams<'*'>>().toEqualTypeOf<{ path: string }>();
  expectTypeOf<PathParams<'/a/:x/b/:y'>>().toEqualTypeOf<{ x: string; y: string }>();
  expectTypeOf<PathParams<'/demo*'>>().toEqualTypeOf<{ wildcard: string }>();
  expectTypeOf<PathParams<'/u/:id/files/*'>>().toEqualTypeOf<{ id: string; wildcard: string }>();
  expectTypeOf<PathParams<'reviews/:rid'>>().toEqualTypeOf<{ rid: string }>();
});

test('static paths have no params', () => {
  expectTypeOf<PathParams<'/about'>>().toEqualTypeOf<Record<string, never>>();
  expectTypeOf<PathParams<'/'>>().toEqualTypeOf<Record<string, never>>();
  expectTypeOf<PathParams<''>>().toEqualTypeOf<Record<string, never>>();
  expectTypeOf<PathParams<'/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p'>>().toEqualTypeOf<
    Record<string, never>
  >();
});

test('a non-literal pattern gives a string record', () => {
  expectTypeOf<PathParams<string>>().toEqualTypeOf<Record<string, string>>();
});

test('wrong shapes are rejected', () => {
  expectTypeOf<PathParams<'/product/:id'>>().not.toEqualTypeOf<{ id: number }>();
  expectTypeOf<PathParams<'/product/:id'>>().not.toEqualTypeOf<{ id: string; extra: string }>();
  expectTypeOf<PathParams<'/files/*'>>().not.toEqualTypeOf<{ path: string }>();
  expectTypeOf<PathParams<'/a/:x/b/:y'>>().not.toEqualTypeOf<{ x: string }>();
});

test('BuildPathArgs: params are required exactly when the pattern has some', () => {
  expectTypeOf<BuildPathArgs<'/product/:id'>>().toEqualTypeOf<[params: { id: string }]>();
  expectTypeOf<BuildPathArgs<'*'>>().toEqualTypeOf<[params: { path: string }]>();
  expectTypeOf<BuildPathArgs<'/about'>>().toEqualTypeOf<[params?: Record<string, never>]>();
});

describe('buildPath', () => {
  it('fills params in and encodes them', () => {
    expect(buildPath('/product/:id', { id: '1' })).toBe('/product/1');
    expect(buildPath('/a/:x/b/:y', { x: 'a b', y: 'c/d' })).toBe('/a/a%20b/b/c%2Fd');
    expect(buildPath('/t/:tag', { tag: 'café?#' })).toBe('/t/caf%C3%A9%3F%23');
  });

  it('keeps the slashes of star values and drops an empty one', () => {
    expect(buildPath('/files/*', { wildcard: 'a b/c.txt' })).toBe('/files/a%20b/c.txt');
    expect(buildPath('/files/*', { wildcard: '' })).toBe('/files');
    expect(buildPath('/docs/*rest', { rest: 'guide/intro' })).toBe('/docs/guide/intro');
    expect(buildPath('/demo*', { wildcard: 's' })).toBe('/demos');
    expect(buildPath('*', { path: '/x/y z' })).toBe('/x/y%20z');
    expect(buildPath('*', { path: '/' })).toBe('/');
  });

  it('needs no params for static paths', () => {
    expect(buildPath('/about')).toBe('/about');
    expect(buildPath('/')).toBe('/');
    expect(buildPath('about//us/')).toBe('/about/us');
  });

  it('does not throw on lone surrogates', () => {
    expect(buildPath('/t/:tag', { tag: 'a\uD800b' })).toBe('/t/a%EF%BF%BDb');
    expect(buildPath('/t/:tag', { tag: '😀' })).toBe('/t/%F0%9F%98%80');
  });

  it('is a compile error (and a run-time error) to leave a param out', () => {
    // @ts-expect-error id is missing
    expect(() => buildPath('/product/:id', {})).toThrow(/id/);
    // @ts-expect-error params are required
    expect(() => buildPath('/product/:id')).toThrow(/id/);
    // @ts-expect-error wrong param name
    expect(() => buildPath('/files/*', { rest: 'x' })).toThrow(/wildcard/);
  });

  it('round-trips through the matcher', () => {
    const m = compileRoutes([{ path: '/a/:x/b/:y' }, { path: '/files/*' }]);
    const values = { x: 'a b/%', y: 'é' };
    expect(m.match(buildPath('/a/:x/b/:y', values))?.params).toEqual(values);
    expect(m.match(buildPath('/files/*', { wildcard: 'p q/r' }))?.params).toEqual({
      wildcard: 'p q/r',
    });
  });
});
