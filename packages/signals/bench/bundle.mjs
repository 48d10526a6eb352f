// Bundles @tendril/signals from packages/signals/src/index.ts with esbuild into a temp directory
// (--bundle --format=esm --platform=node --minify), so the benchmark measures the JavaScript users
// get rather than TypeScript run through a loader.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TENDRIL_ENTRY = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'index.ts',
);

export function tendrilEntryExists() {
  return existsSync(TENDRIL_ENTRY);
}

/** Returns { file, cleanup }. Throws with esbuild's messages when the source does not build. */
export async function bundleTendril({ minify = true } = {}) {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'tendril-bench-'));
  const file = join(dir, 'tendril.mjs');
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    await build({
      entryPoints: [TENDRIL_ENTRY],
      outfile: file,
      bundle: true,
      format: 'esm',
      platform: 'node',
      minify,
      logLevel: 'silent',
    });
  } catch (error) {
    cleanup();
    const messages = error.errors?.map((e) => {
      const where = e.location ? `${e.location.file}:${e.location.line}: ` : '';
      return `${where}${e.text}`;
    });
    throw new Error(`esbuild could not bundle ${TENDRIL_ENTRY}\n${messages?.join('\n') ?? error}`, {
      cause: error,
    });
  }
  return { file, cleanup };
}
