/*
 * The site's Content Security Policy, computed from the built index.html. `vite preview` sends
 * it as a header and the build writes it to dist/csp.txt, so a production server can send the
 * very same header (see the README). Inline scripts are allowed only by the sha256 of their
 * exact text, computed here from the output: a changed inline script gets a new hash with the
 * build instead of being silently blocked.
 */
import { createHash } from 'node:crypto';
import { TRUSTED_TYPES_POLICIES } from '../src/lib/trusted-types.ts';

/** The file a production server reads the policy from (one line, the header's value). */
export const CSP_FILE = 'csp.txt';

/** The JSON-LD policy of @tendril/router's MetaTags (its JSON_LD_POLICY). */
const JSON_LD_POLICY = 'tendril-json-ld';

/** Every Trusted Types policy the page creates; none other may be created. */
export const TRUSTED_TYPES = [...TRUSTED_TYPES_POLICIES, JSON_LD_POLICY] as const;

/**
 * Where a user may point the NATS (and later collaboration) field at run time. A static
 * header cannot list servers typed in later, so by default any WebSocket endpoint is allowed
 * (only WebSockets: fetches to other hosts stay blocked). A deployment that knows its servers
 * builds with CSP_WS_SOURCES="wss://nats.example.com" to allow just those.
 */
export const DEFAULT_WS_SOURCES = ['ws:', 'wss:'] as const;

/**
 * The text of every inline script the browser runs (no `src`; no data type such as JSON or
 * JSON-LD, which a policy does not govern) in `html`, in document order.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = ` ${match[1] ?? ''}`;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    const runs = type === '' || type === 'module' || /javascript|ecmascript/.test(type);
    if (runs && !/\ssrc\s*=/i.test(attributes)) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The text of every `<style>` element in `html`, in document order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1] ?? '');
}

/** The CSP source for a script's (or a style element's) exact text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline-script hashes `policy` allows are exactly those of the inline scripts in `pages`. */
export function sameScriptHashes(policy: string, pages: readonly string[]): boolean {
  const scriptSrc = policy.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '';
  const allowed = (scriptSrc.match(/'sha256-[^']+'/g) ?? []).sort();
  const needed = scriptHashes(pages).sort();
  return allowed.length === needed.length && allowed.every((hash, i) => hash === needed[i]);
}

/** The distinct hashes of the inline scripts in `pages`. */
function scriptHashes(pages: readonly string[]): string[] {
  const texts = pages.flatMap(inlineScripts).filter((text) => text.trim() !== '');
  return [...new Set(texts.map(scriptHash))];
}

/**
 * Every distinct `style` attribute value in `pages`, sorted. React sets styles through the
 * CSSOM, which the policy does not govern; only markup rendered ahead of time carries them.
 */
export function styleAttributes(pages: readonly string[]): string[] {
  const values = new Set<string>();
  for (const html of pages)
    for (const match of html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)) values.add(match[1]!);
  return [...values].sort();
}

/** The CSP source for a `style` attribute's value as the browser hashes it (HTML-decoded). */
export function styleHash(value: string): string {
  const text = value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return scriptHash(text);
}

export interface PolicyOptions {
  /** The built index.html. */
  html: string;
  /**
   * The pages rendered ahead of time: their inline scripts and their `style` attributes are
   * allowed by hash alone (`style-src-attr 'unsafe-hashes'` for the attributes).
   * @default []
   */
  pages?: readonly string[];
  /** The HN API base the build fetches from (its origin is allowed to connect). */
  hnApiBase: string;
  /** WebSocket sources users may connect to. @default ['ws:', 'wss:'] */
  wsSources?: readonly string[];
}

/** The policy for the built site, as the header's value (directives joined by `; `). */
export function contentSecurityPolicy({
  html,
  hnApiBase,
  wsSources = DEFAULT_WS_SOURCES,
  pages = [],
}: PolicyOptions): string {
  const styles = styleAttributes(pages).map(styleHash);
  // index.html's early fetch, and the prerendered pages' entry loader (build/after-paint.ts).
  const hashes = scriptHashes([html, ...pages]);
  // The entry's stylesheet, inlined into index.html (build/inline-css.ts), by its hash.
  const inlineStyleHashes = [...new Set(inlineStyles(html).map(scriptHash))];
  const hnOrigin = new URL(hnApiBase).origin;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes],
    ['style-src', "'self'", ...inlineStyleHashes],
    ...(styles.length
      ? [['style-src-attr', "'unsafe-hashes'", ...styles] as [string, ...string[]]]
      : []),
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", hnOrigin, ...wsSources],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** CSP_WS_SOURCES (space- or comma-separated) as sources, or the default. */
export function wsSourcesFrom(value: string | undefined): readonly string[] {
  const sources = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of sources)
    if (!/^wss?:(\/\/[^\s;,']+)?$/i.test(source))
      throw new Error(`CSP_WS_SOURCES takes ws:/wss: sources only, not "${source}"`);
  return sources.length ? sources : DEFAULT_WS_SOURCES;
}
