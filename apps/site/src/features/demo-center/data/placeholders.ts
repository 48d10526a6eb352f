/*
 * A listed demo whose page is not built yet still resolves. The route table's catch-all only
 * runs when no real route matched, so a placeholder appears exactly for a listed path no page
 * serves, and a page that lands later simply wins. The menu stays off the first load: only
 * the catch-all's (lazy) page reads it.
 */
import { findDemoMenuItem, type DemoMenuItem } from './demo-menu.ts';

/** What the catch-all shows for a path no route serves. */
export type CatchAllContent = { kind: 'placeholder'; item: DemoMenuItem } | { kind: 'not-found' };

/** A listed demo's placeholder for its exact path; anything else is not found. */
export function catchAllContent(pathname: string): CatchAllContent {
  const item = findDemoMenuItem(pathname);
  return item ? { kind: 'placeholder', item } : { kind: 'not-found' };
}
