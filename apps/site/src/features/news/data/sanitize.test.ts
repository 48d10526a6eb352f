import { describe, expect, it } from 'vitest';
import { sanitizeHnHtml } from './sanitize.ts';

// What HN's own markup uses, and the rel every link gets.
const ALLOWED_TAGS = ['p', 'i', 'em', 'code', 'pre', 'a'];
const LINK_REL = 'noopener noreferrer nofollow';

/** Parses the sanitized HTML the way the page will, to inspect what would reach the DOM. */
function render(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHnHtml(html);
  return box;
}

function tagsIn(box: HTMLElement): string[] {
  return [...box.querySelectorAll('*')].map((el) => el.tagName.toLowerCase());
}

function attributesIn(box: HTMLElement): string[] {
  return [...box.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());
}

const HOSTILE: Record<string, string> = {
  script: '<script>window.__xss=true</script>',
  scriptsrc: '<script src="data:text/javascript,window.__xss=true"></script>',
  imgerror: '<img src=x onerror="window.__xss=true">',
  imgcase: '<IMG SRC=x OnErRoR=window.__xss=true>',
  svgonload: '<svg onload="window.__xss=true"></svg>',
  svgscript: '<svg><script>window.__xss=true</script></svg>',
  svganimate:
    '<svg><a><animate attributeName="href" values="javascript:window.__xss=true"/><text x="20" y="20">click me</text></a></svg>',
  srcdoc: '<iframe srcdoc="<script>parent.__xss=true</script>"></iframe>',
  iframejs: '<iframe src="javascript:parent.__xss=true"></iframe>',
  formaction:
    '<form action="javascript:window.__xss=true"><button formaction="javascript:window.__xss=true">go</button><input type="submit"></form>',
  autofocus: '<input autofocus onfocus="window.__xss=true">',
  ontoggle: '<details open ontoggle="window.__xss=true"><summary>x</summary></details>',
  styletag: '<style>body{--xss:1}</style>',
  styleattr: '<p style="position:fixed;inset:0;--xss:1">overlay</p>',
  objectdata:
    '<object data="data:text/html,<script>alert(1)</script>"></object><embed src="data:text/html,x">',
  metarefresh: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=true">',
  basehref: '<base href="javascript:window.__xss=true//"><a href="/x">rel</a>',
  mathmxss: '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=true">',
  noscript: '<noscript><p title="</noscript><img src=x onerror=window.__xss=true>">',
  videosrc: '<video><source onerror="window.__xss=true"></video>',
  mouseover:
    '<a href="https://example.com" onmouseover="window.__xss=true" onclick="window.__xss=true">hover</a>',
};

describe('sanitizeHnHtml', () => {
  it.each(Object.entries(HOSTILE))(
    '%s: leaves only allowlisted tags and no handlers',
    (_, html) => {
      const box = render(html);
      for (const tag of tagsIn(box)) expect(ALLOWED_TAGS).toContain(tag);
      for (const name of attributesIn(box)) expect(['href', 'rel', 'target']).toContain(name);
      expect(box.innerHTML).not.toMatch(/on\w+=|javascript:|<script|<svg|<iframe|<style|style=/i);
    },
  );

  const JS_LINKS: Record<string, string> = {
    plain: '<a href="javascript:window.__xss=true">x</a>',
    mixedCase: '<a href="JaVaScRiPt:window.__xss=true">x</a>',
    decimal:
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=true">x</a>',
    hex: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=true">x</a>',
    namedColon: '<a href="javascript&colon;window.__xss=true">x</a>',
    spaced: '<a href=" &#9;java&#10;script:window.__xss=true">x</a>',
    tab: '<a href="java\tscript:window.__xss=true">x</a>',
    data: '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    dataB64: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    vbscript: '<a href="vbscript:msgbox(1)">x</a>',
    relative: '<a href="/item?id=1">x</a>',
  };

  it.each(Object.entries(JS_LINKS))('%s link: keeps the text, drops the href', (_, html) => {
    const box = render(html);
    const link = box.querySelector('a');
    expect(box.textContent).toBe('x');
    expect(link?.hasAttribute('href') ?? false).toBe(false);
    expect(link?.hasAttribute('target') ?? false).toBe(false);
  });

  it('keeps http(s) links and makes them open safely in a new tab', () => {
    const box = render(
      'See <a href="https:&#x2F;&#x2F;example.com&#x2F;a?b=1&amp;c=2" rel="nofollow">https:&#x2F;&#x2F;example.com&#x2F;a...</a> and <a href="http://x.org">x</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1&c=2',
      'http://x.org',
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe(LINK_REL);
      expect(a.getAttribute('target')).toBe('_blank');
    }
  });

  it('keeps the allowed tags and HN quirks (bare <p>, entities, pre/code)', () => {
    const box = render(
      'First &quot;para&quot; it&#x27;s &gt; 3<p>Second <i>italic</i> <em>em</em><p><pre><code>  x &lt; 1\n</code></pre>',
    );
    expect(tagsIn(box)).toEqual(['p', 'i', 'em', 'p', 'pre', 'code']);
    expect(box.textContent).toContain('First "para" it\'s > 3');
    expect(box.querySelector('code')?.textContent).toBe('  x < 1\n');
  });

  it('does not decode escaped markup a second time', () => {
    const box = render('&lt;img src=x onerror=window.__xss=true&gt;');
    expect(tagsIn(box)).toEqual([]);
    expect(box.textContent).toBe('<img src=x onerror=window.__xss=true>');
  });

  it('drops disallowed tags but keeps their text where harmless', () => {
    const box = render('<b>bold</b> <h1>big</h1> <div class="x" id="y">block</div>');
    expect(tagsIn(box)).toEqual([]);
    expect(box.textContent).toBe('bold big block');
  });

  it('strips class, id, data- and aria- attributes from allowed tags', () => {
    const box = render('<p class="a" id="b" data-x="1" aria-label="c" title="d">t</p>');
    expect(attributesIn(box)).toEqual([]);
  });

  it('answers the same for the same input (memoized) and empty for empty', () => {
    expect(sanitizeHnHtml('')).toBe('');
    expect(sanitizeHnHtml('<i>x</i>')).toBe(sanitizeHnHtml('<i>x</i>'));
  });
});
