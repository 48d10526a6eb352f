import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe("the README's server example", () => {
  it('is examples/node-server.tsx as it is, so the code readers copy is type-checked', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const file = await readFile(new URL('./node-server.tsx', import.meta.url), 'utf8');
    const shown =
      /<!-- node-server:start -->\s*```tsx\n([\s\S]*?)```\s*<!-- node-server:end -->/.exec(readme);
    expect(shown?.[1]).toBe(file);
  });
});
