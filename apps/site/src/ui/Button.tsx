import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { useHydrated } from './use-hydrated.ts';

/** `primary` for the one main action of a view, `secondary` for the rest. */
export type ButtonVariant = 'primary' | 'secondary';
/** `md` in panels and toolbars, `lg` for a page's call to action. */
export type ButtonSize = 'md' | 'lg';
type Variant = ButtonVariant;
type Size = ButtonSize;

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

/** Props of `Button`: a button's attributes plus its look. `type` defaults to "button". */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its emphasis. @default 'secondary' */
  variant?: Variant;
  /** Its size. @default 'md' */
  size?: Size;
}

/**
 * The site's button: a native `<button type="button">` (so it never submits a form by
 * accident; pass `type="submit"` to), with a visible focus ring and a disabled look. In
 * a page rendered ahead of time it is disabled until its part of the page has hydrated.
 *
 * @example
 * ```tsx
 * <Button variant="primary" onClick={save}>Save</Button>
 * <Button type="submit" size="lg">Send</Button>
 * ```
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  className,
  disabled,
  ...props
}: ButtonProps) {
  // Disabled until hydrated: a click on a button rendered ahead of time whose code has not
  // arrived would do nothing (React does not replay it), so the button says it is not ready.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated || disabled}
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
