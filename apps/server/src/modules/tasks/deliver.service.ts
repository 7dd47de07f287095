import { daysAfter } from '@boothhub/shared';
import { AUTO_ACCEPT_DAYS } from '@boothhub/shared/contracts/tasks';
import type { DeliveredModel } from '../../db/schema/index.js';
import type { GltfFacts } from '../../lib/gltf.js';
import { inspectGltfApart } from '../../lib/gltf-process.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findFile, getOwnedFile, openFileRow, storeServerFile } from '../files/files.service.js';
import { move } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { taskAction } from './tasks.action.js';
import { assertMay } from './tasks.policy.js';
import * as repo from './tasks.repository.js';

/** The delivered files the server reads as 3D models (the files module named their type by their bytes). */
export const is3dMime = (mime: string) => mime === 'model/gltf-binary' || mime === 'model/gltf+json';

/**
 * The designer's own delivery files that are glb or gltf, inspected like models (decision 034): the glTF validator
 * (its first error refuses the delivery, `VALIDATION_FAILED` naming `files` and the file), triangles, size and a
 * preview glb. CPU work with no database writes, so it runs before the delivery's transaction opens.
 */
async function read3dFiles(ctx: AppContext, ownerId: number, fileIds: string[]): Promise<Map<string, GltfFacts>> {
  const out = new Map<string, GltfFacts>();
  for (const id of fileIds) {
    const file = await findFile(ctx.db, id);
    if (!file || file.ownerId !== ownerId || file.purpose !== 'delivery' || !is3dMime(file.mime)) continue;
    // the 3D libraries load on the first 3D file delivered, not at start
    const subject = { field: 'files', name: file.name };
    out.set(id, await inspectGltfApart(() => openFileRow(ctx, file), subject, { owner: ownerId, limits: ctx.config.limits.gltf }));
  }
  return out;
}

/**
 * Taskcenter/designerTaskPost: the selected designer delivers a note and files
 * (uploaded with purpose `delivery`), kept as the next version. The business
 * then has AUTO_ACCEPT_DAYS to accept or ask for a revision. A glb or gltf
 * among the files gets a preview glb for the 3D viewer (stored as a private
 * file of the designer), its triangles and its size.
 */
export async function deliver(ctx: AppContext, viewer: Viewer, body: { id: number; note: string; files: string[] }) {
  const files = [...new Set(body.files)];
  // who may deliver is checked before any 3D file is read (a stranger's glb costs no CPU); again in the transaction
  assertMay('deliver', await repo.findTask(ctx.db, body.id), viewer, { now: ctx.now() });
  const read = await read3dFiles(ctx, viewer.id, files);
  return taskAction(ctx, viewer, body.id, 'deliver', async (tx, task, now) => {
    for (const f of files) await getOwnedFile(tx, f, viewer.id, 'delivery');
    const models: Record<string, DeliveredModel> = {};
    for (const [fileId, facts] of read) {
      const preview = await storeServerFile(ctx, tx, viewer.id, 'delivery', 'preview.glb', 'model/gltf-binary', facts.preview);
      models[fileId] = { preview, polygons: facts.polygons, bbox: facts.bbox };
    }
    const version = task.versions + 1;
    await repo.insertDelivery(tx, { taskId: task.id, version, designerId: viewer.id, note: body.note, files, models, createdAt: now });
    const moved = await move(tx, task, 'deliver', {
      actorId: viewer.id,
      now,
      note: `v${version}`,
      patch: { versions: version, autoAcceptAt: daysAfter(now, AUTO_ACCEPT_DAYS) },
    });
    await notices.delivered(tx, ctx, moved, version, now);
    return { id: moved.id, status: 'delivered' as const, version };
  });
}
