import { defineConfig } from 'vitest/config';

// Two projects: pure-logic tests run in Node; anything touching the DOM or React runs in jsdom.
// Browser flows live in e2e/ and run under Playwright, not here.
export default defineConfig({
  test: {
    // Property tests run hundreds of cases; a loaded CI machine must not turn them into timeouts.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'packages/*/src/react/**', '**/*.gc.test.ts'],
        },
      },
      {
        // Garbage-collection tests call gc(), which Node only exposes behind a flag.
        extends: true,
        test: {
          name: 'gc',
          environment: 'node',
          include: ['packages/**/*.gc.test.ts'],
          exclude: ['**/node_modules/**'],
          pool: 'forks',
          execArgv: ['--expose-gc'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'packages/*/src/react/**/*.test.{ts,tsx}',
            'apps/**/*.test.{ts,tsx}',
            'packages/**/*.test.tsx',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
    ],
  },
});
