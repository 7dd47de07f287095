import { defineConfig } from 'vitest/config';
import { webBrowser } from './apps/web/vitest.browser';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // the embedded database migrated once per run, each test file starting from its dump
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        // component tests: real pages, router, query client and request helper in jsdom; only fetch is faked
        test: {
          name: 'web-dom',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          unstubGlobals: true,
          // a page's test in jsdom is slow on a busy machine: a form test takes seconds
          testTimeout: 120_000,
        },
      },
      // the kit's component tests in Chromium (apps/web/vitest.browser.ts)
      webBrowser,
    ],
    // `npm test -- --coverage`: a text summary per file and in total; no thresholds
    coverage: {
      provider: 'v8',
      include: ['packages/shared/src/**', 'apps/server/src/**', 'apps/web/src/**'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**'],
      reporter: ['text-summary', 'text'],
    },
  },
});
