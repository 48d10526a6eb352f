/*
 * The site's appearance: theme and font size, kept in localStorage under `theme` and
 * `fontSize` and applied to <html> (class `dark`, CSS variable `--site-font-size`). It is
 * imported by the entry, so it stays tiny: core signals and persist only.
 */
import { effect, signal, type Signal } from '@tendril/signals';
import { persist } from '@tendril/signals/plugins';

export type Theme = 'light' | 'dark';

/** Font sizes the site accepts, in px. */
export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 24;
export const FONT_SIZE_DEFAULT = 16;

/** A size within 12–24 px, rounded; anything that is not a number gives the default. */
export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SIZE_DEFAULT;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(size)));
}

// A failed read or write leaves the in-memory value: the page still works, just unsaved.
const quiet = () => {};

/** The site theme; the advanced demo and the settings modal both write it. */
export const theme: Signal<Theme> = persist('theme', {
  validate: (v) => v === 'light' || v === 'dark',
  onError: quiet,
})(signal<Theme>('light'));

/** The root font size in px, always within 12–24 (write it through {@link setFontSize}). */
export const fontSize: Signal<number> = persist('fontSize', {
  validate: (v) => typeof v === 'number' && clampFontSize(v) === v,
  onError: quiet,
})(signal(FONT_SIZE_DEFAULT));

/** Sets the font size, clamped to 12–24 px. */
export function setFontSize(size: number): void {
  fontSize.value = clampFontSize(size);
}

/** Applies theme and font size to `root` while the returned dispose is not called. */
export function applyAppearance(root: HTMLElement): () => void {
  return effect(() => {
    root.classList.toggle('dark', theme.value === 'dark');
    root.style.colorScheme = theme.value;
    root.style.setProperty('--site-font-size', `${fontSize.value}px`);
  });
}
