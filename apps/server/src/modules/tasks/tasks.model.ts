import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { str } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import { guard } from '../../platform/calls.js';
import type { Db } from '../../db/client.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { asDownload, contentDisposition } from '../../platform/security.js';
import { findFile, openFileRow } from '../files/files.service.js';
import { assertMaySee, deliveryFileView, relationOf } from './tasks.policy.js';
import * as repo from './tasks.repository.js';

/**
 * GET /api/Taskcenter/model/:taskId/:fileId/:variant — a delivered glb or gltf for the 3D viewer (decision 034), with
 * the same protection as delivered pictures: `preview` (the meshopt glb the server made) for the publisher, the
 * selected designer and admins; `original` for the designer and admins, and for the publisher only once the task
 * is completed (before: DELIVERY_ORIGINAL_LOCKED). Everyone else is refused (FORBIDDEN; an unpaid task is
 * TASK_NOT_FOUND). Session cookie, so the viewer's loader on the same site needs no link.
 */
export async function openDeliveredModel(ctx: AppContext, viewer: Viewer, taskId: number, fileId: string, variant: 'preview' | 'original') {
  const task = await repo.findTask(ctx.db, taskId);
  assertMaySee(task, viewer);
  const view = deliveryFileView(relationOf(task, viewer), task);
  if (view === 'none') throw new AppError('FORBIDDEN');
  const model = await repo.deliveredModel(ctx.db, task.id, fileId);
  if (!model) throw new AppError('FILE_NOT_FOUND');
  if (variant === 'original' && view !== 'original') throw new AppError('DELIVERY_ORIGINAL_LOCKED');
  const file = await findFile(ctx.db, variant === 'preview' ? model.preview : fileId);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return { file, stream: await openFileRow(ctx, file) };
}

/**
 * The 3D facts of the delivered glb/gltf files among `fileIds` of a task (triangles, size in metres), by file id: what
 * a build quote's design shows in the viewer. Files that are not delivered models are left out.
 */
export async function deliveredModelFacts(db: Db, taskId: number, fileIds: readonly string[]) {
  const facts = new Map<string, { polygons: number; bbox: [number, number, number] }>();
  if (!fileIds.length) return facts;
  // one query for the task's deliveries, not one per file
  const models = await repo.deliveredModels(db, taskId);
  for (const fileId of fileIds) {
    const m = models.get(fileId);
    if (m) facts.set(fileId, { polygons: m.polygons, bbox: m.bbox });
  }
  return facts;
}

/**
 * A delivered model's preview glb for a viewer another module has let see the task's design (a factory quoting it):
 * the caller checks who may see it; here only that it is a delivered model of the task (else FILE_NOT_FOUND).
 */
export async function openModelPreview(ctx: AppContext, taskId: number, fileId: string) {
  const model = await repo.deliveredModel(ctx.db, taskId, fileId);
  const file = model && (await findFile(ctx.db, model.preview));
  if (!file) throw new AppError('FILE_NOT_FOUND');
  return { file, stream: await openFileRow(ctx, file) };
}

export function registerModelRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Taskcenter/model/:taskId/:fileId/:variant',
    {
      schema: {
        summary: 'A delivered 3D file: its preview glb (publisher, designer, admins) or its original (the publisher only after acceptance)',
        tags: ['Taskcenter'],
        params: z.object({
          taskId: z.coerce.number().int().min(1).max(2_147_483_647),
          fileId: str().max(64),
          variant: z.enum(['preview', 'original']),
        }),
      },
    },
    async (req, reply) => {
      const viewer = (await guard(req, app.ctx, 'member'))!;
      const { taskId, fileId, variant } = req.params;
      return sendModel(reply, await openDeliveredModel(app.ctx, viewer, taskId, fileId, variant));
    },
  );
}

/** A 3D file to the viewer's loader: a private download (kept five minutes), never shown inline. */
export function sendModel(reply: FastifyReply, { file, stream }: Awaited<ReturnType<typeof openModelPreview>>) {
  return asDownload(reply)
    .header('cache-control', 'private, max-age=300')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('content-length', file.size)
    .type(file.mime)
    .send(stream);
}
