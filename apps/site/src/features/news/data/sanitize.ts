/*
 * HN's `text` and `about` are HTML from strangers. DOMPurify (its own instance, so the hook
 * below touches no other caller) reduces them to a small allowlist: paragraphs, italics,
 * code, pre and links. A link keeps its href only when it is absolute http(s) (after the
 * browser has decoded entities, so `javascript&colon;`, `&#106;avascript:` and tabs inside
 * the scheme are all caught), and then opens in a new tab with rel noopener noreferrer
 * nofollow. Everything else is dropped; the text of dropped tags stays, except where
 * DOMPurify drops the content too (script, style, svg, math, iframe, noscript, ...).
 */
import DOMPurify from 'dompurify';
import { safeHttpUrl } from './parse.ts';

const ALLOWED_TAGS = ['p', 'i', 'em', 'code', 'pre', 'a'] as const;
const LINK_REL = 'noopener noreferrer nofollow';

const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = safeHttpUrl(node.getAttribute('href'));
  if (href === undefined) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', LINK_REL);
});

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

/** Many comments repeat across renders; the result is pure, so it is kept (bounded). */
const memo = new Map<string, string>();
const MAX_MEMO = 3000;

export function sanitizeHnHtml(html: string): string {
  if (html === '') return '';
  const hit = memo.get(html);
  if (hit !== undefined) return hit;
  const clean = purifier.sanitize(html, CONFIG);
  if (memo.size >= MAX_MEMO) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
