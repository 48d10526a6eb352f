import type { CSSProperties } from 'react';
import type { DevtoolsPosition } from '../position.ts';

// Inline styles: the overlay must look the same in any app, whatever CSS it ships.
// Colours are chosen for at least 4.5:1 contrast on white.
export const table: CSSProperties = { width: '100%', borderCollapse: 'collapse' };
export const cell: CSSProperties = {
  textAlign: 'left',
  padding: '2px 6px',
  borderBottom: '1px solid #e7e5e4',
  verticalAlign: 'top',
};
export const button: CSSProperties = {
  font: 'inherit',
  padding: '2px 8px',
  border: '1px solid #57534e',
  borderRadius: 4,
  background: '#fff',
  color: '#1c1917',
  cursor: 'pointer',
};
export const activeRow: CSSProperties = { background: '#dcfce7', color: '#14532d' };
export const warn: CSSProperties = { color: '#9a3412', fontWeight: 600 };
export const muted: CSSProperties = { color: '#57534e' };
export const heading: CSSProperties = { fontSize: 13, margin: '8px 0 4px' };

export function panelAt(position: DevtoolsPosition): CSSProperties {
  const [v, h] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return {
    position: 'fixed',
    [v]: 8,
    [h]: 8,
    zIndex: 1100,
    width: 'min(36rem, calc(100vw - 16px))',
    maxHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    background: '#fff',
    color: '#1c1917',
    border: '1px solid #78716c',
    borderRadius: 8,
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
    font: '12px/1.4 system-ui, sans-serif',
  };
}

/** A value as short text (JSON where possible). */
export function preview(value: unknown, max = 80): string {
  let text: string;
  try {
    text =
      typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
