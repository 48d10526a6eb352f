// Keeps README.md honest: the notable ids and the hostile table must match the generator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, getDataset } from './dataset.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const data = getDataset(DEFAULT_SEED);

/** The cells of the table row whose first cell is `name` in backticks. */
function row(name: string): string[] {
  const line = readme.split('\n').find((l) => l.startsWith(`| \`${name}\``));
  if (!line) throw new Error(`README has no row for ${name}`);
  return line.split('|').map((cell) => cell.trim());
}

describe('README', () => {
  it('names the default seed and the current counts', () => {
    expect(readme).toContain(`seed ${DEFAULT_SEED}`);
    expect(readme).toContain(`${data.itemIds.length.toLocaleString('en-US')} items`);
    expect(readme).toContain(`\`deletedIds\` (${data.ids.deletedIds.length})`);
    expect(readme).toContain(`\`deadIds\` (${data.ids.deadIds.length})`);
  });

  it('lists the current notable ids', () => {
    const ids = data.ids;
    const expected: Record<string, string> = {
      bigStory: String(ids.bigStory),
      bigStoryDeepest: String(ids.bigStoryDeepest),
      mediumStories: ids.mediumStories.join(', '),
      askPost: String(ids.askPost),
      poll: String(ids.poll),
      pollopts: ids.pollopts.join(', '),
      job: String(ids.job),
      hostileGallery: String(ids.hostileGallery),
      deletedStoryInTop: String(ids.deletedStoryInTop),
      deadStoryInTop: String(ids.deadStoryInTop),
      danglingKidIds: ids.danglingKidIds.join(', '),
      prolificUser: `\`${ids.prolificUser}\``,
    };
    for (const [name, value] of Object.entries(expected)) expect(row(name)[2], name).toBe(value);
    expect(readme).toContain(`depth ${ids.bigStoryDepth}`);
  });

  it('lists every hostile payload with its story and comment ids', () => {
    for (const h of data.hostile) {
      const cells = row(h.key);
      expect(cells[3], h.key).toBe(String(h.storyId));
      expect(cells[4], h.key).toBe(String(h.commentId));
      expect(cells[5], h.key).toBe(h.trigger);
      expect(cells[6], h.key).toBe(h.detect);
    }
  });
});
