/* The zip of an exhibition's images, its public image files, and favourites of exhibitions. */
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { exWorld, fails, ok, pubBody, published, uploadImage, type ExWorld } from './exhibitions.fixtures.js';

let t: TestApp;
let w: ExWorld;
withTestApp(exWorld, (app, made) => ((t = app), (w = made)));

describe('Common/downloadHzImg', () => {
  it('streams the cover and gallery as one stored zip named after the exhibition', async () => {
    const cover = await uploadImage(t, w.business, 80, 60);
    const g = await uploadImage(t, w.business, 40, 30);
    const id = await published(w, { cover, gallery: [g], title: '深圳国际消费电子展' });
    const { url } = await ok(t.agent().call('Common/downloadHzImg', { id }));
    expect(url).toBe(`/api/Common/downloadHzImg/${id}.zip`);
    const res = await t.agent().get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('深圳国际消费电子展.zip')}`);
    const files = unzipSync(new Uint8Array(res.raw.rawPayload));
    expect(Object.keys(files)).toEqual(['cover.png', 'gallery-01.png']);
    expect((await sharp(Buffer.from(files['cover.png']!)).metadata()).width).toBe(80);
    expect((await sharp(Buffer.from(files['gallery-01.png']!)).metadata()).width).toBe(40);
    // stored, not recompressed: the entry's compression method is 0
    expect(res.raw.rawPayload.readUInt16LE(8)).toBe(0);
  });

  it('only for approved exhibitions (or their publisher and admins)', async () => {
    const id = await published(w, {}, 'pending');
    await fails(t.agent().call('Common/downloadHzImg', { id }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(t.agent().get(`/api/Common/downloadHzImg/${id}.zip`), 404, 'EXHIBITION_NOT_FOUND');
    expect((await w.business.agent.get(`/api/Common/downloadHzImg/${id}.zip`)).status).toBe(200);
    await fails(t.agent().get('/api/Common/downloadHzImg/nonsense'), 404, 'EXHIBITION_NOT_FOUND');
  });
});

describe('favourites of exhibitions', () => {
  it('toggles; two quick toggles with fav leave one row; the list shows approved ones only', async () => {
    const id = await published(w);
    const [a, b] = await Promise.all([
      w.designer.agent.call('Myfavorite/huizhanFvr', { id, fav: true }),
      w.designer.agent.call('Myfavorite/huizhanFvr', { id, fav: true }),
    ]);
    expect([a.body.data, b.body.data]).toEqual([
      { id, fav: true },
      { id, fav: true },
    ]);
    const n = await t.app.ctx.db.execute(sql`select count(*)::int as n from favourites where kind = 'exhibition' and target_id = ${id}`);
    expect((n as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
    expect((await ok(w.designer.agent.call('Common/huizhanInfo', { id }))).fav).toBe(true);
    const list = await ok(w.designer.agent.call('Myfavorite/huizhanList', {}));
    expect(list.listItem).toEqual([expect.objectContaining({ id, fav: true, title: '上海国际汽车工业展览会' })]);
    expect(await ok(w.designer.agent.call('Myfavorite/huizhanFvr', { id }))).toEqual({ id, fav: false });
    expect(await ok(w.designer.agent.call('Myfavorite/huizhanFvr', { id }))).toEqual({ id, fav: true });

    // sent back to review: it leaves the list (and cannot be favourited meanwhile)
    await ok(w.business.agent.call('Article/huizhanPub', { ...pubBody(t), id }));
    expect((await ok(w.designer.agent.call('Myfavorite/huizhanList', {}))).listItem).toEqual([]);
    await fails(w.other.agent.call('Myfavorite/huizhanFvr', { id }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(t.agent().call('Myfavorite/huizhanFvr', { id }), 401, 'AUTH_REQUIRED');
  });
});

describe('image files', () => {
  it('exhibition images are public files', async () => {
    const f = await uploadImage(t, w.business);
    expect((await t.agent().get(`/api/File/public/${f}`)).status).toBe(200);
  });
});
