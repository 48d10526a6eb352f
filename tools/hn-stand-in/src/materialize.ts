// Turns stored structure into the JSON the API serves: fills in titles, urls and HTML text from a
// per-item seeded generator (so they cost no memory until asked for), applies the time anchor,
// drops fields the real API omits, and orders keys alphabetically as Firebase does.
import type { FixedContent } from './drafts.ts';
import type { StoredItem, StoredUser } from './generate.ts';
import { aboutHtml, commentHtml, jobHtml, postHtml, randomUrl, storyTitle } from './html-quirks.ts';
import { ADJECTIVES, BATCHES, COMPANIES, NOUNS, SYLLABLES, TECH, VERBS } from './lexicon.ts';
import { Rng } from './prng.ts';
import type { HNItem, HNUser } from './types.ts';

function jobTitle(rng: Rng, company: string): string {
  const role = rng.pick(['Senior Backend Engineers', 'a Founding Engineer', 'Rust Developers']);
  return `${company} (YC ${rng.pick(BATCHES)}) Is Hiring ${role}`;
}

function lazyContent(seed: number, item: StoredItem): FixedContent {
  const rng = Rng.keyed(seed, `item:${item.id}`);
  switch (item.content) {
    case 'link':
      return { title: storyTitle(rng), url: randomUrl(rng) };
    case 'show': {
      const name = `${rng.pick(SYLLABLES)}${rng.pick(SYLLABLES)}`;
      const title = `Show HN: ${name[0]?.toUpperCase()}${name.slice(1)} – a ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} in ${rng.pick(TECH)}`;
      const url = `https://github.com/${rng.pick(SYLLABLES)}dev/${name}`;
      return rng.chance(0.3) ? { title, url, text: postHtml(rng) } : { title, url };
    }
    case 'ask':
      return {
        title: `Ask HN: How do you ${rng.pick(VERBS)} your ${rng.pick(NOUNS)}?`,
        text: postHtml(rng),
      };
    case 'job': {
      const company = rng.pick(COMPANIES);
      return { title: jobTitle(rng, company), url: `https://jobs.example.com/${item.id}` };
    }
    case 'job-no-url': {
      const company = rng.pick(COMPANIES);
      return { title: jobTitle(rng, company), url: '', text: jobHtml(rng, company) };
    }
    case 'comment':
      return { text: commentHtml(rng) };
    case 'poll':
    case 'pollopt':
    case 'fixed':
      return {};
  }
}

/** Copies the defined entries of `fields` into a new object with keys in alphabetical order. */
function alphabetical<T extends object>(fields: T): T {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries) as T;
}

export function materializeItem(seed: number, item: StoredItem, anchor: number): HNItem {
  const time = anchor - item.age;
  const kids = item.kids.length > 0 ? [...item.kids] : undefined;
  if (item.deleted) {
    // Deleted items keep only their skeleton: no by, no text, no title.
    return alphabetical<HNItem>({
      deleted: true,
      id: item.id,
      kids,
      parent: item.parent,
      time,
      type: item.type,
    });
  }
  const content = { ...lazyContent(seed, item), ...item.fixed };
  return alphabetical<HNItem>({
    by: item.by,
    dead: item.dead ? true : undefined,
    descendants: item.descendants,
    id: item.id,
    kids,
    parent: item.parent,
    parts: item.parts ? [...item.parts] : undefined,
    poll: item.poll,
    score: item.score,
    text: content.text,
    time,
    title: content.title,
    type: item.type,
    url: content.url,
  });
}

export function materializeUser(seed: number, user: StoredUser, anchor: number): HNUser {
  const about = user.fixedAbout ?? aboutHtml(Rng.keyed(seed, `user:${user.id}`), user.id);
  return alphabetical<HNUser>({
    about,
    created: anchor - user.createdAge,
    id: user.id,
    karma: user.karma,
    submitted: user.submitted.length > 0 ? [...user.submitted] : undefined,
  });
}
