import { describe, expect, it, vi } from 'vitest';

// The real library, watched: the test sees the settings the site's merger is created with.
vi.mock('tailwind-merge', async (importOriginal) => {
  const original = await importOriginal<typeof import('tailwind-merge')>();
  return { ...original, extendTailwindMerge: vi.fn(original.extendTailwindMerge) };
});

const { extendTailwindMerge } = await import('tailwind-merge');
const { cn, CLASS_MERGE_CACHE_SIZE } = await import('./cn.ts');

describe('cn', () => {
  it('creates its class merger with a cache of 500 class lists, set explicitly', () => {
    expect(CLASS_MERGE_CACHE_SIZE).toBe(500);
    expect(extendTailwindMerge).toHaveBeenCalledTimes(1);
    expect(vi.mocked(extendTailwindMerge).mock.calls[0]?.[0]).toEqual({ cacheSize: 500 });
  });

  it('joins the classes that are set; a later utility overrides an earlier one', () => {
    expect(cn('px-2 py-1', false, undefined, 'px-4')).toBe('py-1 px-4');
    expect(cn('text-stone-700', { 'text-green-800': true, hidden: false })).toBe('text-green-800');
    // Answers from the cache are the same answers.
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
  });
});
