/**
 * The landing page's transfer size: opens BASE_URL (a running server) in
 * Debian's Chromium with an empty cache and sums the bytes every response took
 * on the wire (headers excluded), by content type. Used for the figures in
 * docs/decisions/018 (compression). Run: BASE_URL=http://127.0.0.1:3000 node --import tsx bench/landing-transfer.ts
 */
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const sizes: Record<string, { files: number; wire: number; body: number }> = {};
  const bodies = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.dataReceived', (e) => bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    const row = (sizes[type] ??= { files: 0, wire: 0, body: 0 });
    row.files += 1;
    row.wire += e.encodedDataLength;
    row.body += bodies.get(e.requestId) ?? 0;
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const total = Object.values(sizes).reduce((a, r) => ({ files: a.files + r.files, wire: a.wire + r.wire, body: a.body + r.body }), {
    files: 0,
    wire: 0,
    body: 0,
  });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const [type, r] of Object.entries({ ...sizes, total })) {
    console.log(
      `${type.padEnd(10)} ${String(r.files).padStart(3)} files  on the wire ${kb(r.wire).padStart(10)}  decoded ${kb(r.body).padStart(10)}`,
    );
  }
} finally {
  await browser.close();
}
