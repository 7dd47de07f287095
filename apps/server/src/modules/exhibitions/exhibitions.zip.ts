import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Zip, ZipPassThrough } from 'fflate';
import { z } from 'zod';
import { str } from '@boothhub/shared';
import { hzImgZipPath } from '@boothhub/shared/contracts/exhibitions';
import { AppError } from '../../platform/app-error.js';
import { guard } from '../../platform/calls.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { asDownload, contentDisposition } from '../../platform/security.js';
import { findFile, openFileRow, type FileRow } from '../files/files.service.js';
import { assertMaySee } from './exhibitions.policy.js';
import * as repo from './exhibitions.repository.js';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** Common/downloadHzImg: the address of the zip, for an exhibition the viewer may see (approved, or theirs / an admin's). */
export async function zipUrlFor(ctx: AppContext, viewer: Viewer | null, id: number) {
  assertMaySee(await repo.findExhibition(ctx.db, id), viewer);
  return { url: hzImgZipPath(id) };
}

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
/** A file name from a title: no path or control characters, at most 80 characters. */
export const zipName = (title: string) => `${title.replace(UNSAFE_IN_NAME, ' ').trim().slice(0, 80) || 'exhibition'}.zip`;

/**
 * The cover and gallery as one zip, stored (images are compressed already), written file by file as each is
 * read from storage: never whole in memory. Entries: `cover.<ext>`, `gallery-01.<ext>` …; files storage lost
 * are left out.
 */
export function zipImages(ctx: AppContext, files: Array<{ name: string; file: FileRow }>): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    const mtime = ctx.now();
    for (const { name, file } of files) {
      let source;
      try {
        source = await openFileRow(ctx, file);
      } catch (err) {
        if (err instanceof AppError && err.code === 'FILE_NOT_FOUND') continue;
        throw err;
      }
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

const params = z.object({ name: str().max(40) });

/** GET /api/Common/downloadHzImg/<id>.zip (the URL downloadHzImg answers); the session cookie decides like huizhanInfo. */
export function registerZipRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/Common/downloadHzImg/:name',
      { schema: { summary: "An exhibition's cover and gallery as one zip (streamed)", tags: ['Common'], params } },
      async (req, reply) => {
        const m = /^(\d{1,10})\.zip$/.exec(req.params.name);
        const id = m ? Number(m[1]) : 0;
        if (!id || id > 2_147_483_647) throw new AppError('EXHIBITION_NOT_FOUND');
        const viewer = await guard(req, app.ctx, 'public');
        const ex = await repo.findExhibition(app.ctx.db, id);
        assertMaySee(ex, viewer);
        const files: Array<{ name: string; file: FileRow }> = [];
        const ids = [ex.cover, ...ex.gallery].filter((f): f is string => Boolean(f));
        for (const [i, fileId] of ids.entries()) {
          const file = await findFile(app.ctx.db, fileId);
          if (!file) continue;
          const ext = EXT[file.mime] ?? 'bin';
          files.push({ name: i === 0 && ex.cover ? `cover.${ext}` : `gallery-${String(ex.cover ? i : i + 1).padStart(2, '0')}.${ext}`, file });
        }
        return asDownload(reply)
          .header('content-type', 'application/zip')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition('attachment', zipName(ex.title)))
          .send(zipImages(app.ctx, files));
      },
    );
}
