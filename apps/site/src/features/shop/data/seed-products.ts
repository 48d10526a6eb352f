import type { Product } from './product.ts';

/**
 * The 16 seed products: USD 79 to 2499, emoji images, and stock covering 0, 1–10
 * and more than 10 (10 and 11 sit either side of the badge's colour change). They are also
 * the built-in sample catalogue the shop falls back to when storage is empty or unreadable.
 */
export const SEED_PRODUCTS: readonly Product[] = [
  { id: 1, name: 'Ultrabook Pro 14', price: 1299, stock: 15, image: '💻' },
  { id: 2, name: 'Noise-Cancelling Headphones', price: 349, stock: 24, image: '🎧' },
  { id: 3, name: 'Smartphone X', price: 999, stock: 7, image: '📱' },
  { id: 4, name: 'Mechanical Keyboard', price: 149, stock: 32, image: '⌨️' },
  { id: 5, name: '4K Monitor 27"', price: 599, stock: 0, image: '🖥️' },
  { id: 6, name: 'Wireless Mouse', price: 79, stock: 50, image: '🖱️' },
  { id: 7, name: 'Smartwatch Series 5', price: 399, stock: 3, image: '⌚' },
  { id: 8, name: 'Mirrorless Camera', price: 2499, stock: 2, image: '📷' },
  { id: 9, name: 'Portable Speaker', price: 129, stock: 18, image: '🔊' },
  { id: 10, name: 'Gaming Console', price: 499, stock: 0, image: '🎮' },
  { id: 11, name: 'Tablet Air', price: 649, stock: 11, image: '📲' },
  { id: 12, name: 'Explorer Drone', price: 1199, stock: 1, image: '🚁' },
  { id: 13, name: 'E-Reader Paper', price: 139, stock: 40, image: '📖' },
  { id: 14, name: 'VR Headset', price: 549, stock: 5, image: '🥽' },
  { id: 15, name: 'Smart Desk Lamp', price: 89, stock: 60, image: '💡' },
  { id: 16, name: 'Studio Microphone', price: 229, stock: 10, image: '🎙️' },
];
