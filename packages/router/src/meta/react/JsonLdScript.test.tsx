import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScript(input: string): string };

/** A stand-in for the browser's Trusted Types factory, recording the policies made. */
function fakeTrustedTypes() {
  const policies: { name: string; rules: Rules }[] = [];
  const factory = {
    createPolicy(name: string, rules: Rules) {
      policies.push({ name, rules });
      return { createScript: (input: string) => rules.createScript(input) };
    },
  };
  return { factory, policies };
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  document.head.innerHTML = '';
  vi.resetModules();
});

describe('JsonLdScript', () => {
  it('adds the JSON through the tendril-json-ld policy, which refuses anything but JSON', async () => {
    const { factory, policies } = fakeTrustedTypes();
    (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
    vi.resetModules();
    const { JsonLdScript } = await import('./JsonLdScript.tsx');
    const { JSON_LD_POLICY } = await import('../tags.ts');
    const view = render(<JsonLdScript json='{"@type":"Product"}' />);
    expect(policies.map((p) => p.name)).toEqual([JSON_LD_POLICY]);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).toBe('{"@type":"Product"}');
    expect(() => policies[0]!.rules.createScript('alert(1)')).toThrow(SyntaxError);
    view.unmount();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('sets the text as it is where there are no Trusted Types', async () => {
    const { JsonLdScript } = await import('./JsonLdScript.tsx');
    render(<JsonLdScript json="[1,2]" />);
    expect(document.head.querySelector('script')?.textContent).toBe('[1,2]');
  });

  it('takes over the JSON-LD a server render put in the head, and removes it on unmount', async () => {
    const { JsonLdScript } = await import('./JsonLdScript.tsx');
    document.head.innerHTML =
      '<script type="application/ld+json" data-tendril-json-ld>{"name":"\\u003c/script\\u003e"}</script>' +
      '<script type="application/ld+json">{"other":1}</script>';
    const view = render(<JsonLdScript json='{"name":"\u003c/script\u003e"}' />);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    view.unmount();
    expect([...document.head.querySelectorAll('script')].map((s) => s.text)).toEqual([
      '{"other":1}',
    ]);
  });

  it("gives a served script the app's JSON when it differs, and never touches the app's own scripts", async () => {
    const { JsonLdScript } = await import('./JsonLdScript.tsx');
    document.head.innerHTML =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="application/ld+json" data-tendril-json-ld>{"name":"Lamp"}</script>';
    render(<JsonLdScript json='{"name":"Lamp","url":"https://shop.example/lamp"}' />);
    expect([...document.head.querySelectorAll('script')].map((s) => s.text)).toEqual([
      '{"@type":"Organization"}',
      '{"name":"Lamp","url":"https://shop.example/lamp"}',
    ]);
  });
});
