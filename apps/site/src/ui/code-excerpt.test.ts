import { describe, expect, it } from 'vitest';
import { codeRegion, regionNames } from './code-excerpt.ts';

const source = [
  "import { signal } from '@tendril/signals';",
  'export function Demo() {',
  '  // #region counter',
  '  const count = signal(0);',
  '',
  '  count.value++;',
  '  // #endregion',
  '}',
].join('\n');

describe('codeRegion', () => {
  it('returns the marked lines without their common indentation', () => {
    expect(codeRegion(source, 'counter')).toBe('const count = signal(0);\n\ncount.value++;');
  });

  it('says which region is missing or unterminated', () => {
    expect(() => codeRegion(source, 'other')).toThrow('No "// #region other" in the source');
    expect(() => codeRegion('// #region open\nx', 'open')).toThrow(
      'The region "open" has no "// #endregion"',
    );
  });
});

describe('regionNames', () => {
  it('lists the marked regions in order', () => {
    expect(regionNames(source)).toEqual(['counter']);
    expect(regionNames('// #region a\nx\n// #endregion\n  // #region b-2\n// #endregion')).toEqual([
      'a',
      'b-2',
    ]);
    expect(regionNames('const region = 1; // not a #region marker')).toEqual([]);
  });
});
