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
          include: [
            'packages/**/*.test.ts',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
            '*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'packages/*/src/react/**'],
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
