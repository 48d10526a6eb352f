import { cn } from '../../../ui/cn.ts';
import { cx } from '../../../ui/cx.ts';
import type { Product } from '../data/product.ts';

const SIZES = { sm: 'h-14 w-14 text-3xl', md: 'h-36 text-6xl', lg: 'h-64 text-9xl' } as const;

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
  // A caller's classes may override the size (`w-full`), which takes tailwind-merge; without
  // them a plain join does, and a grid of cards never pays tailwind-merge's first-call setup
  // (about 25 ms of main thread while it builds its class map).
  return (
    <div
      className={(className ? cn : cx)(
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
