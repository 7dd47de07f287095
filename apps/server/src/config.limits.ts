import { z } from 'zod';

/**
 * Connection limits, timeouts, the shutdown drain and the upload quota
 * (decision record 018): part of the configuration read by config.ts.
 */
const ms = (fallback: number) => z.coerce.number().int().min(0).max(3_600_000).default(fallback);

export const limitsEnv = {
  /** after SIGTERM: /readyz answers 503 while requests are still served for this long, then the server stops */
  SHUTDOWN_DRAIN_MS: ms(10_000),
  /** live (server-sent event) streams one member may hold on one instance; one more closes the oldest */
  LIVE_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
  /** a request's headers must arrive within this */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** a whole request (headers and body, e.g. a 200 MB upload) must arrive within this; 0: no limit */
  REQUEST_TIMEOUT_MS: ms(600_000),
  /** an idle keep-alive connection is closed after this (behind a load balancer: above its idle timeout) */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  /** a connection that sends nothing for this long is closed (live streams excepted); 0: never */
  CONNECTION_TIMEOUT_MS: ms(60_000),
  /** the total size of one member's uploaded files */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  /** resumable (tus) uploads one member may have unfinished at once (decision 062) */
  UPLOADS_OPEN_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(3),
  /** an unfinished resumable upload that received no byte for this long is removed */
  UPLOAD_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** glTF inspections run at once on one instance (each in a process of its own) */
  GLTF_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** one glTF inspection's process is killed beyond this much memory (MODEL_TOO_COMPLEX) */
  GLTF_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(1536),
  /** one glTF inspection's process is killed after this long (MODEL_TOO_COMPLEX) */
  GLTF_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** a glTF file declaring more decoded data than this is refused before it is decoded */
  GLTF_DECODED_MB: z.coerce.number().int().min(1).max(65_536).default(512),
  /** a glTF file declaring more vertices than this is refused before it is decoded */
  GLTF_MAX_VERTICES: z.coerce.number().int().min(1).max(1_000_000_000).default(10_000_000),
  /** a glTF file whose textures hold more megapixels than this is refused before it is decoded */
  GLTF_TEXTURE_MP: z.coerce.number().int().min(1).max(100_000).default(128),
  /** image re-encodings and watermarks run at once on one instance (the rest wait; libuv's other threads serve files) */
  IMAGE_JOBS: z.coerce.number().int().min(1).max(16).default(1),
};

export interface Limits {
  shutdownDrainMs: number;
  liveStreamsPerMember: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionTimeoutMs: number;
  uploadQuotaBytes: number;
  openUploadsPerMember: number;
  uploadIdleMs: number;
  gltf: GltfLimits;
  imageJobs: number;
}

/** The glTF inspection's bounds (lib/gltf-process.ts, lib/gltf-budget.ts). */
export interface GltfLimits {
  workers: number;
  memoryMb: number;
  timeoutMs: number;
  budget: { decodedBytes: number; vertices: number; texturePixels: number };
}

type LimitsInput = { [K in keyof typeof limitsEnv]: z.output<(typeof limitsEnv)[K]> };

/** The limits, or the message naming what is inconsistent. */
export function limitsFrom(e: LimitsInput): Limits | string {
  if (e.REQUEST_TIMEOUT_MS > 0 && e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    return 'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS';
  }
  return {
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    liveStreamsPerMember: e.LIVE_STREAMS_PER_MEMBER,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    openUploadsPerMember: e.UPLOADS_OPEN_PER_MEMBER,
    uploadIdleMs: e.UPLOAD_IDLE_MINUTES * 60_000,
    gltf: {
      workers: e.GLTF_WORKERS,
      memoryMb: e.GLTF_WORKER_MEMORY_MB,
      timeoutMs: e.GLTF_TIMEOUT_MS,
      budget: { decodedBytes: e.GLTF_DECODED_MB * 1024 * 1024, vertices: e.GLTF_MAX_VERTICES, texturePixels: e.GLTF_TEXTURE_MP * 1_000_000 },
    },
    imageJobs: e.IMAGE_JOBS,
  };
}
