import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { shikiTokens } from './apps/site/build/shiki-tokens.ts';

// The workspace packages resolve to their TypeScript sources through this export condition.
const source = '@tendril/source';

// Two projects: pure-logic tests run in Node; anything touching the DOM or React runs in jsdom.
// Browser flows live in e2e/ and run under Playwright, not here.
export default defineConfig({
  // The site's `?tokens` and `?excerpts` imports (build-time highlighting), so pages that show
  // code render in tests as they do in the build.
  plugins: [shikiTokens()],
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
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
          exclude: [
            '**/node_modules/**',
            // React code lives in react/ folders: src/react and a feature's own (meta/react, …).
            'packages/*/src/**/react/**',
            '**/*.nats.test.ts',
            '**/*.gc.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Against a real nats-server (scripts/nats-server.mjs). Node 20 has no global
          // WebSocket: the flag gives the NATS client one.
          name: 'nats',
          environment: 'node',
          include: ['packages/**/*.nats.test.ts'],
          execArgv: ['--experimental-websocket'],
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
            'packages/*/src/**/react/**/*.test.{ts,tsx}',
            'apps/**/*.test.{ts,tsx}',
            'packages/**/*.test.tsx',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
    ],
  },
});
