import { Document, NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { samples } from '../files/files.fixtures.js';
import { boxGlb } from '../../lib/glb-shapes.js';
import { uploadFile, uploadRaw } from '../models/models.fixtures.js';
import { ok, taskIn, upload, worldForTests, type Actor } from './tasks.fixtures.js';

/** 3D deliveries (docs/rules/tasks.md "Deliveries", decision 034): a glb or gltf is inspected and reviewed through its preview. */
const s = worldForTests();

const deliver = (a: Actor, id: number, files: string[]) => a.agent.call('Taskcenter/designerTaskPost', { id, note: '展台三维模型 v1', files });
const fileOf = async (a: Actor, id: number, fileId: string) =>
  (await ok(a.agent.call('Taskcenter/showBusinesTask', { id }))).newdoc.files.find((f: { fileId: string }) => f.fileId === fileId);

/** A self-contained glTF (JSON, its buffer as a data: URI) of a w × h × d box. */
async function boxGltfJson(w: number, h: number, d: number): Promise<Buffer> {
  const io = new NodeIO();
  const doc: Document = await io.readBinary(await boxGlb(w, h, d));
  const { json, resources } = await io.writeJSON(doc);
  for (const b of json.buffers ?? []) {
    const bytes = resources[b.uri!]!;
    b.uri = `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`;
  }
  return Buffer.from(JSON.stringify(json));
}

describe('a designer delivers a glb', () => {
  it('is inspected: the business streams its preview, never the original until acceptance; others never', async () => {
    const { t, w } = s;
    const id = await taskIn(w, 'in_progress');
    const glb = Buffer.from(await boxGlb(3, 2.5, 2));
    const fileId = await uploadFile(t, w.designer, 'delivery', 'booth.glb', glb);
    const image = await upload(t, w.designer, 'delivery');
    await ok(deliver(w.designer, id, [fileId, image]));

    // the business's answer: which file is 3D, its facts and the preview's address; no original yet
    const seen = await fileOf(w.publisher, id, fileId);
    expect(seen).toMatchObject({
      name: 'booth.glb',
      mime: 'model/gltf-binary',
      url: null,
      model: {
        preview: `/api/Taskcenter/model/${id}/${fileId}/preview`,
        original: `/api/Taskcenter/model/${id}/${fileId}/original`,
        polygons: 12,
        bbox: [3, 2.5, 2],
      },
    });
    expect((await fileOf(w.publisher, id, image)).model).toBeUndefined();
    // the designer sees the same, with the original's link
    expect((await fileOf(w.designer, id, fileId)).url).toMatch(/^\/api\/File\/private\//);

    const preview = await w.publisher.agent.get(seen.model.preview);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('model/gltf-binary');
    expect(preview.raw.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    expect(preview.raw.rawPayload.toString('latin1')).toContain('EXT_meshopt_compression');
    expect(preview.raw.rawPayload.equals(glb)).toBe(false);

    const locked = await w.publisher.agent.get(seen.model.original);
    expect(locked.status).toBe(403);
    expect(locked.body.errorCode).toBe('DELIVERY_ORIGINAL_LOCKED');
    // nor through the files module: the file is the designer's
    expect((await w.publisher.agent.call('File/link', { fileId })).body.errorCode).toBe('FORBIDDEN');

    // the designer and admins stream both
    for (const a of [w.designer, w.admin]) {
      expect((await a.agent.get(seen.model.preview)).status).toBe(200);
      const original = await a.agent.get(seen.model.original);
      expect(original.status).toBe(200);
      expect(original.raw.rawPayload.equals(glb)).toBe(true);
    }
    // a stranger, another designer who applied, a banned member and a visitor: neither
    for (const url of [seen.model.preview, seen.model.original]) {
      for (const a of [w.stranger, w.applicant, w.banned]) expect((await a.agent.get(url)).status).toBe(403);
      expect((await w.stranger.agent.get(url)).body.errorCode).toBe('FORBIDDEN');
      expect((await w.applicant.agent.get(url)).body.errorCode).toBe('FORBIDDEN');
      expect((await t.agent().get(url)).body.errorCode).toBe('AUTH_REQUIRED');
    }
    // and the task's answer tells them nothing of the delivery
    const other = await ok(w.applicant.agent.call('Taskcenter/showBusinesTask', { id }));
    expect(other.newdoc).toBeNull();
    expect(other.deliveries).toBeUndefined();

    // after acceptance the original too
    await ok(w.publisher.agent.call('Taskcenter/businessAccept', { id }));
    const original = await w.publisher.agent.get(seen.model.original);
    expect(original.status).toBe(200);
    expect(original.raw.rawPayload.equals(glb)).toBe(true);
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename="booth.glb"/);
    expect((await fileOf(w.publisher, id, fileId)).url).toMatch(/^\/api\/File\/private\//);
    expect((await w.publisher.agent.get(seen.model.preview)).status).toBe(200);
  });

  it('a self-contained gltf is inspected the same way; files that are not 3D have no 3D stream', async () => {
    const { t, w } = s;
    const id = await taskIn(w, 'in_progress');
    const gltf = await uploadFile(t, w.designer, 'delivery', 'stand.gltf', await boxGltfJson(6, 3, 4));
    const pdf = await upload(t, w.designer, 'delivery', 'pdf');
    await ok(deliver(w.designer, id, [gltf, pdf]));
    const seen = await fileOf(w.publisher, id, gltf);
    expect(seen).toMatchObject({ mime: 'model/gltf+json', model: { polygons: 12, bbox: [6, 3, 4] } });
    const preview = await w.publisher.agent.get(seen.model.preview);
    expect(preview.status).toBe(200);
    expect(preview.raw.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    const notModel = await w.designer.agent.get(`/api/Taskcenter/model/${id}/${pdf}/preview`);
    expect(notModel.body.errorCode).toBe('FILE_NOT_FOUND');
    const bad = await w.designer.agent.get(`/api/Taskcenter/model/${id}/${gltf}/everything`);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('a broken glb is refused with the validator’s reason and nothing is delivered; a stranger’s is refused before it is read', async () => {
    const { t, w } = s;
    const id = await taskIn(w, 'in_progress');
    const broken = await uploadFile(t, w.designer, 'delivery', 'broken.glb', samples.glb());
    const good = await upload(t, w.designer, 'delivery');
    const res = await deliver(w.designer, id, [good, broken]);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(res.body.details).toMatchObject({ field: 'files' });
    expect(res.body.errorMessage).toMatch(/broken\.glb: [A-Z_]+: /);
    const task = await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }));
    expect(task.detail.status).toBe('in_progress');
    expect(task.newdoc).toBeNull();

    const theirs = await uploadFile(t, w.stranger, 'delivery', 'broken.glb', samples.glb());
    expect((await deliver(w.stranger, id, [theirs])).body.errorCode).toBe('FORBIDDEN');
    // the designer may not pass off someone else's file either
    expect((await deliver(w.designer, id, [theirs])).body.errorCode).toBe('FILE_NOT_YOURS');
    // a file that is not a glTF at all never becomes a glb: the files module refuses it by its bytes
    const fake = await uploadRaw(t, w.designer, 'delivery', 'fake.glb', Buffer.from('MZ this is not a model'));
    expect(fake.body.errorCode).toBe('FILE_TYPE_REJECTED');
  });
});
