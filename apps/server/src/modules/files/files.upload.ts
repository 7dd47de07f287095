import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { filePurposeRules, type FilePurpose } from '@boothhub/shared/contracts/files';
import { AppError } from '../../platform/app-error.js';
import { imageJob } from '../../lib/image-jobs.js';
import type { AppContext } from '../../platform/context.js';
import { HEAD_BYTES, identify, isFormatName, nameExtension, type Format, type Identified } from './files.formats.js';

/** Decoded images larger than this are refused (decompression bombs): 50 megapixels, about 200 MB of pixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * An animation (GIF, WebP) is re-encoded frame by frame, about half a second per megapixel of GIF on one core (12
 * frames of 2000×2000 took 10–20 s): at most this many frames and this many pixels over all of them (decision 062).
 */
export const MAX_ANIMATION_FRAMES = 100;
export const MAX_ANIMATION_PIXELS = 10_000_000;

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A file part of a multipart request: busboy sets `truncated` when the 200 MB hard cap cut it. */
export type UploadStream = Readable & { truncated?: boolean };

export interface StoredUpload {
  id: string;
  storageKey: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * Counts bytes (refusing more than `maxBytes`), holds back the first
 * HEAD_BYTES until `decide` has looked at them, then lets everything through.
 * Nothing reaches the destination before the content type is accepted.
 */
class Inspector extends Transform {
  total = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private decided = false;

  constructor(
    private readonly maxBytes: number,
    private readonly decide: (head: Buffer) => Promise<void>,
    private readonly tooMuch: () => AppError = () => new AppError('FILE_TOO_LARGE', { limit: megabytes(maxBytes) }),
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.total += chunk.length;
    if (this.total > this.maxBytes) return cb(this.tooMuch());
    if (this.decided) return cb(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < HEAD_BYTES) return cb();
    this.release().then(() => cb(), cb);
  }

  override _flush(cb: TransformCallback) {
    if (this.decided) return cb();
    if (this.total === 0) return cb(new AppError('FILE_REQUIRED'));
    this.release().then(() => cb(), cb);
  }

  private async release() {
    const head = Buffer.concat(this.held);
    await this.decide(head.subarray(0, HEAD_BYTES));
    this.decided = true;
    this.held = [];
    this.push(head);
  }
}

/** Anything that went wrong while reading the request (not our rules, not our disk) is the client's malformed body. */
export function uploadReadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE', { limit: megabytes(200 * 1024 * 1024) });
  if (e?.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('VALIDATION_FAILED', { field: 'file', reason: 'the multipart body is malformed or was cut off' }, { field: 'file' });
}

/** The client's name without path parts, control or bidi characters, at most 200 characters, with the content's extension. */
export function storedName(given: string, format: Format): string {
  const base = (given.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const ext = nameExtension(base);
  // a known extension of another format (a JPEG named .png) is replaced, an unknown one kept before ours
  let stem = isFormatName(ext) ? base.slice(0, -(ext.length + 1)) : base;
  stem = stem.replace(/^[.\s]+|[.\s]+$/g, '') || 'file';
  const suffix = `.${format.names.includes(ext) ? ext : format.ext}`;
  return [...stem].slice(0, 200 - suffix.length).join('') + suffix;
}

const rejected = (what: string, purpose: FilePurpose) =>
  new AppError('FILE_TYPE_REJECTED', { mime: what }, { allowed: [...filePurposeRules[purpose].formats] });

/**
 * Stream one uploaded file into storage under a fresh random name. The
 * content decides the type; images are decoded and re-encoded (EXIF
 * orientation applied, all metadata dropped). On any failure nothing is left
 * in storage or in the scratch folder, and the rest of the upload is drained.
 */
export async function storeUpload(
  ctx: AppContext,
  purpose: FilePurpose,
  filename: string,
  source: UploadStream,
  /** what is left of the member's quota, and the error once the file cannot fit in it */
  quota?: { left: number; error: () => AppError },
  /** whose file (the image pool is fair between members) */
  owner = 0,
): Promise<StoredUpload> {
  // the multipart parser may have failed (body cut short) before this part was handed over
  if (source.destroyed || source.errored) throw uploadReadError(source.errored ?? new Error('upload ended early'));
  const rule = filePurposeRules[purpose];
  const allowed: readonly string[] = rule.formats;
  const id = randomBytes(16).toString('hex');
  const storageKey = `${purpose}/${id.slice(0, 2)}/${id}`;
  const scratch = path.resolve(ctx.config.dataDir, 'tmp', `upload-${id}`);
  let found: Extract<Identified, { ok: true }> | undefined;
  const overQuota = quota !== undefined && quota.left < rule.maxBytes;
  const inspector = new Inspector(
    overQuota ? quota.left : rule.maxBytes,
    async (head) => {
      const result = await identify(head, nameExtension(filename));
      if (!result.ok) throw rejected(result.what, purpose);
      if (!allowed.includes(result.id)) throw rejected(result.id, purpose);
      found = result;
      inspector.emit('identified');
    },
    overQuota ? quota.error : undefined,
  );
  const identified = new Promise<void>((resolve, reject) => {
    inspector.once('identified', resolve);
    inspector.once('error', reject);
  });
  identified.catch(() => undefined);
  // errors and early ends of the request (malformed multipart, client gone) become the client's error
  const onSourceError = (err: Error) => inspector.destroy(uploadReadError(err));
  const onSourceClose = () => {
    if (!source.readableEnded) inspector.destroy(uploadReadError(new Error('upload ended early')));
  };
  source.on('error', onSourceError);
  source.on('close', onSourceClose);
  source.pipe(inspector);

  const tooLarge = () => source.truncated && new AppError('FILE_TOO_LARGE', { limit: megabytes(rule.maxBytes) });
  try {
    await identified;
    const format = found!.format;
    let size: number;
    if (format.raster) {
      await mkdir(path.dirname(scratch), { recursive: true });
      await pipeline(inspector, createWriteStream(scratch, { flags: 'wx' }));
      const cut = tooLarge();
      if (cut) throw cut;
      const as = format.raster;
      const animated = await checkImage(scratch, as);
      size = await imageJob(ctx.config.limits.imageJobs, owner, () => reencode(ctx, scratch, storageKey, as, animated));
    } else {
      size = (await ctx.storage.put(storageKey, inspector)).size;
      const cut = tooLarge();
      if (cut) throw cut;
      if (found!.sizeCheck && !found!.sizeCheck(inspector.total)) throw rejected(`damaged ${format.ext}`, purpose);
    }
    return { id, storageKey, name: storedName(filename, format), mime: format.mime, size };
  } catch (err) {
    source.off('error', onSourceError);
    source.off('close', onSourceClose);
    source.unpipe(inspector);
    inspector.destroy();
    source.resume();
    await ctx.storage.remove(storageKey);
    throw err;
  } finally {
    await rm(scratch, { force: true });
  }
}

/**
 * The image's size from its header alone, before any pixel is decoded: refused when too large for a still (50 MP) or
 * an animation (frames, pixels over all frames). Returns whether it is read as an animation.
 */
async function checkImage(file: string, as: NonNullable<Format['raster']>): Promise<boolean> {
  const animated = as === 'gif' || as === 'webp';
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw new AppError('FILE_IMAGE_INVALID');
  }
  // read from the header alone, before any pixel is decoded
  const frames = animated ? Math.max(1, meta.pages ?? 1) : 1;
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * frames;
  if (!meta.width || !meta.height) throw new AppError('FILE_IMAGE_INVALID');
  if (frames > 1 && (frames > MAX_ANIMATION_FRAMES || pixels > MAX_ANIMATION_PIXELS)) {
    throw new AppError('FILE_IMAGE_ANIMATION_TOO_LARGE', { frames: MAX_ANIMATION_FRAMES, limit: MAX_ANIMATION_PIXELS / 1_000_000 });
  }
  if (pixels > MAX_IMAGE_PIXELS) throw new AppError('FILE_IMAGE_TOO_MANY_PIXELS', { limit: MAX_IMAGE_PIXELS / 1_000_000 });
  return animated;
}

/** Decode, turn upright by the EXIF orientation, and write the same format again without any metadata. */
async function reencode(ctx: AppContext, file: string, storageKey: string, as: NonNullable<Format['raster']>, animated: boolean): Promise<number> {
  const image = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' }).autoOrient();
  const out =
    as === 'jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : as === 'png'
        ? image.png()
        : as === 'webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  let decodeError: Error | undefined;
  out.once('error', (err) => (decodeError = err));
  try {
    return (await ctx.storage.put(storageKey, out)).size;
  } catch (err) {
    // sharp failing is the image's fault (damaged, truncated); anything else (the disk) is ours
    if (decodeError) throw new AppError('FILE_IMAGE_INVALID');
    throw err;
  }
}
