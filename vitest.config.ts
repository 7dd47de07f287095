import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { webBrowser } from './apps/web/vitest.browser';
import { chromiumPath } from './e2e/chromium';

/**
 * The test sets (docs/architecture.md "Test sets"). `npm test` runs every project; the server's suite runs on the
 * embedded PGlite, or — when TEST_DATABASE_URL points at a PostgreSQL server, as in CI — on PostgreSQL, where races,
 * locks, LISTEN/NOTIFY and two instances can break. With TEST_DATABASE_URL set, the server test files tagged
 * `@engine-parity` (what can differ between the engines: migrations, search, JSON, dates, the embedded start,
 * export/import) run once more on PGlite as the project `server-pglite`.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.join(root, 'apps/server');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The kit's tests in Chromium need Debian's browser; without it they are left out, and the run says so once. */
const withBrowser = existsSync(chromiumPath);
if (!withBrowser) console.warn(`web-browser tests left out: no Chromium at ${chromiumPath} (apt-get install chromium)`);

/** The server test files whose text carries `tag` (`@engine-parity`, `@isolated`), relative to apps/server. */
function taggedFiles(tag: string): string[] {
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(path.join(serverRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f))
      .filter((f) => readFileSync(path.join(serverRoot, f), 'utf8').includes(tag)),
  );
}

/**
 * On PostgreSQL (CI) the server's files share one module graph per worker (`isolate: false`): importing the app's
 * modules again for every file was about 289 s of the Vitest projects' CPU (docs/ci.md). A file that changes what
 * the modules hold for the next file (registers a fake provider or gateway, sets process.env for the app) carries the
 * tag `@isolated` and runs in a fresh graph, in the project `server-isolated`. The parity set run again on PGlite
 * (`server-pglite`) shares its graph the same way (each file still opens its own embedded database: 292 → 204 s of CPU,
 * docs/ci.md). A newcomer's run on PGlite alone keeps every file isolated; TEST_ISOLATE=1 isolates every file in CI too.
 */
const isolatedFiles = taggedFiles('@isolated');
/** The files run on PGlite again when the suite runs on PostgreSQL (`@engine-parity`). */
const parityFiles = taggedFiles('@engine-parity');
const shareServerModules = onPostgres && process.env.TEST_ISOLATE !== '1';
const shareModules = process.env.TEST_ISOLATE !== '1';

const webDomTest = {
  root: 'apps/web',
  include: ['src/**/*.test.tsx'],
  environment: 'jsdom' as const,
  setupFiles: ['src/test/setup.ts'],
  unstubGlobals: true,
  // a page's test in jsdom is slow on a busy machine: a form test takes seconds
  testTimeout: 120_000,
};

/** The web-dom files that replace a module with `vi.mock` (relative to apps/web): each in a fresh module graph. */
const webMockFiles = readdirSync(path.join(root, 'apps/web/src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.tsx'))
  .map((f) => path.join('src', f))
  .filter((f) => readFileSync(path.join(root, 'apps/web', f), 'utf8').includes('vi.mock('));

const serverTest = {
  root: 'apps/server',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  // the demo's pictures drawn once per process (test/setup.ts)
  setupFiles: ['test/setup.ts'],
};

/** The parity set's run on PGlite beside a PostgreSQL run: its own template, the PostgreSQL URL unset. */
const pgliteParityTest = { ...serverTest, globalSetup: ['test/global-setup-pglite.ts'], env: { TEST_DATABASE_URL: '' } };

/**
 * Test files run at once (every project shares one pool). Vitest's default is one less than the cores — one on a
 * two-core machine, where the server's files mostly wait on the database, argon2 and timers — so it is set: the
 * cores plus one (3 on two cores, at most 6); TEST_WORKERS overrides it (decision 056).
 */
const maxWorkers = Number(process.env.TEST_WORKERS) || Math.min(6, os.availableParallelism() + 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...serverTest,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // one migrated template per run (PGlite's dumped, or a PostgreSQL template database), each file a copy
          globalSetup: ['test/global-setup.ts'],
          ...(shareServerModules ? { exclude: [...configDefaults.exclude, ...isolatedFiles], isolate: false } : {}),
        },
      },
      ...(shareServerModules
        ? [
            {
              // the files tagged `@isolated` (they replace a module's registered provider or set process.env): each
              // in a fresh module graph, as every file was before
              test: { ...serverTest, name: 'server-isolated', include: isolatedFiles, globalSetup: ['test/global-setup.ts'] },
            },
          ]
        : []),
      ...(onPostgres
        ? [
            {
              // the parity set on PGlite shares one module graph per worker too (each file still opens its own
              // database); those of its files tagged `@isolated` run apart, below
              test: {
                ...pgliteParityTest,
                name: 'server-pglite',
                include: parityFiles,
                ...(shareServerModules ? { exclude: [...configDefaults.exclude, ...isolatedFiles], isolate: false } : {}),
              },
            },
            ...(shareServerModules
              ? [
                  {
                    test: { ...pgliteParityTest, name: 'server-pglite-isolated', include: parityFiles.filter((f) => isolatedFiles.includes(f)) },
                  },
                ]
              : []),
          ]
        : []),
      {
        // the forms' parity properties draw texts up to an article body's 20,000 characters, a hundred per field:
        // seconds of CPU that Vitest's 5 s default did not leave them beside the server's files (CI, 2026-11-28)
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        // component tests: real pages, router, query client and request helper in jsdom; only fetch is faked. The
        // files share one jsdom window and module graph per worker (a fresh window and graph per file was more than
        // half of this project's time, docs/ci.md); a file that replaces a module (`vi.mock`) runs apart, below
        test: { ...webDomTest, name: 'web-dom', ...(shareModules ? { exclude: [...configDefaults.exclude, ...webMockFiles], isolate: false } : {}) },
      },
      ...(shareModules ? [{ test: { ...webDomTest, name: 'web-dom-isolated', include: webMockFiles } }] : []),
      // the kit's component tests in Chromium (apps/web/vitest.browser.ts)
      ...(withBrowser ? [webBrowser] : []),
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
