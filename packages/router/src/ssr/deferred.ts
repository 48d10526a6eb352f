/*
 * Deferred parts, the browser's side (the server's is ./deferred-parts.ts): each part of the
 * hydration data is a promise settled from the part's own script, which the server writes into
 * the page as soon as the part settles (at once when the page holds it already).
 */
import { parse } from 'devalue';

/** The devalue type name of a deferred part. */
export const DEFERRED_TYPE = 'Deferred';

/** The attribute of a deferred part's script; its value is the part's number. */
export const DEFERRED_ATTRIBUTE = 'data-tendril-deferred';

/** A settled part as its script holds it. */
export type Settled =
  { value: unknown } | { error: { name: string; message: string; id?: string } };

/** A promise React's `use()` reads without suspending once settled (React's thenable fields). */
type Part = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };

const waiting = new Map<string, (script: Element) => void>();
let observer: MutationObserver | undefined;

function settleFrom(
  part: Part,
  script: Element,
  resolve: (v: unknown) => void,
  reject: (e: unknown) => void,
) {
  try {
    const settled = parseValue(script.textContent ?? '') as Settled;
    if ('error' in settled) {
      const { name, message, id } = settled.error;
      const error = Object.assign(new Error(message), id === undefined ? { name } : { name, id });
      Object.assign(part, { status: 'rejected', reason: error });
      reject(error);
    } else {
      Object.assign(part, { status: 'fulfilled', value: settled.value });
      resolve(settled.value);
    }
  } catch (error) {
    Object.assign(part, { status: 'rejected', reason: error });
    reject(error);
  }
}

/** Looks for the scripts of parts still waiting, as the page's HTML streams in. */
function watch(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(() => {
    for (const [id, found] of waiting) {
      const script = document.querySelector(`script[${DEFERRED_ATTRIBUTE}="${id}"]`);
      if (script) found(script);
    }
    if (!waiting.size) stopWatching();
  });
  observer.observe(document, { childList: true, subtree: true });
  // The page has arrived whole: a part not in it will not come.
  document.addEventListener('DOMContentLoaded', giveUp, { once: true });
}

function stopWatching(): void {
  observer?.disconnect();
  observer = undefined;
  document.removeEventListener('DOMContentLoaded', giveUp);
}

function giveUp(): void {
  for (const found of waiting.values()) found(missing);
  stopWatching();
}

// Stands for a part's script that never came.
const missing = { textContent: '' } as Element;

/**
 * The browser's side: the promise of deferred part `id`, settled from its script, at once when
 * the page holds it already.
 */
export function deferredPart(id: number): Part {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const part: Part = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  // Handled by whoever reads it; an unread part must not report an unhandled rejection.
  part.catch(() => {});
  const key = String(id);
  const found = (script: Element) => {
    waiting.delete(key);
    if (script === missing) {
      const error = new Error(
        'The page ended before this part of it arrived: reload to try again.',
      );
      Object.assign(part, { status: 'rejected', reason: error });
      reject(error);
    } else settleFrom(part, script, resolve, reject);
  };
  const doc = globalThis.document;
  const script = doc?.querySelector(`script[${DEFERRED_ATTRIBUTE}="${key}"]`);
  if (script) found(script);
  else if (!doc || doc.readyState !== 'loading') found(missing);
  else {
    waiting.set(key, found);
    watch();
  }
  return part;
}

/** Parses script text written by `serializeValue`: JSON, or devalue's format with its parts. */
export function parseValue(text: string): unknown {
  // devalue's format is an array at the top; the JSON of an object starts with `{`.
  return /^\s*\[/.test(text)
    ? parse(text, { [DEFERRED_TYPE]: (id: number) => deferredPart(id) })
    : JSON.parse(text);
}
