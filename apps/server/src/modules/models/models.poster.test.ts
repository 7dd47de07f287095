import { describe, expect, it } from 'vitest';
import { jpegWithGps, png, samples } from '../files/files.fixtures.js';
import { ok, worldForTests } from '../tasks/tasks.fixtures.js';
import { modelBody, uploadFile, uploadRaw } from './models.fixtures.js';

const s = worldForTests();
type Item = { id: number; thumbnail: string | null };
const thumbOf = (items: Item[], id: number) => items.find((m) => m.id === id)?.thumbnail;

/** A model's poster (decision 081): a snapshot of its 3D view, uploaded as a `preview` image and named by `poster`. */
describe('the poster taken from the 3D view', { timeout: 240_000 }, () => {
  it('is the model’s picture in the lists and first on its page, with or without other images', async () => {
    const { t, w } = s;
    const poster = await uploadFile(t, w.designer, 'preview', 'poster.jpg', await jpegWithGps());
    const body = await modelBody(t, w.designer, { title: '海报展台 Poster booth', images: [], poster });
    const { id } = await ok(w.designer.agent.call('Modelcenter/uploadModel', body));
    await ok(w.admin.agent.call('Admin/modelReview', { id, approve: true }));
    const url = `/api/File/public/${poster}`;
    const detail = await ok(t.agent().call('Common/modelInfo', { id }));
    expect(detail).toMatchObject({ thumbnail: expect.stringContaining(poster), poster: { fileId: poster }, images: [] });
    expect(detail.poster.url).toContain(poster);
    const pic = await t.app.inject({ method: 'GET', url: detail.poster.url });
    expect(pic.statusCode, url).toBe(200);
    expect(pic.headers['content-type']).toMatch(/^image\//);
    const list = await ok(t.agent().call('Common/searchModel', { searchKey: '海报展台' }));
    expect(thumbOf(list.listItem, id)).toContain(poster);
    const mine = await ok(w.designer.agent.call('Modelcenter/modelList', {}));
    expect(thumbOf(mine.listItem, id)).toContain(poster);
    const edit = await ok(w.designer.agent.call('Modelcenter/modelEdit', { id }));
    expect(edit.poster).toMatchObject({ fileId: poster });
    expect(edit.previewUrl).toMatch(/^\/api\/File\/private\//);

    // an edit that leaves the poster out keeps it, even with images added; null takes it away and the first image shows
    const image = await uploadFile(t, w.designer, 'preview', 'shot.png', await png(64, 48));
    const same = { ...body, id, images: [image] };
    delete (same as { poster?: string }).poster;
    await ok(w.designer.agent.call('Modelcenter/editModel', same));
    const kept = await ok(t.agent().call('Common/modelInfo', { id }));
    expect(kept.poster).toMatchObject({ fileId: poster });
    expect(kept.thumbnail).toContain(poster);
    expect(kept.images.map((i: { fileId: string }) => i.fileId)).toEqual([image]);
    await ok(w.designer.agent.call('Modelcenter/editModel', { ...same, poster: null }));
    const gone = await ok(t.agent().call('Common/modelInfo', { id }));
    expect(gone.poster).toBeNull();
    expect(gone.thumbnail).toContain(image);
    // neither a poster nor an image: refused
    const bare = await w.designer.agent.call('Modelcenter/editModel', { ...same, images: [], poster: null });
    expect(bare.body.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(bare.body)).toContain('images');
  });

  it('is checked by its content: not an image, or a file of another purpose, is refused', async () => {
    const { t, w } = s;
    const fake = await uploadRaw(t, w.designer, 'preview', 'poster.jpg', samples.exe());
    expect(fake.status).toBe(400);
    expect(fake.body.errorCode).toBe('FILE_TYPE_REJECTED');
    const svg = await uploadRaw(t, w.designer, 'preview', 'poster.svg', samples.svg());
    expect(svg.body.errorCode).toMatch(/^FILE_/);
    const body = await modelBody(t, w.designer);
    const wrong = await w.designer.agent.call('Modelcenter/uploadModel', { ...body, poster: body.fileId });
    expect(wrong.body.errorCode).toBe('FILE_WRONG_PURPOSE');
    const malformed = await w.designer.agent.call('Modelcenter/uploadModel', { ...body, poster: 'poster.jpg' });
    expect(malformed.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('only the model’s owner sets it: another member’s picture, or another member’s model, is refused', async () => {
    const { t, w } = s;
    const theirs = await uploadFile(t, w.stranger, 'preview', 'poster.png', await png(80, 60));
    const body = await modelBody(t, w.designer);
    const notMine = await w.designer.agent.call('Modelcenter/uploadModel', { ...body, poster: theirs });
    expect(notMine.body.errorCode).toBe('FILE_NOT_YOURS');
    const { id } = await ok(w.designer.agent.call('Modelcenter/uploadModel', body));
    await ok(w.admin.agent.call('Admin/modelReview', { id, approve: true }));
    const other = await w.stranger.agent.call('Modelcenter/editModel', { ...body, id, poster: theirs });
    expect(other.body.errorCode).toBe('FORBIDDEN');
    const after = await ok(t.agent().call('Common/modelInfo', { id }));
    expect(after.poster).toBeNull();
    expect(after.thumbnail).toContain(body.images[0]);
  });
});
