// Property tests over the data set and the request handling: the tree is consistent wherever
// you look (kids exist or are deliberately null/unknown, parents point back, times move forward),
// invariants hold for any seed, and any query string leaves the answer unchanged.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, getDataset } from './dataset.ts';
import { OptionError, parseRuntimePatch } from './options.ts';
import { matchRoute } from './routes.ts';
import { startStandIn, type StandIn } from './server.ts';
import type { HNItem } from './types.ts';

const data = getDataset();
const anyItemId = fc.constantFrom(...data.itemIds);
const anyUserId = fc.constantFrom(...data.userIds);

function must(id: number): HNItem {
  const item = data.item(id);
  if (!item) throw new Error(`missing item ${id}`);
  return item;
}

describe('tree consistency (any item)', () => {
  it('every kid is null, a declared dangling id, or an existing child pointing back', () => {
    fc.assert(
      fc.property(anyItemId, (id) => {
        const item = must(id);
        for (const kid of item.kids ?? []) {
          if (kid === null) {
            expect(data.ids.nullKidParents).toContain(id);
            continue;
          }
          const child = data.item(kid);
          if (child === null) {
            expect(data.ids.danglingKidIds).toContain(kid);
            continue;
          }
          expect(child.type).toBe('comment');
          expect(child.parent).toBe(id);
          expect(kid).toBeGreaterThan(id);
          expect(child.time ?? 0).toBeGreaterThanOrEqual(item.time ?? 0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('every comment’s parent lists it, and the chain of parents ends at a story or poll', () => {
    fc.assert(
      fc.property(anyItemId, (id) => {
        let node = must(id);
        if (node.type !== 'comment') return;
        for (let steps = 0; node.type === 'comment'; steps++) {
          expect(steps).toBeLessThan(50);
          const parent = must(node.parent as number);
          expect(parent.kids).toContain(node.id);
          node = parent;
        }
        expect(['story', 'poll']).toContain(node.type);
      }),
      { numRuns: 500 },
    );
  });

  it('descendants counts the visible comments below a story', () => {
    const count = (id: number): number => {
      let n = 0;
      for (const kid of must(id).kids ?? []) {
        const child = kid === null ? null : data.item(kid);
        if (!child) continue;
        n += (child.deleted || child.dead ? 0 : 1) + count(child.id);
      }
      return n;
    };
    fc.assert(
      fc.property(fc.constantFrom(...data.lists.topstories), (id) => {
        const story = must(id);
        if (story.type === 'job' || story.deleted) return;
        expect(story.descendants).toBe(count(id));
      }),
      { numRuns: 60 },
    );
  });

  it('every pollopt belongs to a poll that lists it', () => {
    fc.assert(
      fc.property(anyItemId, (id) => {
        const item = must(id);
        if (item.type !== 'pollopt') return;
        expect(must(item.poll as number).parts).toContain(id);
      }),
    );
  });
});

describe('users (any user)', () => {
  it('submitted holds existing, non-deleted items by that user, newest first', () => {
    fc.assert(
      fc.property(anyUserId, (userId) => {
        const user = data.user(userId);
        const submitted = user?.submitted ?? [];
        expect(submitted).toEqual([...submitted].sort((a, b) => b - a));
        for (const id of submitted.slice(0, 40)) {
          const item = must(id);
          expect(item.by).toBe(userId);
          expect(item.deleted).toBeUndefined();
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('any seed', () => {
  it('keeps the promised structure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const d = buildDataset(seed);
        expect(new Set(d.lists.topstories).size).toBe(500);
        expect(d.ids.bigStoryDepth).toBeGreaterThanOrEqual(15);
        expect(d.item(d.ids.bigStory)?.descendants).toBeGreaterThan(1300);
        expect(d.item(d.ids.askPost)).not.toHaveProperty('url');
        expect(d.item(d.ids.job)?.url).toBe('');
        expect(d.ids.nullKidParents.length).toBeGreaterThan(0);
        for (const id of d.lists.topstories) expect(d.item(id)).not.toBeNull();
      }),
      { numRuns: 3 },
    );
  });
});

describe('input handling', () => {
  it('matchRoute never throws on any path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (path) => {
        matchRoute(`/${path}`);
        matchRoute(`/v0/item/${path}.json`);
        matchRoute(`/v0/user/${path}.json`);
      }),
    );
  });

  it('parseRuntimePatch accepts or throws OptionError, nothing else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          parseRuntimePatch(value);
        } catch (error) {
          expect(error).toBeInstanceOf(OptionError);
        }
      }),
    );
  });
});

describe('query strings over HTTP', () => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn({ port: 0 });
  });
  afterAll(async () => {
    await s.close();
  });

  it('any query string leaves the answer unchanged', async () => {
    const query = fc
      .array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), { maxLength: 4 })
      .map((pairs) => new URLSearchParams([['print', 'pretty'], ...pairs]).toString());
    await fc.assert(
      fc.asyncProperty(anyItemId, query, async (id, q) => {
        const body: unknown = await fetch(`${s.url}/item/${id}.json?${q}`).then((r) => r.json());
        expect(body).toEqual(s.getItem(id));
      }),
      { numRuns: 25 },
    );
  });
});
