/*
 * The site's Trusted Types (the page is served with `require-trusted-types-for 'script'`, so
 * every DOM sink that can run script refuses a plain string). Two policies exist, and the
 * served policy names exactly these two in its `trusted-types` directive:
 *  - `tendril-hn-html`, created in features/news/data/sanitize.ts and handed only to
 *    DOMPurify: the one way HTML reaches the DOM (HN's `text` and `about`);
 *  - `tendril-script-url`, below: script URLs (the service worker) that are same-origin.
 * Browsers without Trusted Types get the plain string, which is what they accept anyway.
 */

/** The part of the Trusted Types API the site uses (TypeScript's DOM library lacks it). */
export interface TrustedTypesFactory {
  createPolicy<
    R extends {
      createHTML?: (input: string) => string;
      createScriptURL?: (input: string) => string;
    },
  >(
    name: string,
    rules: R,
  ): { createHTML(input: string): TrustedHTML; createScriptURL(input: string): TrustedScriptUrl };
}

/** A `TrustedScriptURL`: opaque, made only by a policy; it serializes to its URL. */
export interface TrustedScriptUrl {
  toJSON(): string;
}

/** The page's Trusted Types factory, or undefined where the browser has none (jsdom, Firefox). */
export function trustedTypesFactory(): TrustedTypesFactory | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

/** The names the served policy allows, in the order they are created. */
export const TRUSTED_TYPES_POLICIES = ['tendril-hn-html', 'tendril-script-url'] as const;

/**
 * Only same-origin script URLs: a script from anywhere else is exactly what the policy exists
 * to stop, so it throws (and the sink is never reached).
 */
export function sameOriginScriptUrl(url: string, base = location.href): string {
  const parsed = new URL(url, base);
  if (parsed.origin !== new URL(base).origin || !/^https?:$/.test(parsed.protocol))
    throw new TypeError(`Refused a script URL from another origin: ${parsed.href}`);
  return parsed.href;
}

let scriptUrlPolicy: ReturnType<TrustedTypesFactory['createPolicy']> | undefined;

/** `url` as a TrustedScriptURL where Trusted Types exist (a string elsewhere); same-origin only. */
export function trustedScriptUrl(url: string): TrustedScriptUrl | string {
  const factory = trustedTypesFactory();
  if (!factory) return sameOriginScriptUrl(url);
  scriptUrlPolicy ??= factory.createPolicy(TRUSTED_TYPES_POLICIES[1], {
    createScriptURL: (input: string) => sameOriginScriptUrl(input),
  });
  return scriptUrlPolicy.createScriptURL(url);
}
