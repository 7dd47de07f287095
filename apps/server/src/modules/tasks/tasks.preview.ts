import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { str } from '@boothhub/shared';
import { imageJob } from '../../lib/image-jobs.js';
import { AppError } from '../../platform/app-error.js';
import { guard } from '../../platform/calls.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { asDownload } from '../../platform/security.js';
import { findFile, openFileRow } from '../files/files.service.js';
import { assertMaySee, mayReadPrivate, relationOf } from './tasks.policy.js';
import * as repo from './tasks.repository.js';

/**
 * GET /api/Taskcenter/preview/:taskId/:fileId — a delivered image as a
 * watermarked JPEG (at most 1600 px), for the publisher to look at before
 * accepting (issue item 5): the original is not downloadable until the task
 * is completed. The designer and admins may fetch it too. Session cookie, so
 * an <img> on the same site works.
 */
const MAX_SIDE = 1600;

function watermark(width: number, height: number): Buffer {
  const step = 220;
  const rows: string[] = [];
  for (let y = 40; y < height + step; y += step / 2) {
    for (let x = ((y / (step / 2)) % 2) * (step / 2) - step; x < width + step; x += step) {
      rows.push(`<text x="${x}" y="${y}" transform="rotate(-30 ${x} ${y})">BoothHub PREVIEW</text>`);
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<style>text{font:bold ${Math.max(12, Math.round(Math.min(width, height) / 18))}px sans-serif;fill:#fff;fill-opacity:.45;stroke:#000;stroke-opacity:.25;stroke-width:1}</style>` +
      rows.join('') +
      '</svg>',
  );
}

export async function watermarkedPreview(ctx: AppContext, viewer: Viewer, taskId: number, fileId: string): Promise<Buffer> {
  const task = await repo.findTask(ctx.db, taskId);
  assertMaySee(task, viewer);
  if (!mayReadPrivate(relationOf(task, viewer))) throw new AppError('FORBIDDEN');
  const file = await findFile(ctx.db, fileId);
  if (!file || !file.mime.startsWith('image/') || !(await repo.deliveryHasFile(ctx.db, task.id, fileId))) throw new AppError('FILE_NOT_FOUND');
  // in the image pool: sharp's work never takes the threads that serve files (decision 062)
  return imageJob(ctx.config.limits.imageJobs, viewer.id, async () => {
    const source = await openFileRow(ctx, file);
    const resizer = sharp({ limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    source.pipe(resizer);
    const { data, info } = await resizer.png().toBuffer({ resolveWithObject: true });
    return sharp(data)
      .composite([{ input: watermark(info.width, info.height) }])
      .jpeg({ quality: 80 })
      .toBuffer();
  });
}

export function registerPreviewRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Taskcenter/preview/:taskId/:fileId',
    {
      schema: {
        summary: 'A delivered image, watermarked (publisher before acceptance, designer, admins)',
        tags: ['Taskcenter'],
        params: z.object({ taskId: z.coerce.number().int().min(1).max(2_147_483_647), fileId: str().max(64) }),
      },
    },
    async (req, reply) => {
      const viewer = (await guard(req, app.ctx, 'member'))!;
      const jpeg = await watermarkedPreview(app.ctx, viewer, req.params.taskId, req.params.fileId);
      return asDownload(reply).header('cache-control', 'private, max-age=300').type('image/jpeg').send(jpeg);
    },
  );
}
