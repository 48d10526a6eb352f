import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.resetModules();
});

const fresh = () => import('./appearance.ts');

describe('appearance', () => {
  it('clamps font sizes to 12–24', async () => {
    const { clampFontSize } = await fresh();
    expect(clampFontSize(8)).toBe(12);
    expect(clampFontSize(30)).toBe(24);
    expect(clampFontSize(15.6)).toBe(16);
    expect(clampFontSize(Number.NaN)).toBe(16);
  });

  it('applies and persists theme and font size', async () => {
    const { theme, setFontSize, applyAppearance } = await fresh();
    const dispose = applyAppearance(document.documentElement);
    theme.value = 'dark';
    setFontSize(40);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--site-font-size')).toBe('24px');
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(localStorage.getItem('fontSize')).toBe('24');
    dispose();
  });

  it('leaves the defaults to the stylesheet: nothing is written on <html> until they change', async () => {
    const { theme, setFontSize, applyAppearance } = await fresh();
    const root = document.documentElement;
    root.removeAttribute('style');
    const dispose = applyAppearance(root);
    expect(root.getAttribute('style')).toBeNull();
    theme.value = 'dark';
    setFontSize(18);
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.getPropertyValue('--site-font-size')).toBe('18px');
    theme.value = 'light';
    setFontSize(16);
    expect(root.style.colorScheme).toBe('');
    expect(root.style.getPropertyValue('--site-font-size')).toBe('');
    expect(root.classList.contains('dark')).toBe(false);
    dispose();
  });

  it('starts from saved values and ignores invalid ones', async () => {
    localStorage.setItem('theme', '"dark"');
    localStorage.setItem('fontSize', '99');
    const { theme, fontSize } = await fresh();
    expect(theme.value).toBe('dark');
    expect(fontSize.value).toBe(16);
  });

  it('reads a theme stored as plain text, and the first save writes it as JSON', async () => {
    localStorage.setItem('theme', 'dark');
    const { theme, setFontSize, applyAppearance } = await fresh();
    expect(theme.value).toBe('dark');
    const dispose = applyAppearance(document.documentElement);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setFontSize(18);
    expect(localStorage.getItem('theme')).toBe('"dark"');
    dispose();
  });

  it('ignores plain text that is not a theme', async () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('fontSize', 'big');
    const { theme, fontSize } = await fresh();
    expect(theme.value).toBe('light');
    expect(fontSize.value).toBe(16);
  });
});
