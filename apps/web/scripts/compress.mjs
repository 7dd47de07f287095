/**
 * Precompresses the built client (run after `vite build`): next to every text
 * file of dist/ over 1 KB it writes `<file>.br` (brotli, best) and
 * `<file>.gz` (gzip, best), kept only when they save at least 5 %. The server
 * (apps/server/src/platform/web.ts) sends them by the request's
 * Accept-Encoding. Usage: node scripts/compress.mjs [dist folder]
 */
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm|ttf|otf|ico)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let original = 0;
let br = 0;
let gz = 0;
let count = 0;
for await (const file of files(dist)) {
  if (!compressible.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const variants = [
    [
      '.br',
      await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    ],
    ['.gz', await gzip(content, { level: 9 })],
  ];
  for (const [ext, packed] of variants) {
    if (packed.length <= content.length * 0.95) await writeFile(file + ext, packed);
    else await unlink(file + ext).catch(() => undefined);
  }
  count += 1;
  original += content.length;
  br += variants[0][1].length;
  gz += variants[1][1].length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`compress: ${count} files, ${kb(original)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
