/*
 * Source maps never ship. Whatever sits in dist is served to anyone who asks, and a map holds
 * the full sources, so a "hidden" map (no sourceMappingURL comment) left in dist is still a
 * download away. With SITE_SOURCEMAPS=1 the build writes hidden maps and this step moves them
 * out of dist, into a folder beside it, keeping their paths: upload them to an error tracker
 * or open them in the browser's devtools by hand. Without it the build writes none.
 */
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Every `.map` file below `dir`, as absolute paths. */
function mapsBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Moves every `.map` file from `outDir` to `mapsDir`, keeping its path below the folder.
 * Answers how many it moved.
 */
export function moveSourceMaps(outDir: string, mapsDir: string): number {
  const maps = mapsBelow(outDir);
  for (const file of maps) {
    const target = join(mapsDir, relative(outDir, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
  return maps.length;
}

/**
 * The Vite plugin: once every other step has written its files (the service worker's build
 * and the prerendered pages included), the maps leave the build's folder for one beside it
 * named after it (`dist` → `dist-sourcemaps`).
 */
export function sourceMapsBesideDist(): Plugin {
  let outDir = '';
  return {
    name: 'tendril-source-maps-beside-dist',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const mapsDir = `${outDir}-sourcemaps`;
        const moved = moveSourceMaps(outDir, mapsDir);
        if (moved > 0) this.info(`${moved} source maps moved out of dist, to ${mapsDir}`);
      },
    },
  };
}
