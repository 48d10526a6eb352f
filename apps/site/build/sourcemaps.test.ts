import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps } from './sourcemaps.ts';

describe('moveSourceMaps', () => {
  it('leaves no map in dist and keeps each one, at its path, beside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'maps-'));
    const dist = join(root, 'dist');
    const maps = join(root, 'dist-sourcemaps');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'sw.js'), 'self;');
    writeFileSync(join(dist, 'sw.js.map'), '{"sources":["sw.ts"]}');
    writeFileSync(join(dist, 'assets', 'index-1.js'), 'app;');
    writeFileSync(join(dist, 'assets', 'index-1.js.map'), '{"sources":["main.tsx"]}');

    expect(moveSourceMaps(dist, maps)).toBe(2);
    expect(existsSync(join(dist, 'sw.js.map'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'index-1.js.map'))).toBe(false);
    expect(readFileSync(join(dist, 'assets', 'index-1.js'), 'utf8')).toBe('app;');
    expect(readFileSync(join(maps, 'assets', 'index-1.js.map'), 'utf8')).toContain('main.tsx');
    expect(readFileSync(join(maps, 'sw.js.map'), 'utf8')).toContain('sw.ts');
  });
});
