import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU_ITEMS } from './demo-menu.ts';
import { catchAllContent } from './placeholders.ts';
import { catchAllTitle, setPlaceholderTitle } from './catch-all-title.ts';

describe('catchAllContent', () => {
  it('gives a listed path its own placeholder', () => {
    for (const item of DEMO_MENU_ITEMS) {
      expect(catchAllContent(item.path)).toEqual({ kind: 'placeholder', item });
    }
  });

  it('leaves every other path not found (a placeholder only for a listed path)', () => {
    const listed = new Set(DEMO_MENU_ITEMS.map((i) => i.path));
    const paths = fc.oneof(
      // Segments of listed paths, recombined: near misses, and now and then a listed path.
      fc
        .array(fc.constantFrom('demo', 'features', 'signals', 'forms', 'product', '1', 'x'), {
          maxLength: 3,
        })
        .map((segments) => `/${segments.join('/')}`),
      fc.constantFrom(...listed).map((p) => `${p}/`),
      fc.constantFrom(...listed).map((p) => p.toUpperCase()),
    );
    fc.assert(
      fc.property(paths, (path) => {
        expect(catchAllContent(path).kind).toBe(listed.has(path) ? 'placeholder' : 'not-found');
      }),
    );
  });
});

describe('catchAllTitle', () => {
  it('is "Page not found" unless a placeholder names itself', () => {
    expect(catchAllTitle()).toBe('Page not found');
    setPlaceholderTitle('Signals feature');
    expect(catchAllTitle()).toBe('Signals feature');
    setPlaceholderTitle(null);
    expect(catchAllTitle()).toBe('Page not found');
  });
});
