import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { paintFirstDocument } from './web.js';

/**
 * Compression and caching of the web client and the API (issue 12, items 1–2):
 * a small client folder, precompressed by the web build's own script
 * (apps/web/scripts/compress.mjs), served by the real app.
 */
const compressScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/scripts/compress.mjs');
const filler = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = "booth ${i}";`).join('\n');
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'bh-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>BoothHub</title><script type="module" src="/assets/app-Ab12Cd34.js"></script><!-- ${'x'.repeat(2000)} -->`,
  );
  writeFileSync(
    path.join(dist, 'index.en-US.html'),
    `<!doctype html><html lang="en-US"><title>BoothHub</title><script type="module" src="/assets/app-Ab12Cd34.js"></script><!-- ${'y'.repeat(2000)} -->`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'), filler(400));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  execFileSync(process.execPath, [compressScript, dist]);
  t = await createTestApp({ WEB_DIST: dist }, { web: true });
});
afterAll(async () => t?.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const varies = (h: Record<string, unknown>) =>
  String(h.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('web client: precompressed files', () => {
  const original = () => readFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'));

  it('sends brotli when accepted, gzip when only that is, the plain file otherwise; always Vary: Accept-Encoding', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(varies(br.headers)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(original())).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original().length / 3);

    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original())).toBe(true);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original())).toBe(true);
    expect(varies(plain.headers)).toBe(true);
  });

  it('caches hashed assets for a year, immutable; index.html and the SPA fallback are revalidated', async () => {
    expect((await get('/assets/app-Ab12Cd34.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/orderList', '/personalCenter/basicSettings']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      // the task list's document carries its first answer (decision 046): never kept by a shared cache
      expect(res.headers['cache-control'], url).toBe(url === '/orderList' ? 'private, no-cache' : 'no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      // a list page has its own head (decision 069), a member's page the build's
      const title = url === '/personalCenter/basicSettings' ? '<title>BoothHub</title>' : ' - BoothHub</title>';
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(title);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});

describe("web client: the page in the visitor's language", () => {
  const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/orderList', headers });
  const lang = (body: string) => (body.includes('<html lang="en-US">') ? 'en-US' : 'zh-CN');

  it('sends the English page (which preloads the English chunks) to an English browser or an English choice, else the Chinese one', async () => {
    expect(lang((await page({ 'accept-language': 'en-GB,en;q=0.9' })).body)).toBe('en-US');
    expect(lang((await page({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).body)).toBe('zh-CN');
    expect(lang((await page({})).body)).toBe('zh-CN');
    // the switch's cookie wins over the browser's language, both ways
    expect(lang((await page({ 'accept-language': 'en-US', cookie: 'bh_lang=zh-CN' })).body)).toBe('zh-CN');
    expect(lang((await page({ 'accept-language': 'zh-CN', cookie: 'bh_lang=en-US' })).body)).toBe('en-US');
    const res = await page({ 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(lang(brotliDecompressSync(res.rawPayload).toString())).toBe('en-US');
    const vary = String(res.headers.vary).toLowerCase();
    for (const h of ['accept-encoding', 'cookie', 'accept-language']) expect(vary, h).toContain(h);
  });
});

describe('API: compressed on the fly above 1 KB', () => {
  it('compresses a large answer for a client that accepts it, and leaves small answers alone', async () => {
    const big = await get('/api/docs/json', 'gzip, br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(varies(big.headers)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toMatch(/^3\./);

    const small = await get('/healthz', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ status: 'ok' });

    const refused = await get('/api/docs/json');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('a rendered page: its JavaScript after its first paint (decision 085)', () => {
  const built =
    '<html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/zh-CN-D4.js">\n' +
    '  </head><body><div id="root"></div></body></html>';

  it('links the styles and hands every module (entry, preloads, the page’s own) to the deferred script', () => {
    const doc = paintFirstDocument(built, ['assets/page-E5.css', 'assets/Page-F6.js'], 'assets/hydrate-later-G7.js')!;
    expect(doc).not.toMatch(/type="module"|modulepreload/);
    expect(doc).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
    expect(doc).toContain('<link rel="stylesheet" crossorigin href="/assets/page-E5.css">');
    expect(doc).toContain(
      '<script defer src="/assets/hydrate-later-G7.js" data-entry="/assets/index-A1.js" ' +
        'data-preload="/assets/react-B2.js /assets/zh-CN-D4.js /assets/Page-F6.js"></script></head>',
    );
  });

  it('leaves a document without the entry script to the usual way', () => {
    expect(paintFirstDocument('<html><head></head></html>', [], 'assets/hydrate-later-G7.js')).toBeNull();
  });
});
