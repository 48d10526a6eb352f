import type { HTMLAttributes } from 'react';
import { cx } from './cx.ts';

/** A badge's colour, named for what it signals. */
export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-900 ring-green-700/30',
  info: 'bg-sky-100 text-sky-900 ring-sky-700/30',
  warning: 'bg-amber-100 text-amber-950 ring-amber-700/30',
  danger: 'bg-red-100 text-red-900 ring-red-700/30',
  neutral: 'bg-stone-100 text-stone-800 ring-stone-500/30',
};

/** Props of `Badge`: a span's attributes plus its tone. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Its colour. @default 'neutral' */
  tone?: BadgeTone;
}

/**
 * A short status label in a pill (a demo's status, a product's stock, a feature's category).
 * The text says what it means; the colour only repeats it.
 *
 * @example
 * ```tsx
 * <Badge tone="success">In stock</Badge>
 * <Badge tone="warning" data-testid="demo-status">experimental</Badge>
 * ```
 */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
