/*
 * Cart rules as pure functions: no storage, no router, no toasts. The store persists what
 * these return and the router actions only translate payloads, so a later offline queue can
 * store a CartMutation and replay it through `applyCartMutation` unchanged.
 */
import { parseId, type Product } from './product.ts';

/** A cart line: id (the product id; one line per product), name, price, quantity. */
export interface CartItem {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly quantity: number;
}

/** The cart: items, count (units), total (USD). */
export interface Cart {
  readonly items: readonly CartItem[];
  readonly count: number;
  readonly total: number;
}

export type CartMutation =
  | { readonly type: 'add'; readonly productId: number }
  | { readonly type: 'remove'; readonly itemId: number }
  | { readonly type: 'clear' };

/** What every cart action answers: success, and a message to show. */
export interface CartResult {
  readonly success: boolean;
  readonly message: string;
}

/** The cart holds at most 100 lines (products): a new product beyond it is refused. */
export const MAX_CART_LINES = 100;

/** What the cart says once it holds {@link MAX_CART_LINES} lines, and when one more is refused. */
export const CART_LIMIT_MESSAGE = `Cart limit of ${MAX_CART_LINES} items reached`;

/** Whether `cart` holds as many lines as it may: a new product would be refused. */
export const cartIsFull = (cart: Cart): boolean => cart.items.length >= MAX_CART_LINES;

function makeCart(items: readonly CartItem[]): Cart {
  let count = 0;
  let cents = 0;
  for (const item of items) {
    count += item.quantity;
    cents += Math.round(item.price * 100) * item.quantity;
  }
  return { items, count, total: cents / 100 };
}

export const EMPTY_CART: Cart = makeCart([]);

function stockLimitMessage(product: Product): string {
  return `Only ${product.stock} ${product.name} in stock, and all of them are already in your cart.`;
}

function outOfStockMessage(product: Product): string {
  return `${product.name} is out of stock.`;
}

/** Applies one mutation; an unchanged cart comes back (the same object) when it fails. */
export function applyCartMutation(
  cart: Cart,
  products: readonly Product[],
  mutation: CartMutation,
): { cart: Cart; result: CartResult } {
  switch (mutation.type) {
    case 'add': {
      const product = products.find((p) => p.id === mutation.productId);
      if (!product) return { cart, result: { success: false, message: 'Product not found' } };
      if (product.stock <= 0)
        return { cart, result: { success: false, message: outOfStockMessage(product) } };
      const line = cart.items.find((item) => item.id === product.id);
      if (line && line.quantity >= product.stock)
        return { cart, result: { success: false, message: stockLimitMessage(product) } };
      if (!line && cartIsFull(cart))
        return { cart, result: { success: false, message: CART_LIMIT_MESSAGE } };
      const next: CartItem = {
        id: product.id,
        name: product.name,
        price: product.price,
        quantity: (line?.quantity ?? 0) + 1,
      };
      const items = line
        ? cart.items.map((item) => (item.id === product.id ? next : item))
        : [...cart.items, next];
      return {
        cart: makeCart(items),
        result: { success: true, message: `Added ${product.name} to cart!` },
      };
    }
    case 'remove': {
      const line = cart.items.find((item) => item.id === mutation.itemId);
      if (!line) return { cart, result: { success: false, message: 'Item not found in cart' } };
      return {
        cart: makeCart(cart.items.filter((item) => item !== line)),
        result: { success: true, message: `Removed ${line.name} from cart!` },
      };
    }
    case 'clear':
      return { cart: EMPTY_CART, result: { success: true, message: 'Cart cleared!' } };
  }
}

/** The cart actions' payloads (`addToCart {productId}`, `removeFromCart {itemId}`, `clearCart`). */
export function mutationFromAction(name: string, payload: unknown): CartMutation | null {
  const field = (key: string) =>
    typeof payload === 'object' && payload !== null
      ? parseId((payload as Record<string, unknown>)[key])
      : null;
  if (name === 'clearCart') return { type: 'clear' };
  if (name === 'addToCart') {
    const productId = field('productId');
    return productId === null ? null : { type: 'add', productId };
  }
  if (name === 'removeFromCart') {
    const itemId = field('itemId');
    return itemId === null ? null : { type: 'remove', itemId };
  }
  return null;
}

export interface ParsedCart {
  cart: Cart;
  /** The value is not a cart at all (so nothing could be kept). */
  unreadable: boolean;
  /** Lines dropped: malformed, unknown product, nothing left in stock, over the line limit. */
  dropped: number;
  /** Lines kept after a fix: quantity clamped to stock or floored, duplicates merged. */
  repaired: number;
}

/**
 * Reads a stored cart (`{ items: [...] }` or a bare array of lines) against the catalogue.
 * Every sound line is kept; name and price come from the catalogue, so an edited price is
 * never honoured; quantities are clamped to stock.
 */
export function parseCart(raw: unknown, products: readonly Product[]): ParsedCart {
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null && Array.isArray((raw as { items?: unknown }).items)
      ? (raw as { items: unknown[] }).items
      : null;
  if (list === null) return { cart: EMPTY_CART, unreadable: true, dropped: 0, repaired: 0 };

  const quantities = new Map<number, number>();
  let dropped = 0;
  let repaired = 0;
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) {
      dropped++;
      continue;
    }
    const line = entry as Record<string, unknown>;
    const id = parseId(line.id ?? line.productId);
    const rawQuantity =
      typeof line.quantity === 'string' && /^\d{1,15}$/.test(line.quantity)
        ? Number(line.quantity)
        : line.quantity;
    if (id === null || typeof rawQuantity !== 'number' || !Number.isFinite(rawQuantity)) {
      dropped++;
      continue;
    }
    const quantity = Math.floor(rawQuantity);
    if (quantity < 1) {
      dropped++;
      continue;
    }
    if (quantity !== rawQuantity) repaired++;
    if (quantities.has(id)) repaired++;
    quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  }

  const items: CartItem[] = [];
  for (const [id, wanted] of quantities) {
    const product = products.find((p) => p.id === id);
    if (!product || product.stock <= 0 || items.length >= MAX_CART_LINES) {
      dropped++;
      continue;
    }
    const quantity = Math.min(wanted, product.stock);
    if (quantity !== wanted) repaired++;
    items.push({ id, name: product.name, price: product.price, quantity });
  }
  return { cart: makeCart(items), unreadable: false, dropped, repaired };
}

/** The stored form: the lines, with count and total for readers that want them. */
export function serializeCart(cart: Cart): { items: CartItem[]; count: number; total: number } {
  return { items: [...cart.items], count: cart.count, total: cart.total };
}
