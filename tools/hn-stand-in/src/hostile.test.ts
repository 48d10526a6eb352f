// The hostile payload catalogue: every entry is detectable if it ever runs, and covers the
// attack families the issue lists.
import { describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS, hostileUserName } from './hostile.ts';

describe('hostile payloads', () => {
  it('have unique keys and HN-legal user names', () => {
    const keys = HOSTILE_PAYLOADS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of HOSTILE_PAYLOADS) expect(hostileUserName(p)).toMatch(/^[A-Za-z0-9_-]{2,15}$/);
  });

  it('each leave the trace their detect field promises', () => {
    for (const p of HOSTILE_PAYLOADS) {
      const code = decodeURIComponent(p.html) + (p.url ?? '');
      const b64 = /base64,([A-Za-z0-9+/=]+)/.exec(code)?.[1];
      const decoded = code + (b64 ? Buffer.from(b64, 'base64').toString('utf8') : '');
      if (p.detect === 'flag') expect(decoded, p.key).toMatch(/(window|parent)\.__xss=true/);
      if (p.detect === 'dialog') expect(decoded, p.key).toContain('alert(1)');
      if (p.detect === 'css') expect(decoded, p.key).toContain('--xss:1');
    }
  });

  it('cover the families from the issue', () => {
    const all = HOSTILE_PAYLOADS.map((p) => `${p.html} ${p.url ?? ''}`).join('\n');
    for (const needle of [
      '<script>',
      'onerror=',
      'javascript:',
      'JaVaScRiPt:',
      '&#106;&#97;',
      '&#x09;',
      '<svg onload=',
      '<svg><script>',
      'srcdoc=',
      '<form',
      'autofocus onfocus=',
      '<style>',
      'href="data:text/html,',
    ]) {
      expect(all, needle).toContain(needle);
    }
    expect(HOSTILE_PAYLOADS.filter((p) => p.url !== undefined).length).toBeGreaterThanOrEqual(2);
  });
});
