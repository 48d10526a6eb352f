import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';

type Variant = 'primary' | 'secondary';
type Size = 'md' | 'lg';

// Sizes instead of padding overrides, so joining classes never needs conflict resolution
// (the Button is on every page; tailwind-merge stays with the pages that need it).
const sizes: Record<Size, string> = {
  md: 'px-3 py-1.5 text-sm',
  lg: 'px-5 py-2 text-base',
};

const variants: Record<Variant, string> = {
  primary: 'bg-green-800 text-white hover:bg-green-900',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
};

export function Button({
  variant = 'secondary',
  size = 'md',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button
      type="button"
      className={cx(
        'rounded-lg font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:cursor-not-allowed disabled:opacity-50',
        sizes[size],
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
