import { defineConfig } from '@playwright/test';

// Browser tests run against the production build served by `vite preview`, in Debian's
// Chromium (never a downloaded browser). scripts/test-all.mjs builds the site first.
const port = Number(process.env.E2E_PORT ?? 4173);
// The news reader is built against the local HN stand-in (scripts/test-all.mjs sets
// VITE_HN_API_BASE to this port before building, and VITE_SITE_ORIGIN to the address below).
export const standInPort = Number(process.env.HN_STAND_IN_PORT ?? 8787);
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
// Specs named *.standalone.spec.ts build and serve their own fixture pages: run on their own
// (by file or by project) they need neither the site build nor the stand-in.
const args = process.argv.slice(process.argv.indexOf('test') + 1);
const filters = args.filter(
  (a, i) => !a.startsWith('-') && !/^(-c|--config)$/.test(args[i - 1] ?? ''),
);
const standaloneOnly =
  (filters.length > 0 && filters.every((f) => f.includes('standalone'))) ||
  /--project[= ]standalone\b/.test(args.join(' '));

export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium gives each navigation a new document host (RenderDocument), which drops
        // Playwright's offline emulation: after a reload `navigator.onLine` is true again while
        // every request still fails. The offline specs reload offline, as a user would.
        '--disable-features=RenderDocument',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: '**/*.standalone.spec.ts' },
    { name: 'standalone', testMatch: '**/*.standalone.spec.ts' },
  ],
  webServer: [
    {
      command: `npm run preview -w @tendril/site -- --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx tools/hn-stand-in/src/cli.ts --port ${standInPort}`,
      url: `http://127.0.0.1:${standInPort}/v0/topstories.json`,
      cwd: '..',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ].filter(() => !standaloneOnly),
});
