/*
 * A new build waiting in the service worker raises "App updated! Refresh to get the latest
 * version." and its Refresh action activates it. Two real builds (different build ids) are
 * served in turn by a small static server of this test's own, so the shared preview server
 * and its dist/ folder are left alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

let root = '';
let server: Server;
let origin = '';
const builds: Record<'v1' | 'v2', string> = { v1: '', v2: '' };
const work = mkdtempSync(join(tmpdir(), 'tendril-sw-update-'));

function build(id: string): string {
  const outDir = join(work, id);
  execFileSync(
    'node_modules/.bin/vite',
    ['build', 'apps/site', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, VITE_BUILD_ID: id, VITE_HN_API_BASE: 'http://127.0.0.1:9/v0' },
      stdio: 'pipe',
    },
  );
  return outDir;
}

test.describe('service worker updates', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ serviceWorkers: 'allow' });

  test.beforeAll(async () => {
    builds.v1 = build('v1');
    builds.v2 = build('v2');
    root = builds.v1;
    server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = join(root, path);
      if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
        // As a static host is told to (build/prerender.ts): the app shell.
        file = join(root, 'app-shell.html');
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      res.end(readFileSync(file));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  test.afterAll(async () => {
    await new Promise((done) => server?.close(done));
    rmSync(work, { recursive: true, force: true });
  });

  test('a rebuilt version raises the update toast and Refresh loads it', async ({ page }) => {
    await page.goto(`${origin}/demo/basic-signals`);
    await expect(page.getByText('build v1')).toBeVisible();
    await page.waitForFunction(
      async () =>
        !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
    );

    root = builds.v2; // deploy the new build
    await page.reload();
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: 'App updated! Refresh to get the latest version.' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('build v1')).toBeVisible(); // still the old version until asked

    await toast.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('build v2')).toBeVisible({ timeout: 20_000 });
  });
});
