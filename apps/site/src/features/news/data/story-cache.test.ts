import { describe, expect, it } from 'vitest';
import { parseItem, type HnItem } from './parse.ts';
import { collectThread } from './story-cache.ts';

const item = (id: number, kids: number[] = [], extra: Record<string, unknown> = {}): HnItem =>
  parseItem({ id, type: 'comment', kids, text: `c${id}`, ...extra })!;

describe('collectThread', () => {
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

  it('collects the known comments of the first three levels, breadth first', () => {
    expect(collectThread(root, (id) => known.get(id)).map((c) => c.id)).toEqual([2, 3, 5, 6, 7]);
  });

  it('stops at the limit', () => {
    expect(collectThread(root, (id) => known.get(id), 3).map((c) => c.id)).toEqual([2, 3, 5]);
  });
});
