import { gltfWorkerBundle, pgliteTemplate } from './global-setup.js';

/** The PGlite parity project's setup (vitest.config.ts): the embedded template, whatever TEST_DATABASE_URL says, and the glTF worker's bundle. */
export default async function setup() {
  await gltfWorkerBundle();
  await pgliteTemplate();
}
