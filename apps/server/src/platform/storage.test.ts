import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestS3 } from './s3rver.testkit.js';
import { localDiskStorage, type Storage } from './storage.js';
import { s3Storage } from './storage-s3.js';

/** The storage interface's promises, held by both implementations (docs/decisions/036-object-storage.md). */
/** a full garbage collection, as `--expose-gc` gives it, switched on for this process only */
const collectGarbage: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

const read = async (s: Readable) => Buffer.concat(await s.toArray()).toString();

const failingSource = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      this.destroy(new Error('connection dropped'));
    },
  });

interface Opened {
  storage: Storage;
  close(): Promise<void>;
}

const implementations: [string, () => Promise<Opened>][] = [
  [
    'local disk',
    async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'bh-storage-'));
      return { storage: localDiskStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (on s3rver)',
    async () => {
      const s3 = await startS3rver();
      const storage = await s3Storage(s3.config);
      await storage.check();
      return {
        storage,
        async close() {
          storage.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(implementations)('%s storage', (name, open) => {
  let opened: Opened;
  let storage: Storage;
  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(() => opened?.close());

  it('keeps what was put: get and size answer it, remove takes it away (twice is no error)', async () => {
    expect(await storage.put('a/one.txt', Readable.from(['hello'])).then((r) => r.size)).toBe(5);
    expect(await read(await storage.get('a/one.txt'))).toBe('hello');
    expect(await storage.size('a/one.txt')).toBe(5);
    await storage.remove('a/one.txt');
    await storage.remove('a/one.txt');
    await expect(storage.get('a/one.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps an empty file', async () => {
    expect(await storage.put('a/empty.txt', Readable.from([])).then((r) => r.size)).toBe(0);
    expect(await read(await storage.get('a/empty.txt'))).toBe('');
  });

  it('refuses a key that exists (EEXIST) and the first file stays', async () => {
    await storage.put('b/one.txt', Readable.from(['hello']));
    await expect(storage.put('b/one.txt', Readable.from(['other']))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await read(await storage.get('b/one.txt'))).toBe('hello');
  });

  it('a missing key: get and size reject with ENOENT (the callers answer FILE_NOT_FOUND)', async () => {
    await expect(storage.get('c/none.txt')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.size('c/none.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a source that fails half-way leaves nothing under the key', async () => {
    await expect(storage.put('d/half.bin', failingSource())).rejects.toThrow('connection dropped');
    await expect(storage.get('d/half.bin')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each(['../x', '../../etc/passwd', 'a/../../x', '/etc/passwd', '.hidden', 'a\\..\\x', 'a/x.part~1', ''])(
    'refuses the key %j everywhere',
    async (key) => {
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow('bad storage key');
      await expect(storage.get(key)).rejects.toThrow('bad storage key');
      await expect(storage.size(key)).rejects.toThrow('bad storage key');
      await expect(storage.remove(key)).rejects.toThrow('bad storage key');
      if (storage.presignedUrl) await expect(storage.presignedUrl(key, 60)).rejects.toThrow('bad storage key');
    },
  );

  it('streams a 200 MB file in and out without holding it in memory', { timeout: 300_000 }, async () => {
    const total = 200 * 1024 * 1024;
    const chunk = 256 * 1024;
    const written = createHash('sha256');
    let sent = 0;
    // memory is sampled every 8 MB, each time after a full collection: what is still held, not garbage not yet
    // collected (V8 lets up to ~64 MB of freed buffers wait for a collection, which would blur a 100 MB bound)
    let peak = 0;
    let livePeak = 0;
    const sample = () => {
      collectGarbage();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      livePeak = Math.max(livePeak, m.heapUsed + m.arrayBuffers);
    };
    sample();
    const [before, liveBefore] = [peak, livePeak];
    const source = new Readable({
      read() {
        if (sent >= total) return this.push(null);
        const bytes = Buffer.alloc(chunk, sent / chunk);
        written.update(bytes);
        sent += chunk;
        if (sent % (8 * 1024 * 1024) === 0) sample();
        this.push(bytes);
      },
    });
    expect((await storage.put('e/big.bin', source)).size).toBe(total);
    expect(await storage.size('e/big.bin')).toBe(total);

    const readBack = createHash('sha256');
    let received = 0;
    for await (const part of await storage.get('e/big.bin')) {
      readBack.update(part as Buffer);
      received += (part as Buffer).length;
      if (received % (8 * 1024 * 1024) < (part as Buffer).length) sample();
    }
    expect(readBack.digest('hex')).toBe(written.digest('hex'));
    // a loose bound: the file is 200 MB; the parts in flight and being gathered (S3) and the streams' buffers are far less
    const growth = (peak - before) / 1024 / 1024;
    const live = (livePeak - liveBefore) / 1024 / 1024;
    console.info(`200 MB through ${name}: peak growth of RSS ${growth.toFixed(0)} MB, of heap and buffers ${live.toFixed(0)} MB`);
    expect(growth).toBeLessThan(100);
    await storage.remove('e/big.bin');
  });

  it.runIf(name.startsWith('S3'))(
    'gives a presigned link that reads the file until it expires, and is refused after',
    { timeout: 120_000 },
    async () => {
      await storage.put('f/private.txt', Readable.from(['secret']));
      const signedAt = Date.now();
      // 15 seconds: time enough for one loopback request on a slow, loaded machine; the expiry is polled for, not slept for
      const url = await storage.presignedUrl!('f/private.txt', 15);
      const first = await fetch(url);
      expect(Date.now() - signedAt).toBeLessThan(15_000); // otherwise this run could not tell the two apart
      expect(first.status).toBe(200);
      expect(await first.text()).toBe('secret');

      let refused: Response | undefined;
      while (!refused && Date.now() - signedAt < 90_000) {
        const r = await fetch(url);
        if (r.status === 200) await r.arrayBuffer();
        else refused = r;
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(refused?.status).toBe(403);
      expect(await refused!.text()).toContain('Request has expired');
      expect(Date.now() - signedAt).toBeGreaterThanOrEqual(14_000);
    },
  );
});

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bh-storage-'));
  const storage = localDiskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('leaves no half-written file beside a key, after a success, a refusal or a failed source', async () => {
    await storage.put('a/one.txt', Readable.from(['hello']));
    await expect(storage.put('a/one.txt', Readable.from(['other']))).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(storage.put('a/half.bin', failingSource())).rejects.toThrow('connection dropped');
    expect(readdirSync(path.join(root, 'a'))).toEqual(['one.txt']);
  });
});

describe('S3 storage at start', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3rver('boothhub-start');
  });
  afterAll(() => s3?.close());

  it.each([
    ['a missing bucket', { bucket: 'no-such-bucket' }, /S3_BUCKET: bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/],
    // s3rver checks the key id only (not the V4 signature): a wrong secret is caught by real S3, MinIO and OSS alike
    ['a wrong key', { accessKeyId: 'WRONG' }, /S3_ACCESS_KEY_ID\/S3_SECRET_ACCESS_KEY: .* refused the key \(403\)/],
    [
      'an endpoint where nothing listens',
      { endpoint: 'http://127.0.0.1:9' },
      /S3_ENDPOINT: bucket "boothhub-start" at http:\/\/127\.0\.0\.1:9 could not be reached/,
    ],
  ])('%s stops the start with a message naming the variable', async (_what, change, message) => {
    const storage = await s3Storage({ ...s3.config, ...change });
    try {
      await expect(storage.check()).rejects.toThrow(message);
    } finally {
      storage.close();
    }
  });
});
