import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { filePurpose, filePurposeRules, filePurposes, type FilePurpose, type UploadedFile } from '@boothhub/shared/contracts/files';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { mayLinkFile } from './files.policy.js';
import * as repo from './files.repository.js';
import { signFileLink } from './files.signing.js';
import { megabytes, storeUpload, uploadReadError, type UploadStream } from './files.upload.js';

export type { FileRow } from './files.repository.js';

const FILE_ID = /^[0-9a-f]{32}$/;

/** The permanent address of a public file (avatar, work, preview, exhibition). */
export const publicFileUrl = (fileId: string) => `/api/File/public/${fileId}`;
/** a picture that may be missing (a member's avatar): its public URL, or null */
export const publicFileUrlOrNull = (fileId: string | null | undefined) => (fileId ? publicFileUrl(fileId) : null);

/**
 * A short-lived (about 10 minutes) signed link to any file. Call it only
 * after YOUR module has decided that the viewer may see the file (e.g. the
 * owner and admins for ID card photos, the buyer for a paid model).
 */
export async function privateFileLink(ctx: AppContext, fileId: string): Promise<string> {
  if (!FILE_ID.test(fileId)) throw new AppError('FILE_NOT_FOUND');
  return (await signFileLink(ctx, fileId)).url;
}

/**
 * The member's file of the given purpose(s), for calls that take file ids
 * (task attachments, deliveries, models …), marked as attached so the sweep
 * of unattached uploads (files.sweep.ts) never takes it; pass the call's
 * transaction so the mark goes with it. Throws FILE_NOT_FOUND,
 * FILE_NOT_YOURS or FILE_WRONG_PURPOSE.
 */
export async function getOwnedFile(db: Db, fileId: string, ownerId: number, purpose: FilePurpose | readonly FilePurpose[]): Promise<repo.FileRow> {
  const file = FILE_ID.test(fileId) ? await repo.findFileById(db, fileId) : undefined;
  if (!file) throw new AppError('FILE_NOT_FOUND', {}, { fileId });
  if (file.ownerId !== ownerId) throw new AppError('FILE_NOT_YOURS', {}, { fileId });
  const wanted: readonly string[] = typeof purpose === 'string' ? [purpose] : purpose;
  if (!wanted.includes(file.purpose)) {
    throw new AppError('FILE_WRONG_PURPOSE', { actual: file.purpose, expected: wanted.join(' / ') }, { fileId });
  }
  if (!file.attachedAt && !(await repo.markAttached(db, file.id))) throw new AppError('FILE_NOT_FOUND', {}, { fileId });
  return file;
}

export async function findFile(db: Db, fileId: string): Promise<repo.FileRow | undefined> {
  return FILE_ID.test(fileId) ? repo.findFileById(db, fileId) : undefined;
}

/** The file's row and its bytes as a stream (for downloads and zips). Throws FILE_NOT_FOUND. */
export async function openFile(ctx: AppContext, fileId: string): Promise<{ file: repo.FileRow; stream: Readable }> {
  const file = await findFile(ctx.db, fileId);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return { file, stream: await openFileRow(ctx, file) };
}

/** The bytes of a file whose row the caller already has. Throws FILE_NOT_FOUND when storage lost them. */
export async function openFileRow(ctx: AppContext, file: repo.FileRow): Promise<Readable> {
  try {
    return await ctx.storage.get(file.storageKey);
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') throw new AppError('FILE_NOT_FOUND');
    throw err;
  }
}

/** The whole of a file whose row the caller has, in memory (3D files the server inspects: at most their purpose's limit). */
export async function readFileRow(ctx: AppContext, file: repo.FileRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openFileRow(ctx, file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** File/link: a signed link for the file's owner or an admin. */
export async function linkForViewer(ctx: AppContext, viewer: Viewer, fileId: string) {
  const file = await findFile(ctx.db, fileId);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  if (!mayLinkFile(viewer, file)) throw new AppError('FORBIDDEN');
  const { url, expiresAt } = await signFileLink(ctx, file.id);
  return { url, expiresAt: expiresAt.toISOString() };
}

const purposeError = (reason: string) => new AppError('VALIDATION_FAILED', { field: 'purpose', reason }, { field: 'purpose' });

/**
 * POST /api/File/upload: a multipart body with the field `purpose` FIRST and
 * then the field `file` (one file). The purpose has to be known before the
 * file's bytes arrive, because they are streamed straight to storage.
 */
export async function uploadFromRequest(ctx: AppContext, viewer: Viewer, req: FastifyRequest): Promise<UploadedFile> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let parts: AsyncIterator<Multipart>;
  try {
    parts = req.parts()[Symbol.asyncIterator]() as typeof parts;
  } catch (err) {
    throw uploadReadError(err);
  }
  let purpose: FilePurpose | undefined;
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (err) {
        throw uploadReadError(err);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        const parsed = filePurpose.safeParse(part.value);
        if (!parsed.success) throw purposeError(`must be one of ${filePurposes.join(', ')}`);
        purpose = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', { field: 'file', reason: 'send the file in the field named "file"' }, { field: 'file' });
      }
      if (!purpose) {
        part.file.resume();
        throw purposeError('must be sent before the file in the multipart body');
      }
      return await saveFile(ctx, viewer.id, purpose, part.filename ?? '', part.file);
    }
  } finally {
    // whatever follows (extra fields, the rest of a refused file) is read and dropped, so the client gets its answer
    void drain(parts);
  }
  if (!purpose) throw purposeError('required');
  throw new AppError('FILE_REQUIRED');
}

async function drain(parts: AsyncIterator<Multipart>) {
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) return;
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch {
    /* the request is over or broken; nothing left to read */
  }
}

const quotaError = (ctx: AppContext) => new AppError('UPLOAD_QUOTA_EXCEEDED', { limit: megabytes(ctx.config.limits.uploadQuotaBytes) });

/**
 * Store a file under the rules of its purpose — content type checked, images
 * re-encoded, size limits, the owner's quota — whether it came through
 * File/upload or was fetched by the server (e.g. a WeChat avatar).
 */
export async function saveFile(
  ctx: AppContext,
  ownerId: number,
  purpose: FilePurpose,
  filename: string,
  stream: UploadStream,
  /** the finished resumable upload these bytes are: its declared size stops counting when the file's starts */
  openUploadId?: string,
): Promise<UploadedFile> {
  // refused while it streams once it cannot fit; checked again exactly, under a lock, before the row is written
  const left = ctx.config.limits.uploadQuotaBytes - (await repo.usedBytes(ctx.db, ownerId, openUploadId));
  if (left <= 0) {
    stream.resume();
    throw quotaError(ctx);
  }
  const stored = await storeUpload(ctx, purpose, filename, stream, { left, error: () => quotaError(ctx) }, ownerId);
  const isPublic = filePurposeRules[purpose].public;
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.lockQuota(tx, ownerId);
      if ((await repo.usedBytes(tx, ownerId, openUploadId)) + stored.size > ctx.config.limits.uploadQuotaBytes) throw quotaError(ctx);
      if (openUploadId) await repo.deleteOpenUpload(tx, openUploadId);
      await repo.insertFile(tx, {
        id: stored.id,
        ownerId,
        purpose,
        name: stored.name,
        mime: stored.mime,
        size: stored.size,
        storageKey: stored.storageKey,
        isPublic,
        createdAt: ctx.now(),
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.storageKey);
    throw err;
  }
  return {
    fileId: stored.id,
    name: stored.name,
    size: stored.size,
    mime: stored.mime,
    ...(isPublic ? { url: publicFileUrl(stored.id) } : {}),
  };
}

/**
 * Store an image the server made itself (demo data: generated covers), trusted and not re-encoded, as an
 * attached file of `ownerId` inside the caller's transaction. Returns its id.
 */
export async function storeServerImage(ctx: AppContext, db: Db, ownerId: number, purpose: FilePurpose, name: string, png: Buffer): Promise<string> {
  return storeServerFile(ctx, db, ownerId, purpose, name, 'image/png', png);
}

/**
 * Store a file the server made itself (a model's web preview, demo data), trusted, as an attached file of
 * `ownerId` inside the caller's transaction. Returns its id.
 */
export async function storeServerFile(
  ctx: AppContext,
  db: Db,
  ownerId: number,
  purpose: FilePurpose,
  name: string,
  mime: string,
  bytes: Buffer | Uint8Array,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const storageKey = `${purpose}/${id.slice(0, 2)}/${id}`;
  const { size } = await ctx.storage.put(storageKey, Readable.from([Buffer.from(bytes)]));
  const now = ctx.now();
  await repo.insertFile(db, {
    id,
    ownerId,
    purpose,
    name,
    mime,
    size,
    storageKey,
    isPublic: filePurposeRules[purpose].public,
    createdAt: now,
    attachedAt: now,
  });
  return id;
}

/**
 * A resumable upload begins (decision 062): its declared size counts against the member's quota from now on, as if
 * written, and the member may have at most UPLOADS_OPEN_PER_MEMBER unfinished. Under the quota's lock, so parallel
 * starts cannot together pass either limit. Throws UPLOAD_TOO_MANY_OPEN or UPLOAD_QUOTA_EXCEEDED.
 */
export async function openUpload(ctx: AppContext, ownerId: number, id: string, declared: number): Promise<void> {
  const { openUploadsPerMember, uploadQuotaBytes } = ctx.config.limits;
  await ctx.db.transaction(async (tx) => {
    await repo.lockQuota(tx, ownerId);
    if ((await repo.countOpenUploads(tx, ownerId)) >= openUploadsPerMember) {
      throw new AppError('UPLOAD_TOO_MANY_OPEN', { limit: openUploadsPerMember });
    }
    if ((await repo.usedBytes(tx, ownerId)) + declared > uploadQuotaBytes) throw quotaError(ctx);
    await repo.insertOpenUpload(tx, { id, ownerId, declared, createdAt: ctx.now() });
  });
}

/** A resumable upload is over (refused, cancelled, expired): its declared size no longer counts. */
export async function closeUpload(ctx: AppContext, id: string): Promise<void> {
  await repo.deleteOpenUpload(ctx.db, id);
}

/** Open uploads started before `before` (candidates for the idle sweep: the caller knows when each last got a byte). */
export async function openUploadsStartedBefore(ctx: AppContext, before: Date, limit = 500) {
  return repo.openUploadsBefore(ctx.db, before, limit);
}

/** Forget every server secret: a prepared demo image leaves its seeding's behind, and each install makes its own. */
export const forgetServerSecrets = (db: Db) => repo.forgetSecrets(db);
