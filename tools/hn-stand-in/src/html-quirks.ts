// Text generators that reproduce the quirks of HN's HTML: paragraphs separated by bare,
// unclosed `<p>`, entities such as &#x27; &quot; &gt; &#x2F;, links with rel="nofollow" and
// truncated link text, `<i>`, `<pre><code>` blocks, and `&gt;` quote lines. Titles are plain text.
import { ADJECTIVES, CODE_SNIPPETS, DOMAINS, NOUNS, SENTENCES, TECH, VERBS } from './lexicon.ts';
import type { Rng } from './prng.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};

/** Escapes text the way HN does in `text` and `about` fields. */
export function hnEscape(text: string): string {
  return text.replace(/[&<>"'/]/g, (c) => ENTITIES[c] ?? c);
}

/** An HN-style link: escaped href, rel="nofollow", and link text cut at 60 chars with "...". */
export function hnLink(url: string): string {
  const shown = url.length > 60 ? `${url.slice(0, 57)}...` : url;
  return `<a href="${hnEscape(url)}" rel="nofollow">${hnEscape(shown)}</a>`;
}

/** Joins paragraphs with HN's bare `<p>` separators (never closed, none before the first). */
export function hnParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.join('<p>');
}

export function randomUrl(rng: Rng): string {
  const domain = rng.pick(DOMAINS);
  const slug = `${rng.pick(ADJECTIVES)}-${rng.pick(NOUNS)}`.replace(/[^a-z0-9]+/gi, '-');
  const tail = rng.chance(0.2) ? `?id=${rng.int(1, 99999)}&ref=hn` : '';
  return `https://${domain}/${rng.int(2014, 2026)}/${slug.toLowerCase()}${tail}`;
}

function sentence(rng: Rng): string {
  const raw = rng.pick(SENTENCES);
  // Most sentences are escaped plain text; some get an <i> emphasis like HN's *asterisks*.
  const escaped = hnEscape(raw);
  if (rng.chance(0.15)) {
    const word = rng.pick(ADJECTIVES);
    return `${escaped} It is <i>${hnEscape(word)}</i>, really.`;
  }
  return escaped;
}

function paragraph(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.1) return `&gt; ${sentence(rng)}`;
  if (roll < 0.18) return `See ${hnLink(randomUrl(rng))} for details.`;
  if (roll < 0.23) {
    // HN puts the code block after a <p> and follows it with a newline, not another <p>.
    const after = sentence(rng);
    return `<pre><code>${hnEscape(rng.pick(CODE_SNIPPETS))}\n</code></pre>\n${after}`;
  }
  const count = rng.int(1, 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(sentence(rng));
  return parts.join(' ');
}

/** A comment body: one to four paragraphs. */
export function commentHtml(rng: Rng): string {
  const count = rng.int(1, 4);
  const paragraphs: string[] = [];
  for (let i = 0; i < count; i++) paragraphs.push(paragraph(rng));
  return hnParagraphs(paragraphs);
}

/** The body of an Ask HN or Show HN text post. */
export function postHtml(rng: Rng): string {
  const paragraphs = [
    hnEscape(
      `I've been working on a ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} in ${rng.pick(TECH)}.`,
    ),
    paragraph(rng),
    paragraph(rng),
    hnEscape("What's your experience? Anything you'd do differently?"),
  ];
  return hnParagraphs(paragraphs);
}

/** A job post body with a bullet-ish list the way HN renders it (no <ul>). */
export function jobHtml(rng: Rng, company: string): string {
  return hnParagraphs([
    hnEscape(`${company} is hiring engineers who like ${rng.pick(TECH)} & ${rng.pick(TECH)}.`),
    hnEscape('- Remote-friendly (US/EU)'),
    hnEscape('- Salary: $150k-$210k + equity'),
    `Apply: ${hnLink(`https://jobs.example.com/${company.toLowerCase().replace(/\W+/g, '-')}`)}`,
  ]);
}

/** A user's `about`: sometimes empty (then the API omits it), otherwise a short HTML bio. */
export function aboutHtml(rng: Rng, name: string): string | undefined {
  if (rng.chance(0.4)) return undefined;
  const paragraphs = [
    hnEscape(`Hi, I'm ${name}. I ${rng.pick(VERBS)} ${rng.pick(NOUNS)}s in ${rng.pick(TECH)}.`),
  ];
  if (rng.chance(0.5)) paragraphs.push(`Blog: ${hnLink(`https://${name}.example.net/`)}`);
  if (rng.chance(0.4)) paragraphs.push(hnEscape(`email: ${name} [at] example.org`));
  if (rng.chance(0.2))
    paragraphs.push(`<i>${hnEscape("Opinions are my own & not my employer's.")}</i>`);
  return hnParagraphs(paragraphs);
}

/** A plain-text story title; titles are not HTML-escaped by HN, so raw & < ' appear here. */
export function storyTitle(rng: Rng): string {
  const tech = rng.pick(TECH);
  const noun = rng.pick(NOUNS);
  const adj = rng.pick(ADJECTIVES);
  const templates = [
    () => `A ${adj} ${noun} written in ${tech}`,
    () => `Why I stopped using ${tech}`,
    () => `${tech} ${rng.int(1, 9)}.${rng.int(0, 20)} released`,
    () => `The ${adj} history of the ${noun} (${rng.int(1975, 2015)})`,
    () => `How we cut our ${noun} costs by ${rng.int(20, 90)}%`,
    () => `${tech} & ${rng.pick(TECH)}: a ${adj} comparison`,
    () => `Understanding Option<T> and the ${noun} [pdf]`,
    () => `Don't build your own ${noun}`,
    () => `It's time to rethink the ${noun}`,
  ];
  return rng.pick(templates)();
}
