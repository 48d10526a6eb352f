/*
 * The site's appearance: theme and font size, kept in localStorage under `theme` and
 * `fontSize` and applied to <html> (class `dark` with `color-scheme`, CSS variable
 * `--site-font-size`; the defaults are the stylesheet's). The entry
 * imports it, so it stays tiny: core signals and the site's storage wrapper, both already in
 * the first load (the plugins' persist would add to it).
 */
import { effect, signal, type Signal } from '@tendril/signals';
import { quietStorage } from './storage.ts';

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

/**
 * The saved value under `key` when `valid` accepts it, else `fallback`. A value stored as plain
 * text (`dark` rather than the JSON `"dark"`, as other code or a hand edit may leave it) is read
 * as that text; the next save writes JSON.
 */
function saved<T>(key: string, valid: (value: unknown) => value is T, fallback: T): T {
  const stored = quietStorage.read(key);
  const value = stored.kind === 'invalid' ? stored.raw : stored.kind === 'ok' && stored.value;
  return valid(value) ? value : fallback;
}

/** The site theme; the advanced demo and the settings modal both write it. */
export const theme: Signal<Theme> = signal(
  saved('theme', (v): v is Theme => v === 'light' || v === 'dark', 'light'),
);

/** The root font size in px, always within 12–24 (write it through {@link setFontSize}). */
export const fontSize: Signal<number> = signal(
  saved(
    'fontSize',
    (v): v is number => typeof v === 'number' && clampFontSize(v) === v,
    FONT_SIZE_DEFAULT,
  ),
);

/** Sets the font size, clamped to 12–24 px. */
export function setFontSize(size: number): void {
  fontSize.value = clampFontSize(size);
}

/**
 * Applies theme and font size to `root`, and saves each change (a failed save leaves the
 * in-memory value: the site still follows it, just not after a reload). Until the returned
 * dispose is called.
 */
export function applyAppearance(root: HTMLElement): () => void {
  let first = true;
  return effect(() => {
    const t = theme.value;
    const size = fontSize.value;
    root.classList.toggle('dark', t === 'dark');
    // The stylesheet's defaults (light, 16 px) are left to it, not written: a write on <html>
    // restyles the whole page, 10-15 ms each on a page rendered ahead of time, after its paint.
    if (t === 'dark') root.style.colorScheme = t;
    else root.style.removeProperty('color-scheme');
    if (size === FONT_SIZE_DEFAULT) root.style.removeProperty('--site-font-size');
    else root.style.setProperty('--site-font-size', `${size}px`);
    // The first run shows what was loaded: nothing new to save.
    if (!first) {
      quietStorage.write('theme', t);
      quietStorage.write('fontSize', size);
    }
    first = false;
  });
}
