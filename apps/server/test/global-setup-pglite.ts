/** The PGlite parity project's setup (vitest.config.ts): the embedded template only, whatever TEST_DATABASE_URL says. */
export { pgliteTemplate as default } from './global-setup.js';
