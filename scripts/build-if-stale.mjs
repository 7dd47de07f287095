#!/usr/bin/env node
/**
 * Builds the web client and the server only when their build is missing or stale (docs/decisions/020): each build
 * folder holds a stamp, a hash of the contents of the files it was built from; a build runs when the stamp is
 * missing or differs from the hash of today's files. `npm start` runs this before starting the server.
 *
 *   node scripts/build-if-stale.mjs           check both, build what is stale
 *   node scripts/build-if-stale.mjs --check   only say what is stale (exit 1 if anything is)
 *   node scripts/build-if-stale.mjs --force   build both (npm run build)
 *
 * The two builds run side by side: neither reads the other's output while building (the server finds the web client's
 * build when it starts), and each is mostly one process — the web client's Vite, the server's demo image (decision
 * 088) — so on two cores both finish in about the time of the longer.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

const builds = [
  {
    name: 'web client',
    workspace: 'apps/web',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    stamp: 'apps/server/dist/.build-stamp',
    // the demo image (decision 088) is made from the migrations and the demo's pictures too
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'apps/server/drizzle', 'apps/server/demo-assets', ...shared],
  },
];

/** Files under `path` (a file or a folder), test files left out: they are not built. */
function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => relative(root, join(d.parentPath, d.name)));
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** `npm run build -w <workspace>`; resolves with its exit code. */
function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const checkOnly = process.argv.includes('--check');
const force = process.argv.includes('--force');
const running = [];
let stale = 0;
for (const b of builds) {
  const want = hashOf(b.inputs);
  const stampFile = join(root, b.stamp);
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (have === want && !force) {
    console.log(`${b.name}: build is up to date`);
    continue;
  }
  stale++;
  console.log(`${b.name}: build is ${have ? 'stale' : 'missing'}${checkOnly ? '' : ', building'}`);
  if (checkOnly) continue;
  running.push(
    build(b.workspace).then((code) => {
      // a stamp only for a build that finished: a failed one is built again next time
      if (code === 0) writeFileSync(stampFile, `${want}\n`);
      else console.error(`${b.name}: the build failed (exit code ${code})`);
      return code;
    }),
  );
}
if (checkOnly && stale) process.exit(1);
const codes = await Promise.all(running);
if (codes.some((code) => code !== 0)) process.exit(1);
