#!/usr/bin/env node
/**
 * `npm run typecheck`: every workspace's TypeScript checked by TypeScript 7, the native compiler (the dev dependency
 * `typescript7`, an alias of typescript@7), one project after another — it checks each on all cores. TypeScript 5.9
 * (`typescript`) stays for typescript-eslint, which parses with its API (decision 090).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin', 'tsc');
const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];

for (const project of projects) {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`type-check failed in ${project}`);
    process.exit(run.status ?? 1);
  }
}
