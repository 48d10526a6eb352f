/*
 * A listed demo whose page is not built yet still resolves: it gets a placeholder route. The
 * decision is made against the real route table, so a page that lands later simply wins.
 */
import { DEMO_MENU_ITEMS, type DemoMenuItem } from './demo-menu.ts';

/**
 * The menu items no real route serves. `hasRoute` says whether the site's own routes (without
 * the catch-all) match a path.
 */
export function itemsWithoutRoute(
  hasRoute: (path: string) => boolean,
  items: readonly DemoMenuItem[] = DEMO_MENU_ITEMS,
): DemoMenuItem[] {
  return items.filter((item) => !hasRoute(item.path));
}
