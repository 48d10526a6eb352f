// Hostile payloads the data set plants in titles, item text, user `about` fields and story urls,
// so browser tests can prove the site never executes upstream HTML. Every payload, if it ever ran,
// leaves a trace a test can read: see `detect` on each entry and HOSTILE_DETECTION below.

/** When the payload would fire if the site rendered it unsafely. */
export type HostileTrigger = 'load' | 'interaction' | 'double-decode';

/**
 * How a test notices that it fired:
 * - `flag`: `window.__xss === true` on the top page (frames use `parent.__xss`),
 * - `dialog`: an `alert()` dialog (for code that would run in an opaque-origin frame),
 * - `css`: some element has a computed `--xss` custom property.
 */
export type HostileDetect = 'flag' | 'dialog' | 'css';

export interface HostilePayload {
  /** Short slug; the payload's user is `x_${key}`. */
  key: string;
  description: string;
  /** Raw markup, planted verbatim in a title, an item `text` and a user `about`. */
  html: string;
  /** When set, a story carries this as its `url` (a link target the site must refuse). */
  url?: string;
  trigger: HostileTrigger;
  detect: HostileDetect;
}

export const HOSTILE_DETECTION = {
  flag: 'window.__xss === true',
  dialog: 'a dialog event (alert) was raised',
  css: "some element's getComputedStyle(el).getPropertyValue('--xss') is non-empty",
} as const;

const FLAG = 'window.__xss=true';
const PARENT_FLAG = 'parent.__xss=true';
const DIALOG_DOC = '<script>alert(1)</script>';
const DIALOG_DOC_B64 = Buffer.from(DIALOG_DOC).toString('base64');

/** `javascript:` spelled with decimal character references, as an attribute value would carry it. */
const DECIMAL_JS = [...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('');

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  {
    key: 'script',
    description: 'inline <script> tag',
    html: `<script>${FLAG}</script>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'scriptsrc',
    description: '<script src> with a data: URL',
    html: `<script src="data:text/javascript,${FLAG}"></script>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'imgerror',
    description: '<img> with an onerror handler',
    html: `<img src=x onerror="${FLAG}">`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'imgcase',
    description: 'mixed-case tag and unquoted handler',
    html: `<IMG SRC=x OnErRoR=${FLAG}>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'svgonload',
    description: '<svg onload>',
    html: `<svg onload="${FLAG}"></svg>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'svgscript',
    description: '<script> inside <svg>',
    html: `<svg><script>${FLAG}</script></svg>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'svganimate',
    description: 'SVG <animate> rewriting an href to javascript:',
    html: `<svg><a><animate attributeName="href" values="javascript:${FLAG}"/><text x="20" y="20">click me</text></a></svg>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'srcdoc',
    description: '<iframe srcdoc> running script in a same-origin frame',
    html: `<iframe srcdoc="<script>${PARENT_FLAG}</script>"></iframe>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'iframejs',
    description: '<iframe src="javascript:...">',
    html: `<iframe src="javascript:${PARENT_FLAG}"></iframe>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'formaction',
    description: '<form action="javascript:"> with a formaction button',
    html: `<form action="javascript:${FLAG}"><input name=q value="search"><button formaction="javascript:${FLAG}">Go</button></form>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'autofocus',
    description: '<input autofocus onfocus>',
    html: `<input autofocus onfocus="${FLAG}">`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'ontoggle',
    description: '<details open ontoggle>',
    html: `<details open ontoggle="${FLAG}"><summary>more</summary>hidden</details>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'styletag',
    description: '<style> tag leaking rules onto the page',
    html: `<style>:root{--xss:1}body{outline:8px solid red}</style>`,
    trigger: 'load',
    detect: 'css',
  },
  {
    key: 'styleattr',
    description: 'style attribute drawing a full-page overlay',
    html: `<div style="--xss:1;position:fixed;inset:0;z-index:2147483647;background:rgba(255,0,0,.4)">overlay</div>`,
    trigger: 'load',
    detect: 'css',
  },
  {
    key: 'jshref',
    description: 'javascript: link',
    html: `<a href="javascript:${FLAG}" rel="nofollow">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'jshrefcase',
    description: 'javascript: link in mixed case',
    html: `<a href="JaVaScRiPt:${FLAG}">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'jshrefdec',
    description: 'javascript: spelled with decimal entities',
    html: `<a href="${DECIMAL_JS}${FLAG}">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'jshrefhex',
    description: 'javascript: with hex entities',
    html: `<a href="&#x6A;ava&#x73;cript&#x3A;${FLAG}">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'jshrefcolon',
    description: 'javascript: with the named entity &colon;',
    html: `<a href="javascript&colon;${FLAG}">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'jshrefspace',
    description: 'javascript: after leading whitespace and an entity-encoded tab/newline',
    html: `<a href=" &#x09;java&#x0A;script:${FLAG}">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'jshreftab',
    description: 'javascript: split by a literal tab',
    html: `<a href="java\tscript:${FLAG}">click me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'datahref',
    description: 'data:text/html link',
    html: `<a href="data:text/html,${DIALOG_DOC}">click me</a>`,
    trigger: 'interaction',
    detect: 'dialog',
  },
  {
    key: 'datab64',
    description: 'base64 data:text/html link',
    html: `<a href="data:text/html;base64,${DIALOG_DOC_B64}">click me</a>`,
    trigger: 'interaction',
    detect: 'dialog',
  },
  {
    key: 'mouseover',
    description: 'harmless-looking link with onmouseover/onclick handlers',
    html: `<a href="https://example.com/" onmouseover="${FLAG}" onclick="${FLAG}">hover me</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'objectdata',
    description: '<object> and <embed> loading a data: document',
    html: `<object data="data:text/html,${DIALOG_DOC}"></object><embed src="data:text/html,${DIALOG_DOC}">`,
    trigger: 'load',
    detect: 'dialog',
  },
  {
    key: 'metarefresh',
    description: '<meta http-equiv=refresh> to javascript:',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${FLAG}">`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'basehref',
    description: '<base href> hijacking relative links',
    html: `<base href="javascript:${FLAG}//"><a href="relative">relative link</a>`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'mathmxss',
    description: 'MathML namespace-confusion mutation XSS',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${FLAG}">`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'noscript',
    description: '<noscript> attribute-breakout mutation XSS',
    html: `<noscript><p title="</noscript><img src=x onerror=${FLAG}>">`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'videosrc',
    description: '<video><source onerror>',
    html: `<video><source onerror="${FLAG}"></video>`,
    trigger: 'load',
    detect: 'flag',
  },
  {
    key: 'doubleesc',
    description: 'already-escaped markup that only fires if the client decodes entities twice',
    html: `&lt;img src=x onerror=${FLAG}&gt;`,
    trigger: 'double-decode',
    detect: 'flag',
  },
  {
    key: 'urljs',
    description: 'story url with the javascript: scheme',
    html: `<a href="javascript:${FLAG}">homepage</a>`,
    url: `javascript:${FLAG}`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'urljsobf',
    description: 'story url with whitespace and mixed-case javascript:',
    html: `<a href="  JaVa\tScRiPt:${FLAG}">homepage</a>`,
    url: `  JaVa\tScRiPt:${FLAG}`,
    trigger: 'interaction',
    detect: 'flag',
  },
  {
    key: 'urldata',
    description: 'story url with a data:text/html document',
    html: `<a href="data:text/html,${DIALOG_DOC}">homepage</a>`,
    url: `data:text/html,${DIALOG_DOC}`,
    trigger: 'interaction',
    detect: 'dialog',
  },
];

export function hostileUserName(payload: HostilePayload): string {
  return `x_${payload.key}`;
}
