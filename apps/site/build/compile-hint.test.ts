import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintedMappings, withCompileHint } from './compile-hint.ts';

describe("the entry's compile hint", () => {
  it("puts V8's magic comment alone on the first line", () => {
    expect(withCompileHint('var a=1;')).toBe('//# allFunctionsCalledOnLoad\nvar a=1;');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('moves every mapping one line down', () => {
    expect(hintedMappings('AAAA;AACA')).toBe(';AAAA;AACA');
  });
});
