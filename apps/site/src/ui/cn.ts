import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** How many merged class lists the class merger remembers: the last 500. */
export const CLASS_MERGE_CACHE_SIZE = 500;

// Set here rather than left to the library's default, which may change with its version.
const merge = extendTailwindMerge({ cacheSize: CLASS_MERGE_CACHE_SIZE });

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
