import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live. Local disk under DATA_DIR now; an S3-compatible
 * adapter later implements the same four methods.
 */
export interface Storage {
  /**
   * stream `source` to `key`; never holds the whole file in memory. All or nothing: a reader never sees a half-written
   * file, not even after a crash. A key that exists already is refused (EEXIST) and kept.
   */
  put(key: string, source: Readable): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(root: string): Storage {
  const full = (key: string) => {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      // written beside it under a name no key can have, then linked into place (link refuses an existing name)
      const part = `${file}.part~${randomBytes(6).toString('hex')}`;
      try {
        await pipeline(source, createWriteStream(part, { flags: 'wx' }));
        await link(part, file);
      } finally {
        await rm(part, { force: true });
      }
      return { size: (await stat(file)).size };
    },
    async get(key) {
      const file = full(key);
      await stat(file);
      return createReadStream(file);
    },
    async size(key) {
      return (await stat(full(key))).size;
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
  };
}
