import { describe, expect, it } from 'vitest';
import { parseItem, type HnItem } from './parse.ts';
import { seedItems } from './items.ts';
import { saveStory } from './story-cache.ts';

/** The comments saved with `root`, as a revisit would find them. */
function savedComments(root: HnItem): number[] {
  saveStory(root);
  const saved = JSON.parse(localStorage.getItem(`hn-cache-story-${root.id}`)!) as {
    data: { comments: { id: number }[] };
  };
  return saved.data.comments.map((c) => c.id);
}

const item = (id: number, kids: number[] = [], extra: Record<string, unknown> = {}): HnItem =>
  parseItem({ id, type: 'comment', kids, text: `c${id}`, ...extra })!;

describe('a saved story', () => {
  const known = new Map<number, HnItem | null>([
    [2, item(2, [5, 6])],
    [3, item(3, [], { deleted: true })],
    [4, null],
    [5, item(5, [7])],
    [6, item(6)],
    [7, item(7, [8])],
    [8, item(8)],
  ]);
  const root = parseItem({ id: 1, type: 'story', kids: [2, 3, 4, 9] })!;

  it('keeps the known comments of the first three levels, breadth first', () => {
    seedItems(
      [...known.values()].filter((i): i is HnItem => i !== null),
      true,
    );
    expect(savedComments(root)).toEqual([2, 3, 5, 6, 7]);
  });

  it('keeps at most 120 comments', () => {
    const kids = Array.from({ length: 130 }, (_, i) => 1000 + i);
    seedItems(
      kids.map((id) => item(id)),
      true,
    );
    const big = parseItem({ id: 999, type: 'story', kids })!;
    expect(savedComments(big)).toEqual(kids.slice(0, 120));
  });
});
