import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.storage.js';

/**
 * A fake S3 (s3rver) for tests: loopback, a random port, a temp directory, one bucket. It runs in a process of its
 * own, so the test process's memory is the storage client's alone (the 200 MB test measures it).
 */
export interface TestS3 {
  endpoint: string;
  config: S3Config;
  /** the configuration variables that point the server at it */
  env: Record<string, string>;
  /** the keys in the bucket, sorted */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver's one built-in key (it checks the key id, not a V4 signature: a wrong secret passes there) */
const KEY = 'S3RVER';

export async function startS3rver(bucket = 'boothhub-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bh-s3rver-'));
  const options = { address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] };
  const script = `const S3rver = require('s3rver');
    new S3rver(${JSON.stringify(options)}).run().then((a) => console.log(a.port), (e) => { console.error(e); process.exit(1); });
    process.stdin.on('end', () => process.exit(0)).resume();`;
  // started from this folder so that require finds s3rver in node_modules; it ends when its stdin closes (our exit)
  const child = spawn(process.execPath, ['-e', script], { cwd: path.dirname(fileURLToPath(import.meta.url)), stdio: ['pipe', 'pipe', 'inherit'] });
  const [line] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit')])) as [Buffer | number | null];
  const port = Number(String(line));
  if (!Buffer.isBuffer(line) || !port) throw new Error('s3rver did not start');
  const endpoint = `http://127.0.0.1:${port}`;
  const config = { endpoint, bucket, region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY, forcePathStyle: true };
  const client = new S3Client({ ...config, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
  return {
    endpoint,
    config,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      child.stdin.end();
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
