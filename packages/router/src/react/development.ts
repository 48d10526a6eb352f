/*
 * Development-only checks. Call sites guard them with `process.env.NODE_ENV !== 'production'`,
 * which bundlers replace at build time, so a production build drops the check and its message.
 */

/**
 * Throws when `route` is not on screen: a hook asked for its params or data from a component
 * rendered elsewhere, where they would silently be another route's.
 */
export function assertMatched(
  hook: string,
  route: { readonly path?: string },
  chain: readonly unknown[],
): void {
  if (!chain.includes(route))
    throw new Error(
      `${hook}: route "${route.path}" is not matched (call it where that route renders)`,
    );
}
