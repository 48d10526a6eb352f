/*
 * Demo reviews and comments. There is no review service (the demo simulates its data locally), so
 * each product gets a stable handful picked from its id: the same page on every visit.
 */
import type { Product } from './product.ts';

export interface Review {
  readonly author: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
}

export interface Comment {
  readonly author: string;
  readonly ago: string;
  readonly text: string;
}

const REVIEWS: readonly Review[] = [
  {
    author: 'Grace H.',
    rating: 5,
    title: 'Exactly as described',
    text: 'Arrived quickly and works perfectly. Would buy again.',
  },
  {
    author: 'Linus T.',
    rating: 4,
    title: 'Solid value',
    text: 'Does everything I need. Setup took five minutes.',
  },
  {
    author: 'Margaret H.',
    rating: 5,
    title: 'Great build quality',
    text: 'Feels premium and the finish is excellent.',
  },
  {
    author: 'Alan K.',
    rating: 3,
    title: 'Good, not perfect',
    text: 'Nice overall, though the manual could be clearer.',
  },
  {
    author: 'Barbara L.',
    rating: 4,
    title: 'Happy with it',
    text: 'A noticeable upgrade over what I had before.',
  },
];

const COMMENTS: readonly Comment[] = [
  { author: 'dennis_r', ago: '2 days ago', text: 'Does this come with a carrying case?' },
  {
    author: 'frances_a',
    ago: '5 days ago',
    text: 'Ordered on Monday, had it by Thursday with standard shipping.',
  },
  { author: 'ken_t', ago: '1 week ago', text: 'Is there a newer model coming soon?' },
];

export function reviewsFor(product: Pick<Product, 'id'>): Review[] {
  const start = product.id % REVIEWS.length;
  return [0, 1, 2].map((i) => REVIEWS[(start + i) % REVIEWS.length]!);
}

export function commentsFor(product: Pick<Product, 'id'>): Comment[] {
  return COMMENTS.slice(0, 1 + (product.id % COMMENTS.length));
}

export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}
