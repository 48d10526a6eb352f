import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands.ts';

describe('groupThousands', () => {
  it('separates thousands as English writes them', () => {
    expect(groupThousands(7)).toBe('7');
    expect(groupThousands(1200)).toBe('1,200');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });
});
