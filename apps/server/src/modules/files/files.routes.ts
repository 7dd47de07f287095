import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, str } from '@boothhub/shared';
import { link, uploadedFileSchema, UPLOAD_PATH } from '@boothhub/shared/contracts/files';
import { AppError } from '../../platform/app-error.js';
import { guard, registerCall } from '../../platform/calls.js';
import { asDownload, contentDisposition } from '../../platform/security.js';
import { findFile, linkForViewer, openFileRow, uploadFromRequest, type FileRow } from './files.service.js';
import { verifyFileLink } from './files.signing.js';
import { startFileSweep } from './files.sweep.js';

const fileParams = z.object({ fileId: str().max(64) });

export async function registerFilesRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // multipart bodies only here: the plugin's two hooks (a close listener, a clean-up) run for this route alone
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 200 * 1024 * 1024 } });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `/api/${UPLOAD_PATH}`,
      {
        schema: {
          summary:
            'Upload one file (multipart/form-data: the field "purpose" first, then "file"). The content decides the type; images are re-encoded without metadata.',
          tags: ['File'],
          consumes: ['multipart/form-data'],
          response: { 200: okEnvelope(uploadedFileSchema) },
        },
      },
      async (req) => {
        const viewer = (await guard(req, app.ctx, 'member'))!;
        const data = await uploadFromRequest(app.ctx, viewer, req);
        return { errCode: 'success' as const, success: true as const, data };
      },
    );
  });

  registerCall(app, link, (body, { ctx, viewer }) => linkForViewer(ctx, viewer, body.fileId));
  startFileSweep(app);

  typed.get(
    '/api/File/public/:fileId',
    { schema: { summary: 'A public file (avatar, work, preview, exhibition image)', tags: ['File'], params: fileParams } },
    async (req, reply) => {
      const file = await findFile(app.ctx.db, req.params.fileId);
      if (!file || !file.isPublic) throw new AppError('FILE_NOT_FOUND');
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', `"${file.id}"`);
      if (req.headers['if-none-match'] === `"${file.id}"`) return reply.code(304).send();
      return sendFile(app, reply, file);
    },
  );

  typed.get(
    '/api/File/private/:fileId',
    {
      schema: {
        summary: 'A file through a signed link (exp, sig) made by privateFileLink or File/link',
        tags: ['File'],
        params: fileParams,
        querystring: z.object({ exp: str().optional(), sig: str().optional() }),
      },
    },
    async (req, reply) => {
      const exp = await verifyFileLink(app.ctx, req.params.fileId, req.query.exp, req.query.sig);
      const file = await findFile(app.ctx.db, req.params.fileId);
      if (!file) throw new AppError('FILE_NOT_FOUND');
      const left = Math.max(0, exp - Math.floor(app.ctx.now().getTime() / 1000));
      reply.header('cache-control', `private, max-age=${left}`).header('referrer-policy', 'no-referrer');
      return sendFile(app, reply, file);
    },
  );
}

const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

async function sendFile(app: FastifyInstance, reply: FastifyReply, file: FileRow) {
  const stream = await openFileRow(app.ctx, file);
  return asDownload(reply)
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(inlineTypes.has(file.mime) ? 'inline' : 'attachment', file.name))
    .send(stream);
}
