import { afterEach, describe, expect, it } from 'vitest';
import { provideShared, readShared, SHARED_SCOPE_KEY } from './shared-scope.ts';

const key = Symbol.for(SHARED_SCOPE_KEY);
const holder = globalThis as unknown as Record<symbol, unknown>;

afterEach(() => {
  delete holder[key];
});

describe('the shared scope', () => {
  it('holds what the host provides, merged, under a well-known symbol', () => {
    const first = { a: 1 };
    const second = { b: 2 };
    provideShared({ one: first });
    provideShared({ two: second });
    expect(readShared('one', ['a'])).toBe(first);
    expect(readShared('two')).toBe(second);
    expect(Object.keys(holder[key] as object)).toEqual(['one', 'two']);
    // A specifier given again replaces the module.
    provideShared({ one: second });
    expect(readShared('one')).toBe(second);
  });

  it('says which module or export the host does not share', () => {
    provideShared({ react: { useState: () => 0 } });
    expect(() => readShared('vue')).toThrow('The host shares no module "vue" (see provideShared).');
    expect(() => readShared('constructor')).toThrow('The host shares no module "constructor"');
    expect(() => readShared('toString')).toThrow('The host shares no module "toString"');
    expect(() => readShared('react', ['useState', 'use'])).toThrow(
      'The host\'s shared "react" has no export "use".',
    );
  });
});
