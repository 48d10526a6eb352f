import { cx } from '../../../ui/cx.ts';
import type { Product } from '../data/product.ts';

// `tile` fills its cell's width. Callers' classes add to these and never override them, so a
// plain join does (a product grid then never pays tailwind-merge's first-call setup, about
// 25 ms of main thread while it builds its class map).
const SIZES = {
  sm: 'h-14 w-14 text-3xl',
  tile: 'h-14 w-full text-3xl',
  md: 'h-36 text-6xl',
  lg: 'h-64 text-9xl',
} as const;

/** The product's emoji "photo". Decorative unless `labelled` (the name is usually beside it). */
export function ProductImage({
  product,
  size = 'md',
  labelled = false,
  className,
}: {
  product: Pick<Product, 'image' | 'name'>;
  size?: keyof typeof SIZES;
  labelled?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'grid place-items-center rounded-lg bg-linear-to-br from-stone-100 to-green-50 select-none',
        SIZES[size],
        className,
      )}
      {...(labelled ? { role: 'img', 'aria-label': product.name } : { 'aria-hidden': true })}
    >
      <span>{product.image}</span>
    </div>
  );
}
