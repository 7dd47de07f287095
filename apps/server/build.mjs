/**
 * The production build of the server (docs/decisions/020): one esbuild bundle per program (their shared code and what
 * they import dynamically in chunks beside them, decision 020's amendment), plain JavaScript for
 * Node, so production runs no TypeScript. @boothhub/shared (TypeScript source) is bundled in; every other package
 * stays an import of node_modules.
 *
 * The bundles sit two folders below apps/server (dist/server/), as deep as the source files that find their files
 * relative to themselves: src/db/client.ts (../../drizzle, the migrations) and src/platform/web.ts
 * (../../../web/dist, the built client) resolve to the same folders from dist/server/main.js.
 *
 *   node build.mjs     writes dist/server/main.js (the server), dist/server/admin.js (the admin command) and
 *                      dist/server/gltf-worker.js (the glTF inspection's process)
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@boothhub/shared');

await build({
  absWorkingDir: root,
  // gltf-worker: the glTF inspection's own process (src/lib/gltf-process.ts forks dist/server/gltf-worker.js)
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', 'gltf-worker': 'src/lib/gltf-worker.ts', 'demo-image': 'src/cli/demo-image.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // a dynamic import() of our own code is its own chunk (dist/server/chunk-*.js, beside the bundles, so paths found
  // relative to a file stay the same), with the packages it imports: the 3D libraries load with the first model read,
  // not with the server (docs/operations.md "Memory")
  splitting: true,
  target: 'node20.19',
  sourcemap: true,
  // the packages and their subpaths (drizzle-orm/pg-core, zod/v4 …) load from node_modules
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

// the prepared demo database (decision 088): the first start of an empty embedded server copies it instead of seeding;
// BUILD_DEMO_IMAGE=0 leaves it out (the first start then seeds, as before)
if (process.env.BUILD_DEMO_IMAGE !== '0') {
  execFileSync(process.execPath, ['dist/server/demo-image.js'], { cwd: root, stdio: 'inherit' });
}
