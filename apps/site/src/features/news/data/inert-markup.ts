/*
 * Chrome parses HTML for DOMPurify (DOMParser, <template>, any inert document) under the
 * page's Content Security Policy, and reports an inline event handler, a `style` attribute or
 * a `<style>` element it meets while parsing as a violation, although nothing runs. So before
 * DOMPurify parses HN HTML, this pass takes those out of the markup: it walks the tags the
 * way the HTML tokenizer does and drops `on*` and `style` attributes, and renames `<style>`
 * so no style sheet is ever built. It is not the sanitizer: DOMPurify still decides what is
 * kept, and anything this pass misses is still removed, only reported first.
 */

/** The name `<style>` gets here; the sanitizer drops it with its content. */
export const INERT_STYLE_TAG = 'x-inert-style';

const TAG_NAME = /^[A-Za-z][^\s/>]*/;
const SPACE = /\s/;

/** `html` without inline handlers, style attributes or style elements (see above). */
export function inertMarkup(html: string): string {
  if (!html.includes('<')) return html;
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    out += html.slice(i, open);
    i = open + 1;
    if (html.startsWith('!--', i)) {
      // A comment: DOMPurify drops it; copied as it is, up to its end.
      const end = html.indexOf('-->', i + 3);
      const stop = end === -1 ? html.length : end + 3;
      out += html.slice(open, stop);
      i = stop;
      continue;
    }
    const closing = html[i] === '/';
    const name = TAG_NAME.exec(html.slice(closing ? i + 1 : i))?.[0];
    if (name === undefined) {
      out += '<';
      continue;
    }
    i += (closing ? 1 : 0) + name.length;
    out += `<${closing ? '/' : ''}${/^style$/i.test(name) ? INERT_STYLE_TAG : name}`;
    // Attributes, as the tokenizer reads them, up to the tag's end.
    while (i < html.length && html[i] !== '>') {
      const c = html[i]!;
      if (SPACE.test(c) || c === '/') {
        out += c;
        i++;
        continue;
      }
      let end = i + 1; // the first character of a name may be "=".
      while (end < html.length && !/[\s/>=]/.test(html[end]!)) end++;
      const attribute = html.slice(i, end);
      let valueEnd = end;
      let probe = end;
      while (probe < html.length && SPACE.test(html[probe]!)) probe++;
      if (html[probe] === '=') {
        probe++;
        while (probe < html.length && SPACE.test(html[probe]!)) probe++;
        const quote = html[probe];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, probe + 1);
          valueEnd = close === -1 ? html.length : close + 1;
        } else {
          valueEnd = probe;
          while (valueEnd < html.length && !/[\s>]/.test(html[valueEnd]!)) valueEnd++;
        }
      }
      if (!/^(on|style$)/i.test(attribute)) out += html.slice(i, valueEnd);
      i = valueEnd;
    }
    if (i < html.length) {
      out += '>';
      i++;
    }
  }
  return out + html.slice(i);
}
