import path from 'node:path';
import type { StorageConfig } from '../config.storage.js';
import { localDiskStorage, type Storage } from './storage.js';
import { s3Storage } from './storage-s3.js';

/**
 * STORAGE: DATA_DIR/files, or the S3 bucket once HeadBucket says it is there and the key may use it. The server and
 * `npm run db` (export, import) open the files the same way.
 */
export async function openStorage(config: { storage: StorageConfig; dataDir: string }): Promise<Storage> {
  if (config.storage.kind === 'disk') return localDiskStorage(path.resolve(config.dataDir, 'files'));
  const s3 = await s3Storage(config.storage);
  try {
    await s3.check();
  } catch (err) {
    s3.close();
    throw err;
  }
  return s3;
}
