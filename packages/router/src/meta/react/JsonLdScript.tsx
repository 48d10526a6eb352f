/*
 * JSON-LD without a React `<script>` element. React creates a script element by parsing
 * `<script></script>` through `innerHTML`, and a page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) refuses that, as it refuses any script text not
 * made by a policy. So the element is made here, and its text comes from the narrow policy
 * below, which only signs text that parses as JSON.
 */
import { useLayoutEffect } from 'react';

import { JSON_LD_POLICY } from '../tags.ts';

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

/**
 * Keeps one `<script type="application/ld+json">` holding `json` in the head while mounted (the
 * server-rendered one, when the head has it).
 */
export function JsonLdScript({ json }: { json: string }) {
  useLayoutEffect(() => {
    // A server render put this JSON-LD in the head already: take it over rather than add twice.
    const script =
      [...document.head.querySelectorAll('script')].find((s) => s.text === json) ??
      document.head.appendChild(
        // The text is a TrustedScript where the browser has Trusted Types.
        Object.assign(document.createElement('script'), {
          type: 'application/ld+json',
          text: scriptText(json) as string,
        }),
      );
    return () => script.remove();
  }, [json]);
  return null;
}
