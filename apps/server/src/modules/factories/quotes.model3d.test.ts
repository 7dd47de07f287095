import { describe, expect, it } from 'vitest';
import { boxGlb } from '../../lib/glb-shapes.js';
import { uploadFile } from '../models/models.fixtures.js';
import { ok, taskIn, upload, worldForTests } from '../tasks/tasks.fixtures.js';
import { deadlineIn, factory } from './factories.fixtures.js';

/** Issue 32 item 4: a factory asked to quote a design sees its 3D files in the viewer, not only as downloads. */
const s = worldForTests();

describe("a request's 3D design", () => {
  it('is shown to the factory that accepted to quote as a model it can view, and to nobody else', async () => {
    const { t, w } = s;
    const id = await taskIn(w, 'in_progress');
    const glb = await uploadFile(t, w.designer, 'delivery', 'stand.glb', Buffer.from(await boxGlb(6, 4, 3)));
    const image = await upload(t, w.designer, 'delivery');
    await ok(w.designer.agent.call('Taskcenter/designerTaskPost', { id, note: '终稿', files: [glb, image] }));
    await ok(w.publisher.agent.call('Taskcenter/businessAccept', { id }));
    const [f1, f2] = [await factory(t), await factory(t)];
    const { id: requestId } = await ok(
      w.publisher.agent.call('Quote/requestCreate', {
        taskId: id,
        factories: [f1.cardno, f2.cardno],
        capabilities: ['structure'],
        notes: '三维模型见附件。',
        deadline: deadlineIn(t, 7),
      }),
    );
    const preview = `/api/Quote/model/${requestId}/${glb}`;

    // before accepting to quote: no files, and no model either
    expect((await ok(f1.agent.call('Quote/requestInfo', { id: requestId }))).files).toBeNull();
    expect((await f1.agent.get(preview)).body).toMatchObject({ errorCode: 'QUOTE_REQUEST_NOT_FOUND' });

    await ok(f1.agent.call('Quote/accept', { id: requestId }));
    const files = (await ok(f1.agent.call('Quote/requestInfo', { id: requestId }))).files;
    expect(files.find((f: { fileId: string }) => f.fileId === glb)).toMatchObject({
      name: 'stand.glb',
      model: { preview, polygons: 12, bbox: [6, 4, 3] },
    });
    expect(files.find((f: { fileId: string }) => f.fileId === image).model).toBeUndefined();

    const seen = await f1.agent.get(preview);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('model/gltf-binary');
    expect(seen.raw.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    // the business too; the other factory (not accepted), a stranger and a visitor not
    expect((await w.publisher.agent.get(preview)).status).toBe(200);
    expect((await f2.agent.get(preview)).status).toBe(404);
    expect((await w.applicant.agent.get(preview)).status).toBe(404);
    expect((await t.agent().get(preview)).status).toBe(401);
    // a file not of the request, or a picture (no model): not found
    expect((await f1.agent.get(`/api/Quote/model/${requestId}/${image}`)).body).toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
    expect((await f1.agent.get(`/api/Quote/model/${requestId}/nosuchfile`)).body).toMatchObject({ errorCode: 'FILE_NOT_FOUND' });
  });
});
