// The generated data set: deterministic, the promised sizes and shapes, the fixtures in place.
import { describe, expect, it } from 'vitest';
import { buildDataset, DEFAULT_SEED, FIXED_EPOCH, getDataset, type Dataset } from './dataset.ts';
import { HOSTILE_PAYLOADS } from './hostile.ts';
import type { HNItem } from './types.ts';

const data = getDataset();

function item(id: number): HNItem {
  const found = data.item(id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

/** Walks a comment tree iteratively; returns every reachable comment and the maximum depth. */
function walk(d: Dataset, rootId: number): { comments: HNItem[]; maxDepth: number } {
  const comments: HNItem[] = [];
  let maxDepth = 0;
  const stack: [number, number][] = [[rootId, 0]];
  for (let guard = 0; stack.length > 0 && guard < 100_000; guard++) {
    const [id, depth] = stack.pop() as [number, number];
    const node = d.item(id);
    if (!node) continue;
    if (depth > 0) comments.push(node);
    maxDepth = Math.max(maxDepth, depth);
    for (const kid of node.kids ?? []) if (kid !== null) stack.push([kid, depth + 1]);
  }
  return { comments, maxDepth };
}

describe('determinism', () => {
  it('generates identical data for the same seed', () => {
    const a = buildDataset(DEFAULT_SEED);
    const b = buildDataset(DEFAULT_SEED);
    expect(a.ids).toEqual(b.ids);
    expect(a.lists).toEqual(b.lists);
    expect(a.itemIds).toEqual(b.itemIds);
    expect(a.userIds).toEqual(b.userIds);
    for (const id of a.itemIds.filter((_, i) => i % 97 === 0))
      expect(a.item(id)).toEqual(b.item(id));
    for (const id of a.userIds) expect(a.user(id)).toEqual(b.user(id));
  });

  it('generates different data for a different seed', () => {
    const other = buildDataset(DEFAULT_SEED + 1);
    expect(other.lists.topstories).not.toEqual(data.lists.topstories);
  });

  it('shares one instance per seed', () => {
    expect(getDataset()).toBe(data);
  });
});

describe('lists', () => {
  it('has 500 unique top stories, all of them existing stories, polls or jobs', () => {
    const top = data.lists.topstories;
    expect(top).toHaveLength(500);
    expect(new Set(top).size).toBe(500);
    for (const id of top) expect(['story', 'poll', 'job']).toContain(item(id).type);
  });

  it('fills the other lists with the right kinds', () => {
    expect(data.lists.newstories).toHaveLength(500);
    expect([...data.lists.newstories]).toEqual([...data.lists.newstories].sort((a, b) => b - a));
    for (const id of data.lists.askstories) expect(item(id).title).toMatch(/^Ask HN:/);
    for (const id of data.lists.showstories) expect(item(id).title).toMatch(/^Show HN:/);
    for (const id of data.lists.jobstories) expect(item(id).type).toBe('job');
    expect(data.lists.askstories.length).toBeGreaterThan(10);
    expect(data.lists.showstories.length).toBeGreaterThan(10);
    expect(data.lists.jobstories.length).toBeGreaterThan(5);
  });

  it('puts the notable stories on the front page', () => {
    const front = data.lists.topstories.slice(0, 30);
    const { bigStory, mediumStories, poll, askPost, job } = data.ids;
    for (const id of [bigStory, ...mediumStories, poll, askPost, job]) expect(front).toContain(id);
  });
});

describe('notable items', () => {
  it('the big story has ~1,500 comments reaching depth 15 or more', () => {
    const { comments, maxDepth } = walk(data, data.ids.bigStory);
    expect(comments.length).toBeGreaterThanOrEqual(1400);
    expect(comments.length).toBeLessThanOrEqual(1600);
    expect(maxDepth).toBeGreaterThanOrEqual(15);
    expect(maxDepth).toBe(data.ids.bigStoryDepth);
    const visible = comments.filter((c) => !c.deleted && !c.dead).length;
    expect(item(data.ids.bigStory).descendants).toBe(visible);
  });

  it('three medium stories have 300–600 comments each', () => {
    expect(data.ids.mediumStories).toHaveLength(3);
    for (const id of data.ids.mediumStories) {
      const { comments } = walk(data, id);
      expect(comments.length).toBeGreaterThanOrEqual(300);
      expect(comments.length).toBeLessThanOrEqual(600);
    }
  });

  it('the poll has pollopts pointing back at it', () => {
    const poll = item(data.ids.poll);
    expect(poll.type).toBe('poll');
    expect(poll.parts).toEqual(data.ids.pollopts);
    expect(poll.parts?.length).toBeGreaterThanOrEqual(3);
    for (const id of poll.parts ?? []) {
      const opt = item(id);
      expect(opt).toMatchObject({ type: 'pollopt', poll: poll.id });
      expect(typeof opt.score).toBe('number');
      expect(typeof opt.text).toBe('string');
    }
  });

  it('the Ask HN post has text and no url', () => {
    const ask = item(data.ids.askPost);
    expect(ask.title).toMatch(/^Ask HN:/);
    expect(ask.text).toBeTruthy();
    expect(ask).not.toHaveProperty('url');
  });

  it('the job has an empty url and a text', () => {
    const job = item(data.ids.job);
    expect(job).toMatchObject({ type: 'job', url: '' });
    expect(job.text).toBeTruthy();
    expect(job).not.toHaveProperty('kids');
    expect(job).not.toHaveProperty('descendants');
  });

  it('lists a deleted and a dead story in topstories', () => {
    expect(data.lists.topstories).toContain(data.ids.deletedStoryInTop);
    expect(data.lists.topstories).toContain(data.ids.deadStoryInTop);
    expect(item(data.ids.deletedStoryInTop).deleted).toBe(true);
    expect(item(data.ids.deadStoryInTop).dead).toBe(true);
  });
});

describe('deleted, dead, null and dangling', () => {
  it('about 2% of items are deleted and about 2% dead', () => {
    const total = data.itemIds.length;
    expect(data.ids.deletedIds.length / total).toBeGreaterThan(0.01);
    expect(data.ids.deletedIds.length / total).toBeLessThan(0.03);
    expect(data.ids.deadIds.length / total).toBeGreaterThan(0.01);
    expect(data.ids.deadIds.length / total).toBeLessThan(0.03);
  });

  it('deleted items look like the real ones: no by, no text', () => {
    for (const id of data.ids.deletedIds.slice(0, 50)) {
      const d = item(id);
      expect(d).toMatchObject({ deleted: true, id });
      expect(typeof d.time).toBe('number');
      expect(d.type).toBeDefined();
      for (const key of ['by', 'text', 'title', 'url', 'score', 'dead'])
        expect(d).not.toHaveProperty(key);
    }
  });

  it('dead items say dead: true and keep their author', () => {
    for (const id of data.ids.deadIds.slice(0, 50)) {
      const d = item(id);
      expect(d.dead).toBe(true);
      expect(d.by).toBeTruthy();
    }
  });

  it('some kids arrays contain null, including the big story', () => {
    expect(data.ids.nullKidParents).toContain(data.ids.bigStory);
    for (const id of data.ids.nullKidParents) expect(item(id).kids).toContain(null);
  });

  it('dangling kid ids answer null', () => {
    expect(data.ids.danglingKidIds.length).toBeGreaterThanOrEqual(2);
    for (const id of data.ids.danglingKidIds) expect(data.item(id)).toBeNull();
  });
});

describe('users', () => {
  it('has about 200 users with the real fields', () => {
    expect(data.userIds.length).toBeGreaterThanOrEqual(180);
    expect(data.userIds.length).toBeLessThanOrEqual(220);
    for (const id of data.userIds) {
      const u = data.user(id);
      expect(u?.id).toBe(id);
      expect(id).toMatch(/^[A-Za-z0-9_-]{2,15}$/);
      expect(Number.isInteger(u?.created)).toBe(true);
      expect(Number.isInteger(u?.karma)).toBe(true);
    }
  });

  it('submitted lists the user’s items newest first', () => {
    const u = data.user(data.ids.prolificUser);
    const submitted = u?.submitted ?? [];
    expect(submitted.length).toBeGreaterThan(50);
    expect(submitted).toEqual([...submitted].sort((a, b) => b - a));
    for (const id of submitted.slice(0, 30)) expect(item(id).by).toBe(u?.id);
  });

  it('unknown users are null', () => {
    expect(data.user('nobody-here')).toBeNull();
  });
});

describe('times', () => {
  it('count back from the anchor and stay recent', () => {
    const story = item(data.ids.bigStory);
    expect(story.time).toBeLessThan(FIXED_EPOCH);
    expect(story.time).toBeGreaterThan(FIXED_EPOCH - 2 * 86_400);
    const later = data.item(data.ids.bigStory, FIXED_EPOCH + 1000);
    expect(later?.time).toBe((story.time ?? 0) + 1000);
  });

  it('make users older than anything they posted', () => {
    for (const id of data.userIds.slice(0, 40)) {
      const u = data.user(id);
      const newest = u?.submitted?.[u.submitted.length - 1];
      if (u && newest !== undefined) expect(u.created).toBeLessThan(item(newest).time ?? 0);
    }
  });
});

describe('HTML quirks and hostile payloads', () => {
  const texts = data.itemIds
    .slice(0, 4000)
    .map((id) => data.item(id)?.text ?? '')
    .join('\n');

  it('text uses HN’s quirks: bare <p>, entities, nofollow links, <i>, <pre><code>', () => {
    expect(texts).toContain('<p>');
    expect(texts).not.toContain('</p>');
    for (const quirk of ['&#x27;', '&quot;', '&gt;', '&#x2F;', '<i>', '<pre><code>']) {
      expect(texts).toContain(quirk);
    }
    expect(texts).toMatch(/<a href="https:&#x2F;&#x2F;[^"]+" rel="nofollow">/);
  });

  it('every payload sits in a story title and text (or url), a comment and a user about', () => {
    expect(data.hostile).toHaveLength(HOSTILE_PAYLOADS.length);
    for (const payload of HOSTILE_PAYLOADS) {
      const entry = data.hostile.find((h) => h.key === payload.key);
      if (!entry) throw new Error(`no entry for ${payload.key}`);
      const story = item(entry.storyId);
      expect(story.title).toContain(payload.html);
      if (payload.url !== undefined) expect(story.url).toBe(payload.url);
      else expect(story.text).toContain(payload.html);
      expect(item(entry.commentId).text).toContain(payload.html);
      expect(item(entry.commentId).parent).toBe(data.ids.hostileGallery);
      expect(data.user(entry.user)?.about).toContain(payload.html);
      expect(story.by).toBe(entry.user);
      expect(data.ids.hostileIds).toEqual(expect.arrayContaining([entry.storyId, entry.commentId]));
      expect(data.ids.hostileUsers).toContain(entry.user);
    }
  });

  it('hostile stories are reachable from topstories, one of them on the front page', () => {
    const storyIds = data.hostile.map((h) => h.storyId);
    for (const id of storyIds) expect(data.lists.topstories).toContain(id);
    expect(data.lists.topstories.slice(0, 30).some((id) => storyIds.includes(id))).toBe(true);
    expect(data.lists.topstories).toContain(data.ids.hostileGallery);
  });
});
