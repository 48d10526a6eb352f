// HN's HTML conventions: the escaping, links, paragraphs and the generated bodies.
import { describe, expect, it } from 'vitest';
import {
  aboutHtml,
  commentHtml,
  hnEscape,
  hnLink,
  hnParagraphs,
  storyTitle,
} from './html-quirks.ts';
import { Rng } from './prng.ts';

describe('HN escaping', () => {
  it('escapes the characters HN escapes, with HN’s entity spellings', () => {
    expect(hnEscape(`It's "a" <b> & c/d`)).toBe('It&#x27;s &quot;a&quot; &lt;b&gt; &amp; c&#x2F;d');
  });

  it('writes links with an escaped href, rel="nofollow" and truncated text', () => {
    expect(hnLink('https://example.com/a')).toBe(
      '<a href="https:&#x2F;&#x2F;example.com&#x2F;a" rel="nofollow">https:&#x2F;&#x2F;example.com&#x2F;a</a>',
    );
    const long = `https://example.com/${'x'.repeat(80)}`;
    expect(hnLink(long)).toMatch(/\.\.\.<\/a>$/);
  });

  it('separates paragraphs with bare, unclosed <p>', () => {
    expect(hnParagraphs(['one', 'two', 'three'])).toBe('one<p>two<p>three');
  });
});

describe('generated bodies', () => {
  const rng = new Rng(11);
  const comments = Array.from({ length: 300 }, () => commentHtml(rng)).join('\n');

  it('never contain a raw apostrophe, quote or closing </p>', () => {
    const withoutTags = comments.replace(/<[^>]*>/g, '');
    expect(withoutTags).not.toMatch(/['"]/);
    expect(comments).not.toContain('</p>');
  });

  it('include quotes, code blocks and italics', () => {
    expect(comments).toContain('&gt; ');
    expect(comments).toMatch(/<pre><code>[\s\S]*?\n<\/code><\/pre>/);
    expect(comments).toContain('<i>');
  });

  it('sometimes leave about empty (the API then omits it)', () => {
    const abouts = Array.from({ length: 50 }, (_, i) => aboutHtml(rng, `user${i}`));
    expect(abouts).toContain(undefined);
    expect(abouts.some((a) => a?.includes('rel="nofollow"'))).toBe(true);
  });

  it('keep titles as plain text', () => {
    const titles = Array.from({ length: 200 }, () => storyTitle(rng));
    expect(titles.some((t) => /[<&']/.test(t))).toBe(true);
    expect(titles.join('')).not.toContain('&#x27;');
  });
});
