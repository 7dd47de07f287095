import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live: local disk under DATA_DIR (below) or an S3-compatible object store (storage-s3.ts), chosen
 * by STORAGE (docs/decisions/036-object-storage.md).
 */
export interface Storage {
  /**
   * stream `source` to `key`; never holds the whole file in memory. All or nothing: a reader never sees a half-written
   * file, not even after a crash. A key that exists already is refused (EEXIST) and kept.
   */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** a missing key rejects with an error whose `code` is 'ENOENT' (callers answer FILE_NOT_FOUND on it) */
  get(key: string): Promise<Readable>;
  /** a missing key rejects with code 'ENOENT' */
  size(key: string): Promise<number>;
  /** removing a missing key is no error */
  remove(key: string): Promise<void>;
  /** a link that reads the file without the server for `seconds` (object stores only; the app streams files itself) */
  presignedUrl?(key: string, seconds: number): Promise<string>;
  /** lets go of connections (object stores) when the server stops */
  close?(): void;
}

/**
 * Refuses a key that could leave the storage's folder (or prefix): only letters, digits and `/_.-`, no leading `/`
 * or `.`, no `..`. The names the disk storage writes beside a key while it arrives (`.part~…`) can never be keys.
 */
export function checkStorageKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
}

/** The error of a key that holds nothing, the same for every storage (node's ENOENT). */
export function missingKey(key: string, cause?: unknown): Error {
  return Object.assign(new Error(`no stored file ${key}`, { cause }), { code: 'ENOENT' });
}

/** The error of a put onto a key that holds a file already (node's EEXIST). */
export function existingKey(key: string, cause?: unknown): Error {
  return Object.assign(new Error(`stored file ${key} exists`, { cause }), { code: 'EEXIST' });
}

export function localDiskStorage(root: string): Storage {
  const full = (key: string) => path.join(root, checkStorageKey(key));
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
