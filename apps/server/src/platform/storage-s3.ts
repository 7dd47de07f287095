import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConfigError } from '../config.js';
import type { S3Config } from '../config.storage.js';
import { checkStorageKey, existingKey, missingKey, type Storage } from './storage.js';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS's S3 interface; docs/decisions/036-object-storage.md).
 * Keys are the disk storage's keys, checked the same way, used as object names at the bucket's root.
 */
export interface S3Storage extends Storage {
  presignedUrl(key: string, seconds: number): Promise<string>;
  /** HeadBucket: the bucket exists and the key may use it; otherwise a ConfigError naming the variable to fix */
  check(): Promise<void>;
  close(): void;
}

/**
 * Parts of a multipart upload: QUEUE parts of PART bytes in flight at once, and the next one being gathered; one upload
 * holds ~30 MB whatever the file's size (measured in storage.test.ts). Two at a time: the member's connection, not the
 * way to the bucket, is the slow side of an upload.
 */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;

interface S3Failure {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}
const statusOf = (err: unknown) => (err as S3Failure).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as S3Failure).name ?? '') || statusOf(err) === 404;

/**
 * The bucket's storage. The AWS SDK is loaded here, when a bucket is configured, not with the server: a server on the
 * disk storage never holds it (~10 MB resident; docs/operations.md "Memory").
 */
export async function s3Storage(config: S3Config): Promise<S3Storage> {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client }, { Upload }, { getSignedUrl }] = await Promise.all(
    [import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage'), import('@aws-sdk/s3-request-presigner')],
  );
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey! } : undefined,
    // checksums only where S3 requires them: the SDK's default (CRC32 on every put, in aws-chunked bodies) is
    // refused by many S3-compatible servers (older MinIO, Aliyun OSS, s3rver); integrity is TLS's and Content-MD5's job
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // a download holds its connection while the client reads it: allow more than the SDK's 50 at once
    requestHandler: { connectionTimeout: 5_000, httpAgent: { maxSockets: 500 }, httpsAgent: { maxSockets: 500 } },
  });
  const Bucket = config.bucket;
  const where = `bucket "${Bucket}" at ${config.endpoint ?? `AWS S3 (${config.region})`}`;

  const exists = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  };

  return {
    async put(key, source) {
      const Key = checkStorageKey(key);
      try {
        // If-None-Match: * makes S3 (since 2024) and MinIO refuse an existing key atomically. Servers that ignore it
        // (s3rver, older MinIO and OSS releases) are held to the promise by this HeadObject alone: there, two puts of
        // one key at the same moment could both succeed, the later one winning. Our keys are fresh random ids or
        // renders of the same bytes (gallery watermarks), so that race never loses a file.
        if (await exists(Key)) throw existingKey(key);
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        const upload = new Upload({
          client,
          params: { Bucket, Key, Body: counter, IfNoneMatch: '*' },
          partSize: PART_BYTES,
          queueSize: QUEUE,
        });
        // the source's own failure is the one to report: the upload then fails too, with a vaguer error (or the
        // abort's, on a server without AbortMultipartUpload); an upload failing first must not leave the source waiting
        const uploaded = upload.done().catch((err: unknown) => {
          counter.destroy();
          throw err;
        });
        const [read, sent] = await Promise.allSettled([pipeline(source, counter), uploaded]);
        if (read.status === 'rejected') throw read.reason;
        if (sent.status === 'rejected') {
          // 412: If-None-Match found the key taken (409: another put of it is under way)
          if ([409, 412].includes(statusOf(sent.reason) ?? 0)) throw existingKey(key, sent.reason);
          throw sent.reason;
        }
        return { size };
      } catch (err) {
        source.destroy(); // as pipeline does on the disk: a refused source never errors later with no listener
        throw err;
      }
    },
    async get(key) {
      const Key = checkStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Body as Readable;
      } catch (err) {
        throw isMissing(err) ? missingKey(key, err) : err;
      }
    },
    async size(key) {
      const Key = checkStorageKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
      } catch (err) {
        throw isMissing(err) ? missingKey(key, err) : err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
    async presignedUrl(key, seconds) {
      const command = new GetObjectCommand({ Bucket, Key: checkStorageKey(key) });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new ConfigError(`Invalid configuration:\n  ${checkFailure(err, where)}`, { cause: err });
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** Which variable a failed HeadBucket points at. */
function checkFailure(err: unknown, where: string): string {
  const status = statusOf(err);
  if ((err as S3Failure).name === 'CredentialsProviderError') {
    return `S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: unset, and the AWS SDK found no other key (instance role, AWS_* variables) for ${where}`;
  }
  if (status === 404) return `S3_BUCKET: ${where} does not exist`;
  if (status === 401 || status === 403) {
    return `S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: ${where} refused the key (${status}): a wrong key, or a bucket of another account`;
  }
  if (status === 301 || status === 400) return `S3_REGION: ${where} answered ${status} (a bucket in another region?)`;
  const reason = (err as S3Failure).code ?? (err as S3Failure).name ?? 'error';
  return `S3_ENDPOINT: ${where} could not be reached (${status ? `HTTP ${status}` : reason}: ${(err as Error).message})`;
}
