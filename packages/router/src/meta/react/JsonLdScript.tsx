/*
 * JSON-LD without a React `<script>` element. React creates a script element by parsing
 * `<script></script>` through `innerHTML`, and a page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) refuses that, as it refuses any script text not
 * made by a policy. So the element is made here, and its text comes from the narrow policy
 * below, which only signs text that parses as JSON.
 */
import { use, useLayoutEffect } from 'react';

import { JSON_LD_POLICY, JSON_LD_SERVED } from '../tags.ts';
import { JsonLdSink } from './json-ld-sink.ts';

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createScript(input: string): string },
  ): {
    createScript(input: string): unknown;
  };
}

// Made on first use; `null` where the browser has no Trusted Types.
let policy: ReturnType<PolicyFactory['createPolicy']> | null | undefined;

function scriptText(json: string): unknown {
  policy ??=
    (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes?.createPolicy(JSON_LD_POLICY, {
      // Only data: text that is not JSON is refused before it reaches the element.
      createScript: (input) => (JSON.parse(input), input),
    }) ?? null;
  return policy ? policy.createScript(json) : json;
}

// The scripts a mounted JsonLdScript holds: a served one is taken over once.
const held = new WeakSet<HTMLScriptElement>();

/** A JSON-LD script a server render wrote and no JsonLdScript holds yet: its own text first. */
function served(json: string): HTMLScriptElement | undefined {
  const free = [
    ...document.head.querySelectorAll<HTMLScriptElement>(`script[${JSON_LD_SERVED}]`),
  ].filter((script) => !held.has(script));
  return free.find((script) => script.text === json) ?? free[0];
}

/**
 * Keeps one `<script type="application/ld+json">` holding `json` in the head while mounted. A
 * script a server render wrote (marked `data-tendril-json-ld`) is taken over, and given this
 * text when the app's differs, rather than left beside a second one. In a server render it
 * hands `json` to the render, which writes it into the page's head.
 */
export function JsonLdScript({ json }: { json: string }) {
  // On a server: the render's head gets this script (effects never run there).
  use(JsonLdSink)?.(json);
  useLayoutEffect(() => {
    const script = served(json) ?? document.createElement('script');
    script.type = 'application/ld+json';
    // The text is a TrustedScript where the browser has Trusted Types.
    if (script.text !== json) script.text = scriptText(json) as string;
    if (!script.isConnected) document.head.appendChild(script);
    held.add(script);
    return () => {
      held.delete(script);
      script.remove();
    };
  }, [json]);
  return null;
}
