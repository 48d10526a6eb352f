import { describe, expect, it } from 'vitest';
import { codeRegion } from './code-excerpt.ts';

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
