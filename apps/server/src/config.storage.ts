import { z } from 'zod';

/**
 * Where uploaded files live (docs/decisions/036-object-storage.md): part of the configuration read by config.ts.
 * `disk` keeps them under DATA_DIR/files (one instance, or a shared volume); `s3` in an S3-compatible bucket
 * (AWS S3, MinIO, Aliyun OSS's S3 interface), which every instance shares.
 */
export const storageEnv = {
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** unset: AWS S3 itself; MinIO `http://minio:9000`; Aliyun OSS `https://oss-cn-hangzhou.aliyuncs.com` */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  /** S3's bucket naming rules (lower case, digits, dots and dashes) */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots or dashes')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** both or neither: neither uses the SDK's own chain (an instance role, AWS_* variables) */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 1: `endpoint/bucket/key` (MinIO, s3rver); 0: `bucket.endpoint/key` (AWS, Aliyun OSS, which requires it) */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1'])
    .transform((v) => v === '1')
    .default(false),
};

export interface S3Config {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Config);

type StorageInput = z.output<z.ZodObject<typeof storageEnv>>;

/** The storage's configuration, or the message naming what is missing. */
export function storageFrom(e: StorageInput): StorageConfig | string {
  if (e.STORAGE === 'disk') return { kind: 'disk' };
  if (!e.S3_BUCKET) return 'S3_BUCKET: required when STORAGE is s3';
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    return `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`;
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
