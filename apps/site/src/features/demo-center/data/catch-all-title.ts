/*
 * The catch-all route's title (breadcrumb, document title). The route table is on the first
 * load and the menu is not, so the placeholder page names itself here while it shows; the
 * route's `meta.title` getter reads the signal, which keeps both live.
 */
import { signal } from '@tendril/signals';

const placeholderTitle = signal<string | null>(null);

/** The catch-all's title: the placeholder's demo while one shows, else "Page not found". */
export function catchAllTitle(): string {
  return placeholderTitle.value ?? 'Page not found';
}

/** Called by the placeholder page: its demo's title on mount, `null` on unmount. */
export function setPlaceholderTitle(title: string | null): void {
  placeholderTitle.value = title;
}
