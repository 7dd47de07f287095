import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { ERRORS, Metadata } from '@tus/server';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCatalogue, errorMessage, type ErrorEnvelope, type Lang } from '@boothhub/shared';
import { filePurposeRules } from '@boothhub/shared/contracts/files';
import { validateGltfApart } from '../../lib/gltf-process.js';
import { AppError } from '../../platform/app-error.js';
import { guard } from '../../platform/calls.js';
import { runEvery } from '../../platform/interval.js';
import { requestLang } from '../../platform/lang.js';
import type { AppContext } from '../../platform/context.js';
import { closeUpload, openUpload, openUploadsStartedBefore, saveFile } from '../files/files.service.js';

/**
 * Resumable uploads of model files (the tus protocol, docs/rules/models.md "Upload"): `POST /api/tus` creates an
 * upload (members only, `Upload-Length` at most 200 MB, metadata `filename`), `PATCH /api/tus/<id>` appends bytes
 * at `Upload-Offset`, `HEAD` tells how far it got (a dropped connection resumes there). Bytes go straight to disk
 * (DATA_DIR/tus), never held whole in memory. When the last byte arrives the file goes through the files module's
 * rules for purpose `model` (type by its bytes, quota), a glb through the glTF validator, and the PATCH answers
 * `{fileId, name, size, mime}`; a refused file is deleted and the answer is the error envelope.
 */
export const TUS_PATH = '/api/tus';
/** a request header only the server sets (any the client sends is removed) */
const OWNER_HEADER = 'x-boothhub-tus-owner';
export const TUS_MAX_BYTES = filePurposeRules.model.maxBytes;

const LANG_HEADER = 'x-boothhub-tus-lang';

/** An AppError as tus's error answer: the status of the error catalogue and the JSON envelope. */
function envelope(err: AppError, lang: Lang) {
  const body: ErrorEnvelope = {
    errCode: 'failed',
    success: false,
    errorCode: err.code,
    errorMessage: errorMessage(err.code, lang, err.params),
    showType: errorCatalogue[err.code].showType,
    data: null,
    ...(err.details ? { details: err.details } : {}),
  };
  return { status_code: errorCatalogue[err.code].status, body: JSON.stringify(body) };
}
const langOf = (req: { headers: Headers }): Lang => (req.headers.get(LANG_HEADER) === 'en-US' ? 'en-US' : 'zh-CN');

export async function registerTusRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const directory = path.join(ctx.config.dataDir, 'tus');
  // removing an upload (a cancel, a refusal, the sweeps) also frees its declared bytes — before a DELETE answers 204,
  // so the member's next start already sees the room (CI saw the POST_TERMINATE event lose that race)
  const datastore = new (class extends FileStore {
    override async remove(id: string) {
      await super.remove(id);
      await closeUpload(ctx, id);
    }
  })({ directory, expirationPeriodInMilliseconds: 24 * 3600 * 1000 });
  const ownerOf = async (id: string) => (await datastore.getUpload(id)).metadata?.owner;

  const options: ConstructorParameters<typeof Server>[0] = {
    path: TUS_PATH,
    datastore,
    maxSize: TUS_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: true,
    async onUploadCreate(req, upload) {
      const owner = req.headers.get(OWNER_HEADER);
      if (!owner) throw envelope(new AppError('AUTH_REQUIRED'), langOf(req));
      // the declared size counts against the quota from the start, and a member has few uploads open (decision 062)
      if (upload.sizeIsDeferred || upload.size === undefined) {
        const reason = 'required: the size is counted against your upload quota when the upload starts';
        throw envelope(new AppError('VALIDATION_FAILED', { field: 'Upload-Length', reason }, { field: 'Upload-Length' }), langOf(req));
      }
      try {
        await openUpload(ctx, Number(owner), upload.id, upload.size);
      } catch (err) {
        if (err instanceof AppError) throw envelope(err, langOf(req));
        throw err;
      }
      return { metadata: { ...upload.metadata, owner } };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const owner = req.headers.get(OWNER_HEADER);
      let stored: string | null | undefined;
      try {
        stored = await ownerOf(uploadId);
      } catch {
        return; // unknown upload: tus answers 404 itself
      }
      if (!owner || stored !== owner) throw { status_code: 404, body: 'Not found\n' };
    },
    // every answer that is not a success speaks the API's envelope (tus's own plain-text errors included)
    async onResponseError(req, err) {
      if ('body' in err && typeof err.body === 'string' && err.body.startsWith('{')) return undefined;
      const status = 'status_code' in err ? err.status_code : 500;
      const text = 'body' in err ? String(err.body) : '';
      const reason = (text || ('message' in err ? err.message : '')).trim().slice(0, 200);
      const lang = langOf(req);
      if (status === 404) return envelope(new AppError('FILE_NOT_FOUND'), lang);
      if (text === ERRORS.ERR_SIZE_EXCEEDED.body) {
        // more bytes than this upload's Upload-Length (not the 200 MB limit)
        const id = new URL(req.url).pathname.split('/').pop() ?? '';
        const declared = await datastore.getUpload(id).then(
          (u) => u.size ?? 0,
          () => 0,
        );
        return envelope(new AppError('UPLOAD_LENGTH_EXCEEDED', { declared }), lang);
      }
      if (status === 413) return envelope(new AppError('FILE_TOO_LARGE', { limit: '200 MB' }), lang);
      if (status >= 500) {
        app.log.error({ err }, 'tus: unexpected error');
        return envelope(new AppError('INTERNAL'), lang);
      }
      return { ...envelope(new AppError('VALIDATION_FAILED', { field: 'tus', reason }, { field: 'tus' }), lang), status_code: status };
    },
    async onUploadFinish(req, upload) {
      const file = path.join(directory, upload.id);
      try {
        const saved = await registerFinishedUpload(ctx, Number(upload.metadata?.owner), upload.metadata?.filename ?? 'model', file, upload.id);
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ errCode: 'success', success: true, data: saved }),
        };
      } catch (err) {
        if (err instanceof AppError) throw envelope(err, langOf(req));
        throw err;
      } finally {
        await datastore.remove(upload.id).catch(() => rm(file, { force: true }));
        await closeUpload(ctx, upload.id);
      }
    },
  };
  const tus = new Server(options);
  // uploads that received no byte for UPLOAD_IDLE_MINUTES are removed, and any left unfinished for a day
  // (the same cadence as the sweep of unattached files)
  runEvery(app, app.ctx.config.timers.fileSweepMs, 'tus sweep', async () => {
    await sweepIdleUploads(ctx, directory, (id) => datastore.remove(id));
    await tus.cleanUpExpiredUploads();
  });

  await app.register(async (scope) => {
    // the bytes of a PATCH are read by tus from the raw request: pass the stream through untouched
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    const handle = async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      setHeader(req.raw, OWNER_HEADER, null);
      setHeader(req.raw, LANG_HEADER, requestLang(req));
      if (req.method !== 'OPTIONS') {
        const viewer = (await guard(req, ctx, 'member'))!;
        // answered here, in the API's envelope: uploads are never read back through tus (downloads use signed links)
        if (req.method === 'GET') throw new AppError('FILE_NOT_FOUND');
        if (!req.headers['tus-resumable']) {
          throw new AppError('VALIDATION_FAILED', { field: 'Tus-Resumable', reason: 'required (1.0.0)' }, { field: 'Tus-Resumable' });
        }
        // tus answers a malformed header in plain text, past its error hook: refused here, in the envelope
        const refusal = tusHeaderRefusal(req);
        if (refusal) throw refusal;
        setHeader(req.raw, OWNER_HEADER, String(viewer.id));
      }
      answerAsApi(reply);
      reply.hijack();
      await tus.handle(req.raw, reply.raw);
    };
    scope.all(TUS_PATH, { bodyLimit: TUS_MAX_BYTES + 1 }, handle);
    scope.all(`${TUS_PATH}/*`, { bodyLimit: TUS_MAX_BYTES + 1 }, handle);
  });
}

const whole = (v: string) => /^(0|[1-9]\d*)$/.test(v) && Number.isSafeInteger(Number(v));
/** tus's header rules (its HeaderValidator), with what a client is told when one is broken */
const TUS_HEADERS: Array<[name: string, field: string, ok: (v: string, method: string) => boolean, reason: string]> = [
  ['upload-length', 'Upload-Length', whole, 'a whole number of bytes'],
  ['upload-offset', 'Upload-Offset', whole, 'a whole number of bytes'],
  ['upload-defer-length', 'Upload-Defer-Length', (v) => v === '1', 'must be 1'],
  ['tus-resumable', 'Tus-Resumable', (v) => v === '1.0.0', 'must be 1.0.0'],
  ['x-forwarded-proto', 'X-Forwarded-Proto', (v) => v === 'http' || v === 'https', 'http or https'],
  ['content-type', 'Content-Type', (v, method) => method !== 'PATCH' || v === 'application/offset+octet-stream', 'application/offset+octet-stream'],
  [
    'upload-metadata',
    'Upload-Metadata',
    (v) => {
      try {
        Metadata.parse(v);
        return true;
      } catch {
        return false;
      }
    },
    'comma-separated "key base64value" pairs',
  ],
];

/** The first tus header of the request that tus would refuse (400 "Invalid …" in plain text), as our refusal. */
function tusHeaderRefusal(req: FastifyRequest): AppError | undefined {
  for (const [name, field, ok, reason] of TUS_HEADERS) {
    const value = req.headers[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !ok(value, req.method)) return new AppError('VALIDATION_FAILED', { field, reason }, { field });
  }
  return undefined;
}

/**
 * What tus writes itself goes out with the headers of an API answer (the security headers the request's hooks set on
 * the reply, which a hijacked reply does not send), and its refusals — envelopes, by onResponseError — as JSON.
 */
function answerAsApi(reply: import('fastify').FastifyReply) {
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value as string);
  const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => typeof raw;
  (raw as { writeHead: unknown }).writeHead = (status: number, ...rest: unknown[]) => {
    if (status >= 400) {
      const headers = rest.find((r) => Array.isArray(r)) as string[] | undefined;
      if (headers) for (let i = 0; i + 1 < headers.length; i += 2) if (headers[i]!.toLowerCase() === 'content-type') headers.splice(i, 2);
      raw.setHeader('content-type', 'application/json; charset=utf-8');
    }
    return writeHead(status, ...rest);
  };
}

/** Sets (or with null removes) a request header in both of node's views of them (tus reads `rawHeaders`). */
function setHeader(raw: IncomingMessage, name: string, value: string | null) {
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
    if (raw.rawHeaders[i]!.toLowerCase() !== name) kept.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  }
  if (value === null) delete raw.headers[name];
  else {
    raw.headers[name] = value;
    kept.push(name, value);
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept);
}

/** A finished upload becomes a file of purpose `model` (type by its bytes, quota); a glb must pass the validator. */
async function registerFinishedUpload(ctx: AppContext, ownerId: number, filename: string, file: string, uploadId: string) {
  if (!Number.isSafeInteger(ownerId) || ownerId <= 0) throw new AppError('AUTH_REQUIRED');
  const head = Buffer.alloc(4);
  const fh = await open(file, 'r');
  try {
    await fh.read(head, 0, 4, 0);
  } finally {
    await fh.close();
  }
  if (head.toString('latin1') === 'glTF') {
    const error = await validateGltfApart(async () => createReadStream(file), { field: 'file' }, { owner: ownerId, limits: ctx.config.limits.gltf });
    if (error) throw new AppError('VALIDATION_FAILED', { field: 'file', reason: error }, { field: 'file' });
  }
  // the files module's rules: the type by the bytes (a renamed executable is refused), the size, the quota
  return saveFile(ctx, ownerId, 'model', filename, createReadStream(file), uploadId);
}

/**
 * Removes the open uploads that received no byte for UPLOAD_IDLE_MINUTES (their file's last write, or their start when
 * nothing was written), so what they declared no longer holds the member's quota; an upload whose file is gone (the
 * creation failed after it was counted) goes too. Returns how many were removed.
 */
export async function sweepIdleUploads(ctx: AppContext, directory: string, remove: (id: string) => Promise<void>): Promise<number> {
  const idleMs = ctx.config.limits.uploadIdleMs;
  const now = ctx.now().getTime();
  let removed = 0;
  for (const row of await openUploadsStartedBefore(ctx, new Date(now - idleMs))) {
    const written = await stat(path.join(directory, row.id)).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (written !== null && now - Math.max(written, row.createdAt.getTime()) <= idleMs) continue;
    await remove(row.id).catch(() => undefined);
    await closeUpload(ctx, row.id);
    removed += 1;
  }
  return removed;
}
