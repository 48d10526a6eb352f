/*
 * HN's `text` and `about` are HTML from strangers. DOMPurify (its own instance, so the hook
 * below touches no other caller) reduces them to a small allowlist: paragraphs, italics,
 * code, pre and links. A link keeps its href only when it is absolute http(s) (after the
 * browser has decoded entities, so `javascript&colon;`, `&#106;avascript:` and tabs inside
 * the scheme are all caught), and then opens in a new tab with rel noopener noreferrer
 * nofollow. Everything else is dropped; the text of dropped tags stays, except where
 * DOMPurify drops the content too (script, style, svg, math, iframe, noscript, ...).
 */
import DOMPurify, { type Config } from 'dompurify';
import { safeHttpUrl } from './parse.ts';
import { INERT_STYLE_TAG, inertMarkup } from './inert-markup.ts';
import { TRUSTED_TYPES_POLICIES, trustedTypesFactory } from '../../../lib/trusted-types.ts';

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

/*
 * The page enforces Trusted Types, so DOMPurify's own parsing (DOMParser) and our output both
 * need TrustedHTML. This policy is the one the served policy allows for HTML. Its createHTML
 * passes text through unchanged, so it stays private to this module: DOMPurify is its only
 * user (to parse) and `trustedHnHtml` signs only what DOMPurify returned.
 */
const policy = trustedTypesFactory()?.createPolicy(TRUSTED_TYPES_POLICIES[0], {
  createHTML: (html: string) => html,
});

const CONFIG = {
  TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'],
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  // What was a <style> before inertMarkup goes with its content, as <style> would.
  ADD_FORBID_CONTENTS: [INERT_STYLE_TAG],
};

/** Many comments repeat across renders; the result is pure, so it is kept (bounded). */
const memo = new Map<string, string>();
const MAX_MEMO = 3000;

/** HN HTML reduced to the allowlist above, as a string (what tests and logic compare). */
export function sanitizeHnHtml(html: string): string {
  if (html === '') return '';
  const hit = memo.get(html);
  if (hit !== undefined) return hit;
  const clean = purifier.sanitize(inertMarkup(html), CONFIG);
  if (memo.size >= MAX_MEMO) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}

/**
 * Sanitized HN HTML ready for `dangerouslySetInnerHTML`: TrustedHTML where the browser enforces
 * Trusted Types (React 19 hands it to `innerHTML` untouched), the same string elsewhere.
 */
export function trustedHnHtml(html: string): TrustedHTML | string {
  const clean = sanitizeHnHtml(html);
  return policy && clean ? policy.createHTML(clean) : clean;
}
