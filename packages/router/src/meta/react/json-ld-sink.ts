/*
 * Where a server render collects the JSON-LD the app's head renders. In the browser a
 * JsonLdScript adds its script in an effect, which a server never runs; on a server the render
 * provides this sink, and each JsonLdScript hands it its JSON as it renders. The page's head
 * then holds the JSON-LD of the meta the app actually rendered (its own canonical URL merged
 * in, say), the very text the browser's first render writes.
 */
import { createContext } from 'react';

/** Takes one JSON-LD text (already escaped for inlining); none outside a server render. */
export const JsonLdSink = createContext<((json: string) => void) | null>(null);
