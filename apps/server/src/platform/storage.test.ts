import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage.js';

const read = async (s: Readable) => Buffer.concat(await s.toArray()).toString();

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bh-storage-'));
  const storage = localDiskStorage(root);

  it('keeps what was put, and refuses a key that exists (the first stays)', async () => {
    expect(await storage.put('a/one.txt', Readable.from(['hello'])).then((r) => r.size)).toBe(5);
    expect(await read(await storage.get('a/one.txt'))).toBe('hello');
    await expect(storage.put('a/one.txt', Readable.from(['other']))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await read(await storage.get('a/one.txt'))).toBe('hello');
    expect(readdirSync(path.join(root, 'a'))).toEqual(['one.txt']);
  });

  it('a source that fails half-way leaves no file under the key and nothing beside it', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(storage.put('b/half.bin', failing)).rejects.toThrow('connection dropped');
    await expect(storage.get('b/half.bin')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(readdirSync(path.join(root, 'b'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../x', Readable.from(['x']))).rejects.toThrow('bad storage key');
    await expect(storage.put('a/x.part~1', Readable.from(['x']))).rejects.toThrow('bad storage key');
  });
});
