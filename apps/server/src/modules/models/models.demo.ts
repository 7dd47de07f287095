import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { demoModelPoster, posterSlug } from '../../lib/demo-assets.js';
import { coverPng } from '../../lib/demo-images.js';
import type { DemoSeedStep } from '../demo/demo.service.js';
import { storeServerFile } from '../files/files.service.js';
import { demoModels } from './models.demo-data.js';
import * as repo from './models.repository.js';
import { modelSearchVector } from './models.service.js';

/**
 * The demo designer's 30 models, approved (the last two pending review), with generated glb files and previews; each
 * one's poster is a snapshot of its own 3D view in the model viewer, made by e2e/posters and kept in demo-assets
 * (decision 081).
 */
export const modelDemoStep: DemoSeedStep = {
  name: 'model centre',
  async run(db, ctx, members, now) {
    // the 3D libraries load when demo models are made, not when the server starts
    const [{ makeGlb }, { inspectGltf }] = await Promise.all([import('../../lib/glb-shapes.js'), import('../../lib/gltf.js')]);
    const c = { ...ctx, db, now: () => now };
    const owner = members.designer.id;
    for (const [i, m] of demoModels.entries()) {
      const glb = await makeGlb(m.en, m.parts);
      const facts = await inspectGltf(glb);
      const fileId = await storeServerFile(c, db, owner, 'model', `${m.en}.glb`, 'model/gltf-binary', glb);
      const previewFileId = await storeServerFile(c, db, owner, 'model', 'preview.glb', 'model/gltf-binary', facts.preview);
      // a poster not made yet (e2e/posters makes them on a server with the demo data) leaves the old named cover
      const file = demoModelPoster(posterSlug(m.en));
      const poster = existsSync(file)
        ? await storeServerFile(c, db, owner, 'preview', path.basename(file), 'image/jpeg', await readFile(file))
        : await storeServerFile(c, db, owner, 'preview', `${m.en}.png`, 'image/png', await coverPng(m.en, (i * 37) % 360, i, 640, 480));
      const pending = i >= demoModels.length - 2;
      const fields = {
        // one language per field (issue 32 item 10): the demo designer writes in Chinese
        title: m.zh,
        descr: `${m.zh}，尺寸见 3D 查看器。`,
        tags: m.tags,
        category: m.category,
        style: m.style,
        format: 'glb',
      };
      await repo.insertModel(db, {
        ...fields,
        ownerId: owner,
        price: m.price,
        licence: '个人及商业展会项目可用',
        fileId,
        fileSize: glb.byteLength,
        previewFileId,
        images: [],
        thumbnail: poster,
        polygons: facts.polygons,
        bbox: facts.bbox,
        status: pending ? 'pending' : 'approved',
        ...(pending ? {} : { reviewedBy: members.admin.id, reviewedAt: now, publishedAt: now }),
        downloads: (i * 7) % 40,
        createdAt: new Date(now.getTime() - (demoModels.length - i) * 3_600_000),
        updatedAt: now,
        search: modelSearchVector(fields),
      });
    }
  },
};
