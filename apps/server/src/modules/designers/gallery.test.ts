import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fails } from '../exhibitions/exhibitions.fixtures.js';
import { ok, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { uploadWorkImage, workBody } from './designers.fixtures.js';

const s = worldForTests();

/** A GET as `a` (or a visitor). */
async function get(url: string, a?: Actor) {
  const cookie = a ? [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  return s.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function work(a: Actor, over: Record<string, unknown> = {}, n = 2) {
  const images: string[] = [];
  for (let i = 0; i < n; i++) images.push(await uploadWorkImage(s.t, a, 600, 400));
  return ok(a.agent.call('Designer/uploadWorks', workBody(images, over)));
}

const gallery = async (q: Record<string, unknown> = {}, a = s.t.agent()) => ok(a.call('Gallery/getPictures', { page: 1, pageSize: 50, ...q }));

describe('Gallery/getPictures', () => {
  it('lists the pictures of public works, newest first, by category and style, with keyset pages; hidden works stay out', async () => {
    const { designer } = s.w;
    const a = await work(designer, { title: '汽车展台', category: 'booth', style: 'tech' });
    const b = await work(designer, { title: '舞台', category: 'stage', style: 'modern' }, 1);
    const hidden = await work(designer, { title: '未公开', visibility: 'hidden' }, 1);
    const all = await gallery();
    const ids = all.listItem.map((p: any) => p.workId);
    expect(ids).toEqual([b.id, a.id, a.id]);
    expect(ids).not.toContain(hidden.id);
    expect(all.listItem[0]).toMatchObject({
      title: '舞台',
      category: 'stage',
      style: 'modern',
      designer: { cardno: designer.cardno },
      thumb: `/api/Gallery/image/${b.pictures[0].fileId}?w=480`,
      url: `/api/Gallery/image/${b.pictures[0].fileId}?w=1600`,
      fav: false,
    });
    expect((await gallery({ category: 'booth' })).listItem.map((p: any) => p.workId)).toEqual([a.id, a.id]);
    expect((await gallery({ style: 'modern' })).listItem.map((p: any) => p.workId)).toEqual([b.id]);

    const first = await gallery({ pageSize: 2 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await gallery({ pageSize: 2, cursor: first.nextCursor });
    expect(next.listItem.map((p: any) => p.id)).toEqual([all.listItem[2].id]);
    expect(next.nextCursor).toBeNull();
    await fails(s.t.agent().call('Gallery/getPictures', { pageSize: 2, cursor: first.nextCursor, category: 'booth' }), 400, 'VALIDATION_FAILED');
  });
});

describe('protected pictures', () => {
  it('serves a visible watermark, rendered once and then cached; the original is a private file for its owner', async () => {
    const { designer, stranger } = s.w;
    const w = await work(designer, { title: '水印测试' }, 1);
    const fileId = w.pictures[0].fileId as string;

    const first = await get(`/api/Gallery/image/${fileId}?w=480`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['x-watermark-cache']).toBe('miss');
    expect(first.headers['cache-control']).toContain('public');
    const again = await get(`/api/Gallery/image/${fileId}?w=480`);
    expect(again.headers['x-watermark-cache']).toBe('hit');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);

    // compare pixels with the original (a plain red picture): the watermark changes a visible share of them
    const marked = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(marked.info.width).toBe(480);
    const plain = await sharp({ create: { width: marked.info.width, height: marked.info.height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .raw()
      .toBuffer();
    let changed = 0;
    for (let i = 0; i < plain.length; i += 3) {
      if (Math.abs(plain[i]! - marked.data[i]!) + Math.abs(plain[i + 1]! - marked.data[i + 1]!) + Math.abs(plain[i + 2]! - marked.data[i + 2]!) > 60)
        changed++;
    }
    const share = changed / (plain.length / 3);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.8);
    const big = await get(`/api/Gallery/image/${fileId}?w=1600`);
    expect((await sharp(big.rawPayload).metadata()).width).toBe(600); // never enlarged

    // the original: not a public file; a signed link for its owner only
    expect((await get(`/api/File/public/${fileId}`)).statusCode).toBe(404);
    await fails(stranger.agent.call('File/link', { fileId }), 403, 'FORBIDDEN');
    const link = await ok(designer.agent.call('File/link', { fileId }));
    const original = await get(link.url);
    expect(original.statusCode).toBe(200);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(600);

    expect((await get(`/api/Gallery/image/${fileId}?w=999`)).statusCode).toBe(400);
    expect((await get(`/api/Gallery/image/00000000000000000000000000000000?w=480`)).json().errorCode).toBe('PICTURE_NOT_FOUND');
  });

  it("a hidden work's pictures: its designer and admins only", async () => {
    const { designer, stranger, admin } = s.w;
    const w = await work(designer, { title: '隐藏作品', visibility: 'hidden' }, 1);
    const url = `/api/Gallery/image/${w.pictures[0].fileId}?w=480`;
    expect((await get(url)).json().errorCode).toBe('PICTURE_NOT_FOUND');
    expect((await get(url, stranger)).statusCode).toBe(404);
    const own = await get(url, designer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await get(url, admin)).statusCode).toBe(200);
  });
});

describe('picture favourites (Myfavorite/glrFvr, glrList)', () => {
  it('toggles, lists and shows hearts; hidden pictures and unknown ids are refused; visitors log in', async () => {
    const { designer, stranger } = s.w;
    const w = await work(designer, { title: '收藏测试' }, 1);
    const hidden = await work(designer, { title: '隐藏收藏', visibility: 'hidden' }, 1);
    const id = w.pictures[0].id as number;
    expect(await ok(stranger.agent.call('Myfavorite/glrFvr', { id }))).toEqual({ id, fav: true });
    expect((await gallery({}, stranger.agent)).listItem[0]).toMatchObject({ id, fav: true });
    expect(await ok(stranger.agent.call('Myfavorite/glrList', { page: 1, pageSize: 10 }))).toMatchObject({
      total: 1,
      listItem: [{ id, title: '收藏测试' }],
    });
    await fails(stranger.agent.call('Myfavorite/glrFvr', { id: hidden.pictures[0].id }), 404, 'PICTURE_NOT_FOUND');
    await fails(stranger.agent.call('Myfavorite/glrFvr', { id: 999_999 }), 404, 'PICTURE_NOT_FOUND');
    expect((await s.t.agent().call('Myfavorite/glrFvr', { id })).status).toBe(401);
    expect(await ok(stranger.agent.call('Myfavorite/glrFvr', { id, fav: false }))).toEqual({ id, fav: false });
  });
});
