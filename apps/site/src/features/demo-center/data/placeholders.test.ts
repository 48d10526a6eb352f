import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU_ITEMS } from './demo-menu.ts';
import { itemsWithoutRoute } from './placeholders.ts';

describe('itemsWithoutRoute', () => {
  it('gives a placeholder exactly to the listed paths no route serves, in menu order', () => {
    const paths = DEMO_MENU_ITEMS.map((item) => item.path);
    fc.assert(
      fc.property(fc.subarray(paths), (served) => {
        const result = itemsWithoutRoute((path) => served.includes(path)).map((i) => i.path);
        expect(result).toEqual(paths.filter((path) => !served.includes(path)));
      }),
    );
  });

  it('gives none when every path has a route, and all when none has', () => {
    expect(itemsWithoutRoute(() => true)).toEqual([]);
    expect(itemsWithoutRoute(() => false)).toEqual(DEMO_MENU_ITEMS);
  });
});
