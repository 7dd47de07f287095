import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { createVenue, uploadImage, venueBody } from '../conventions/conventions.fixtures.js';
import { venueSearchHits } from './venues.service.js';

let t: TestApp;
let admin: Actor, member: Actor, biz: Actor;
const v: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  [admin, member, biz] = await Promise.all([actor(t, 'admin'), actor(t, 'designer'), actor(t, 'business')]);
  v.shanghai = await createVenue(admin, {
    name: '国家会展中心（上海）',
    nameEn: 'National Exhibition and Convention Center (Shanghai)',
    featured: true,
    halls: [
      { name: '1号馆', plaza: 30_000, sizes: 12_000 },
      { name: '2号馆', plaza: 10_000, sizes: 4_000 },
    ],
  });
  v.beijing = await createVenue(admin, {
    name: '国家会议中心',
    nameEn: 'China National Convention Center',
    city: '北京',
    halls: [{ name: 'A', plaza: 6_000, sizes: 6_000 }],
  });
  v.shenzhen = await createVenue(admin, {
    name: '深圳会展中心',
    nameEn: 'Shenzhen Convention Center',
    city: '深圳',
    halls: [{ name: 'A', plaza: 1_000, sizes: 300 }],
  });
});
afterAll(async () => t?.close());

const search = async (q: Record<string, unknown>, a = t.agent()) =>
  (await a.call('Common/searchHuichang', { page: 1, pageSize: 20, ...q })).body.data;
const idsOf = async (q: Record<string, unknown>) => (await search(q)).listItem.map((x: any) => x.id);

describe('Common/searchHuichang', () => {
  it('lists featured first, then oldest; the item shape', async () => {
    const page = await search({});
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.listItem.map((x: any) => x.id)).toEqual([v.shanghai, v.beijing, v.shenzhen]);
    expect(page.listItem[0]).toMatchObject({
      name: '国家会展中心（上海）',
      city: '上海',
      plaza: 30_000,
      sizes: 12_000,
      hallCount: 2,
      featured: true,
      fav: false,
    });
  });

  it('filters alone and combined, keywords in both languages, paging', async () => {
    expect(await idsOf({ city: ['北京', '深圳'] })).toEqual([v.beijing, v.shenzhen]);
    expect(await idsOf({ plaza: 3 })).toEqual([v.shanghai]);
    expect(await idsOf({ plaza: 2 })).toEqual([v.beijing]);
    expect(await idsOf({ sizeRange: 2 })).toEqual([v.shenzhen]);
    expect(await idsOf({ featured: true })).toEqual([v.shanghai]);
    expect(await idsOf({ searchKey: '会展' })).toEqual(expect.arrayContaining([v.shanghai, v.shenzhen]));
    expect(await idsOf({ searchKey: 'national' })).toEqual(expect.arrayContaining([v.shanghai, v.beijing]));
    expect(await idsOf({ searchKey: 'national', city: '北京' })).toEqual([v.beijing]);
    expect(await idsOf({ searchKey: '会展', plaza: 1 })).toEqual([v.shenzhen]);
    const en = await t.agent().call('Common/searchHuichang', { searchKey: 'shenzhen' }, { 'accept-language': 'en-US' });
    expect(en.body.data.listItem[0].name).toBe('Shenzhen Convention Center');
    const p2 = await search({ pageSize: 2, page: 2 });
    expect(p2.listItem.map((x: any) => x.id)).toEqual([v.shenzhen]);
    expect(p2.total).toBe(3);
  });

  it('the detail: halls, description, pictures; unknown id is VENUE_NOT_FOUND', async () => {
    const d = await ok(t.agent().call('Common/huichangInfo', { id: v.shanghai }));
    expect(d).toMatchObject({ id: v.shanghai, plaza: 30_000, sizes: 12_000, conventions: [], exhibitions: [], fav: false });
    expect(d.halls.map((h: any) => h.plaza)).toEqual([30_000, 10_000]);
    expect(d.descr).toEqual({ text: '测试场馆', faceimg: null });
    const missing = await t.agent().call('Common/huichangInfo', { id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('VENUE_NOT_FOUND');
  });

  it('global search hits (venueSearchHits)', async () => {
    const hits = await venueSearchHits(t.app.ctx, null, { keyword: '国家会议', page: 1, pageSize: 5 });
    expect(hits.listItem[0]).toMatchObject({ kind: 'venue', id: v.beijing, href: `/conventionSpace/spaceInfo?id=${v.beijing}` });
  });
});

describe('admin edits (Admin/venueSave, venueEdit, venueDel)', () => {
  it("keeps the venue's area and capacity at its largest hall's; edits, adds and removes halls; audits", async () => {
    const cover = await uploadImage(t, admin);
    const pano = await uploadImage(t, admin);
    const id = await createVenue(admin, { faceimg: cover, pictures: [cover], panoramas: [pano] });
    const form = await ok(admin.agent.call('Admin/venueEdit', { id }));
    expect(form).toMatchObject({ plaza: 12_000, sizes: 3_000, faceimg: { fileId: cover } });
    const halls = form.halls.map((h: any) => ({ id: h.id, name: h.name, nameEn: h.nameEn, plaza: h.plaza, sizes: h.sizes }));
    const saved = await ok(
      admin.agent.call('Admin/venueSave', {
        ...venueBody({ faceimg: cover, pictures: [cover], panoramas: [pano] }),
        id,
        halls: [
          { ...halls[0], plaza: 20_000 },
          { name: '3号馆', plaza: 500, sizes: 9_000 },
        ],
      }),
    );
    expect(saved.halls.map((h: any) => h.name)).toEqual(['1号馆', '3号馆']);
    expect(saved.halls[0].id).toBe(halls[0].id);
    expect(saved).toMatchObject({ plaza: 20_000, sizes: 9_000 });
    const d = await ok(t.agent().call('Common/huichangInfo', { id }));
    expect(d.panoramas).toEqual([`/api/File/public/${pano}`]);
    const audit = await ok(admin.agent.call('Admin/auditList', { page: 1, pageSize: 5, action: 'venue' }));
    expect(audit.listItem[0]).toMatchObject({ action: 'venue.edit', target: `venue:${id}` });
    expect(await ok(admin.agent.call('Admin/venueDel', { id, reason: 'test' }))).toBeNull();
    expect((await t.agent().call('Common/huichangInfo', { id })).body.errorCode).toBe('VENUE_NOT_FOUND');
  });

  it("refuses another member's image and an unknown venue", async () => {
    const theirs = await uploadImage(t, biz);
    expect((await admin.agent.call('Admin/venueSave', venueBody({ faceimg: theirs }))).body.errorCode).toBe('FILE_NOT_YOURS');
    expect((await admin.agent.call('Admin/venueSave', { ...venueBody(), id: 999999 })).body.errorCode).toBe('VENUE_NOT_FOUND');
    expect((await admin.agent.call('Admin/venueDel', { id: 999999 })).body.errorCode).toBe('VENUE_NOT_FOUND');
  });
});

describe('venue favourites (Myfavorite/hycdFvr, hycdList)', () => {
  it('toggles, shows in the list and on cards; two quick toggles to the same state leave one row', async () => {
    const a = member.agent;
    expect(await ok(a.call('Myfavorite/hycdFvr', { id: v.beijing }))).toEqual({ id: v.beijing, fav: true });
    expect((await ok(a.call('Common/huichangInfo', { id: v.beijing }))).fav).toBe(true);
    expect((await search({ city: '北京' }, a)).listItem[0].fav).toBe(true);
    const list = await ok(a.call('Myfavorite/hycdList', { page: 1, pageSize: 10 }));
    expect(list).toMatchObject({ total: 1 });
    expect(list.listItem[0]).toMatchObject({ id: v.beijing, fav: true });
    expect(await ok(a.call('Myfavorite/hycdFvr', { id: v.beijing }))).toEqual({ id: v.beijing, fav: false });

    const both = await Promise.all([
      a.call('Myfavorite/hycdFvr', { id: v.shenzhen, fav: true }),
      a.call('Myfavorite/hycdFvr', { id: v.shenzhen, fav: true }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const r = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from favourites where member_id = ${member.id} and kind = 'venue' and target_id = ${v.shenzhen}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(r.rows[0]!.n).toBe(1);
    expect((await a.call('Myfavorite/hycdFvr', { id: 999999 })).body.errorCode).toBe('VENUE_NOT_FOUND');
    expect((await t.agent().call('Myfavorite/hycdFvr', { id: v.beijing })).status).toBe(401);

    // a deleted venue leaves no favourite behind
    const gone = await createVenue(admin, { name: '临时场馆' });
    await ok(a.call('Myfavorite/hycdFvr', { id: gone }));
    await ok(admin.agent.call('Admin/venueDel', { id: gone }));
    const after = await ok(a.call('Myfavorite/hycdList', { page: 1, pageSize: 10 }));
    expect(after.listItem.map((x: any) => x.id)).toEqual([v.shenzhen]);
    expect(after.total).toBe(1);
  });
});
