/*
 * The boundary for HN JSON (and for what we stored from it): every field is checked, since
 * the API (or storage) may send nulls, missing fields, wrong types or entity-encoded text.
 * Anything unusable becomes a safe default; an object with no usable id is no item at all.
 * HTML fields (`text`, `about`) stay raw here and are sanitized where they are rendered.
 */

export type HnItemType = 'story' | 'comment' | 'job' | 'poll' | 'pollopt';

export interface HnItem {
  readonly id: number;
  readonly type: HnItemType;
  readonly by: string;
  readonly time: number;
  /** Plain text, entities decoded once. */
  readonly title: string;
  /** Only http(s) URLs survive; anything else (javascript:, data:, "") becomes undefined. */
  readonly url?: string;
  /** Raw HN HTML: sanitize before rendering. */
  readonly text: string;
  readonly score: number;
  readonly descendants: number;
  readonly kids: readonly number[];
  readonly parts: readonly number[];
  readonly parent?: number;
  readonly deleted: boolean;
  readonly dead: boolean;
}

export interface HnUser {
  readonly id: string;
  readonly karma: number;
  readonly created: number;
  /** Raw HN HTML: sanitize before rendering. */
  readonly about: string;
}

const TYPES: readonly HnItemType[] = ['story', 'comment', 'job', 'poll', 'pollopt'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive safe integer, from a number or a string of digits. */
export function parseId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Valid ids in order, without duplicates; `limit` keeps the first few. */
export function parseIds(value: unknown, limit = Infinity): number[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  for (const raw of value) {
    if (seen.size >= limit) break;
    const id = parseId(raw);
    if (id !== undefined) seen.add(id);
  }
  return [...seen];
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
};

/**
 * Decodes character references once, for fields shown as text (titles). The result is only
 * ever rendered as text, so a decoded `<` stays a visible character, never markup.
 */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** The URL if it is absolute http(s), else undefined (covers javascript:, data:, relative, ""). */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `example.com` for `https://www.example.com/x`. */
export function domainOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * An item, or null for anything that is not one (the API answers `null` for unknown ids).
 * `stored` items (our own cache) have their title decoded already: decoding twice would turn
 * a literal `&amp;lt;` into `<`.
 */
export function parseItem(raw: unknown, stored = false): HnItem | null {
  if (!isRecord(raw)) return null;
  const id = parseId(raw.id);
  if (id === undefined) return null;
  const type = TYPES.includes(raw.type as HnItemType) ? (raw.type as HnItemType) : 'story';
  const url = safeHttpUrl(raw.url);
  const parent = parseId(raw.parent);
  const kids = parseIds(raw.kids);
  return {
    id,
    type,
    by: text(raw.by),
    time: count(raw.time),
    title: stored ? text(raw.title) : decodeEntities(text(raw.title)).trim(),
    ...(url !== undefined ? { url } : {}),
    text: text(raw.text),
    score: count(raw.score),
    descendants: typeof raw.descendants === 'number' ? count(raw.descendants) : kids.length,
    kids,
    parts: parseIds(raw.parts),
    ...(parent !== undefined ? { parent } : {}),
    deleted: raw.deleted === true,
    dead: raw.dead === true,
  };
}

/** Items we stored ourselves (see parseItem). */
export const parseStoredItem = (raw: unknown): HnItem | null => parseItem(raw, true);

/** Deleted and dead items are never shown. */
export function isShown(item: HnItem | null | undefined): item is HnItem {
  return !!item && !item.deleted && !item.dead;
}

export function parseUser(raw: unknown): HnUser | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.id === 'string' ? raw.id.trim() : '';
  if (id === '') return null;
  // `submitted` (possibly thousands of ids) is not shown, so it is not kept.
  return { id, karma: count(raw.karma), created: count(raw.created), about: text(raw.about) };
}
