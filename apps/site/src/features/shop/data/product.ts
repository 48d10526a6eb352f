/*
 * The Product entity and its parser. Storage is untrusted input: a hand-edited or
 * corrupt catalogue is read entry by entry, keeping what is sound and repairing what has an
 * obvious safe value, so one bad entry never costs the whole catalogue.
 */

export interface Product {
  readonly id: number;
  readonly name: string;
  /** USD. */
  readonly price: number;
  /** Units available; an integer >= 0. */
  readonly stock: number;
  /** An emoji. */
  readonly image: string;
}

/** Upper bounds that keep hand-edited numbers from breaking the layout or the arithmetic. */
const MAX_PRICE = 1_000_000;
const MAX_STOCK = 1_000_000;
const MAX_NAME = 120;
const MAX_IMAGE = 16;
const FALLBACK_IMAGE = '📦';

/** A positive integer id from a number or a digit string ("7"), else null. */
export function parseId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface ParsedEntry<T> {
  value: T | null;
  /** The entry was usable only after a fix (clamped stock, placeholder image, ...). */
  repaired: boolean;
}

function parseProduct(raw: unknown): ParsedEntry<Product> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { value: null, repaired: false };
  const entry = raw as Record<string, unknown>;
  const id = parseId(entry.id);
  const name = typeof entry.name === 'string' ? entry.name.trim().slice(0, MAX_NAME) : '';
  const price = entry.price;
  if (
    id === null ||
    name === '' ||
    typeof price !== 'number' ||
    !Number.isFinite(price) ||
    price < 0 ||
    price > MAX_PRICE
  )
    return { value: null, repaired: false };

  let repaired: boolean;
  let stock = 0;
  if (typeof entry.stock === 'number' && Number.isFinite(entry.stock)) {
    stock = Math.min(MAX_STOCK, Math.max(0, Math.floor(entry.stock)));
    repaired = stock !== entry.stock;
  } else {
    // Unknown availability is safest read as "none left".
    repaired = true;
  }
  let image = FALLBACK_IMAGE;
  if (
    typeof entry.image === 'string' &&
    entry.image.trim() !== '' &&
    entry.image.length <= MAX_IMAGE
  )
    image = entry.image.trim();
  else repaired = true;

  return {
    value: { id, name, price: Math.round(price * 100) / 100, stock, image },
    repaired,
  };
}

export interface ParsedCatalogue {
  products: Product[];
  /** The value is not a list of products at all. */
  unreadable: boolean;
  /** Entries dropped (invalid or duplicate ids) or repaired. */
  dropped: number;
  repaired: number;
}

/** Reads a stored catalogue: an array of products, or `{ products: [...] }`. */
export function parseProducts(raw: unknown): ParsedCatalogue {
  const list = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' &&
        raw !== null &&
        Array.isArray((raw as { products?: unknown }).products)
      ? (raw as { products: unknown[] }).products
      : null;
  if (list === null) return { products: [], unreadable: true, dropped: 0, repaired: 0 };
  const products: Product[] = [];
  const seen = new Set<number>();
  let dropped = 0;
  let repaired = 0;
  for (const item of list) {
    const { value, repaired: fixed } = parseProduct(item);
    if (value === null || seen.has(value.id)) {
      dropped++;
      continue;
    }
    seen.add(value.id);
    products.push(value);
    if (fixed) repaired++;
  }
  return { products, unreadable: false, dropped, repaired };
}
