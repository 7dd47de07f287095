/**
 * The watermarked picture route (`/api/Gallery/image/<fileId>?w=480|1600`, decision 032) under load: a designer
 * registered through the real API uploads IMAGES distinct photographs-sized JPEGs (File/upload, purpose work) as two
 * public works; then each width is measured cold (every request a picture not rendered yet: sharp renders it and
 * writes the cache; a loop of `concurrency` requests at a time, each answer must say `x-watermark-cache: miss`) and
 * warm (autocannon over the same URLs, all cached: `hit`).
 */
import sharp from 'sharp';
import { measure, percentile, type BenchSettings, type Measured } from './lib.js';
import { call, registerMember } from './member.js';

export const IMAGES = 40;
const WIDTH = 3000;
const HEIGHT = 2000;

/** A photograph-sized JPEG, different for each n (gradients, shapes and a label: compresses like a rendering, not like noise). */
async function picture(n: number): Promise<Buffer> {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const x = (n * 977 + i * 613) % WIDTH;
    const y = (n * 431 + i * 389) % HEIGHT;
    return `<rect x="${x}" y="${y}" width="${200 + ((i * 37) % 500)}" height="${120 + ((i * 53) % 400)}" fill="hsl(${(n * 29 + i * 47) % 360},60%,55%)" opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(n * 53) % 360},40%,85%)"/>
  <stop offset="1" stop-color="hsl(${(n * 53 + 120) % 360},50%,30%)"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
  <text x="120" y="${HEIGHT - 160}" font-size="140" font-family="sans-serif" fill="#fff">Booth ${n}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function upload(base: string, cookie: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'work');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${base}/api/File/upload`, { method: 'POST', headers: { cookie }, body: form });
  const env = (await res.json()) as { success: boolean; errorCode?: string; data: { fileId: string } };
  if (!env.success) throw new Error(`File/upload failed: ${res.status} ${env.errorCode}`);
  return env.data.fileId;
}

export interface PictureRun {
  images: number;
  bytes: number;
  rows: Array<Measured & { cache: 'miss' | 'hit'; width: number }>;
}

/** `concurrency` requests at a time over every URL once; requests/s over the wall time and p95 of each request. */
async function coldLoop(urls: string[], concurrency: number, key: string, name: string): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const s = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok && res.headers.get('x-watermark-cache') === 'miss') latencies.push(performance.now() - s);
        else failures++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const m = {
    key,
    name,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    failures,
  };
  console.log(`(${key}) ${name}: ${m.rps.toFixed(1)} req/s, p95 ${m.p95.toFixed(0)} ms${failures ? `, ${failures} not a fresh render` : ''}`);
  return m;
}

export async function benchPictures(settings: BenchSettings, base: string, codes: Map<string, string>, concurrency: number): Promise<PictureRun> {
  const cookie = await registerMember(base, codes);
  const fileIds: string[] = [];
  let bytes = 0;
  for (let n = 0; n < IMAGES; n++) {
    const jpeg = await picture(n);
    bytes += jpeg.length;
    fileIds.push(await upload(base, cookie, jpeg, `booth-${n}.jpg`));
  }
  for (let i = 0; i < fileIds.length; i += 20) {
    const images = fileIds.slice(i, i + 20);
    await call(base, 'Designer/uploadWorks', { title: `Bench work ${i / 20 + 1}`, category: 'booth', style: 'modern', images }, cookie);
  }
  const rows: PictureRun['rows'] = [];
  for (const width of [480, 1600]) {
    const urls = fileIds.map((f) => `${base}/api/Gallery/image/${f}?w=${width}`);
    const cold = await coldLoop(urls, concurrency, `w${width}c`, `image ?w=${width}, cold (render + cache write)`);
    rows.push({ ...cold, cache: 'miss', width });
    const check = await fetch(urls[0]!);
    await check.arrayBuffer();
    if (check.headers.get('x-watermark-cache') !== 'hit') throw new Error('the second request of a picture was not served from the cache');
    const paths = urls.map((u) => new URL(u).pathname + new URL(u).search);
    let i = 0;
    const warm = await measure(settings, `w${width}w`, `image ?w=${width}, warm (cached)`, urls[0]!, {
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
    });
    rows.push({ ...warm, cache: 'hit', width });
  }
  return { images: IMAGES, bytes, rows };
}
