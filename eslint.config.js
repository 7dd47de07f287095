import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---- Server module boundaries (docs/decisions/011-module-boundaries.md; tested in apps/server/test/boundaries.test.ts) ----
const SERVER = 'apps/server/src';
const SERVER_TESTS = [`${SERVER}/**/*.test.ts`, `${SERVER}/**/*.fixtures.ts`, `${SERVER}/**/*.testkit.ts`];
const boundary = {
  /** another module only through its services (`*.service.ts`) or its dashboard figures (`*.figures.ts`, read by admin) */
  otherModule: {
    regex: String.raw`^\.\./(?!\.\.)[^/]+/(?![^/]+\.(?:service|figures)\.js$)|(?:^|/)modules/[^/]+/(?![^/]+\.(?:service|figures)\.js$)`,
    message:
      'Reach another module only through its *.service.ts (or its *.figures.ts for the dashboard): not its repository, policy, presenter or other inner files.',
  },
  anyModule: {
    regex: String.raw`(?:^|/)modules/`,
    message:
      'platform/, lib/ and db/ sit below the modules and import none of them: move the interface down, and let the app hand the implementation in.',
  },
  service: {
    regex: String.raw`\.service\.js$`,
    message: 'A repository holds queries only and imports no service (dependencies flow routes → service → repository → db).',
  },
  repository: { regex: String.raw`\.repository\.js$`, message: 'Routes call services, never a repository.' },
};
const restrict = (...patterns) => ['error', { patterns }];

// Import cycles are not a lint rule: apps/server/test/boundaries.test.ts walks the whole import graph (type-only
// imports too, which import-x/no-cycle left out) in a fraction of the time the rule took on every lint.
export const serverBoundaries = [
  { files: [`${SERVER}/modules/**/*.ts`], ignores: SERVER_TESTS, rules: { 'no-restricted-imports': restrict(boundary.otherModule) } },
  {
    files: [`${SERVER}/**/*.repository.ts`],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': restrict(boundary.otherModule, boundary.service) },
  },
  {
    files: [`${SERVER}/**/*.routes.ts`],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': restrict(boundary.otherModule, boundary.repository) },
  },
  {
    files: [`${SERVER}/platform/**/*.ts`, `${SERVER}/lib/**/*.ts`, `${SERVER}/db/**/*.ts`],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': restrict(boundary.anyModule) },
  },
];
// ---- end of the server module boundaries ----

// ---- The web client is drawn in plain markup (apps/web/src/components/lite, docs/decisions/052): no antd anywhere ----
// (its icons are drawn from @ant-design/icons-svg by components/lite/Icon.tsx, which stays allowed)
const noAntd = {
  regex: String.raw`^(antd|@ant-design/icons)(/|$)`,
  message: 'The web client has no antd: use the plain kit in apps/web/src/components/lite (icons: lite/Icon with @ant-design/icons-svg).',
};

// ---- apps/web/src/app/ is the composition root (entry, router, layouts, toasts' host): it imports everything and is
// imported by nothing but main.tsx and the test harness (src/test/); shared pieces live in src/components/ and src/lib/ ----
const aboveApp = {
  regex: String.raw`^(\.\./)+app(/|$)`,
  message: 'src/app/ (routes, layouts, the root) sits above everything: move the shared piece to src/components/ or src/lib/.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/drizzle/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // no antd in the web client nor its browser tests, imported or loaded (the features' rule below repeats it)
    files: ['apps/web/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noAntd] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${noAntd.regex.replaceAll('/', '\\/')}/]`, message: noAntd.message },
      ],
    },
  },
  ...serverBoundaries,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**', 'apps/web/src/main.tsx', 'apps/web/src/test/**', 'apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAntd, aboveApp] }] },
  },
  {
    // web UI layer (docs/decisions/009-web-ui-layer.md): a feature uses another feature only through its public
    // face (index.ts, api.ts, session.ts, labels), never through its pages/ or components/; shared UI lives in
    // apps/web/src/components/, hooks in apps/web/src/lib/
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAntd,
            aboveApp,
            {
              regex: '^(\\.\\./)+(features/)?(?!\\.|app/)[^/]+/(pages|components)/',
              message: "Another feature's pages/ and components/ are its own: import its index.ts, or move the piece to src/components/.",
            },
          ],
        },
      ],
    },
  },
);
