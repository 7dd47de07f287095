import { describe, expect, it } from 'vitest';
import { png } from '../files/files.fixtures.js';
import { uploadFile } from '../models/models.fixtures.js';
import { actor, ok, worldForTests } from '../tasks/tasks.fixtures.js';
import { serviceBody, serviceOf } from './services.fixtures.js';

const s = worldForTests();
const ids = (page: { listItem: Array<{ id: number }> }) => page.listItem.map((i) => i.id);

describe('publishing and managing packages', () => {
  it('a designer publishes a package: active, in the search, on their own list; a visitor reads it with the designer card', async () => {
    const { t, w } = s;
    const body = await serviceBody(t, w.designer);
    const created = await ok(w.designer.agent.call('Service/servicePub', body));
    const { cover, ...fields } = body;
    expect(created).toMatchObject({
      ...fields,
      status: 'active',
      sales: 0,
      coverId: cover,
      can: { edit: true, buy: false },
      designer: { cardno: w.designer.cardno, rating: null, completed: 0 },
    });
    expect(created.cover).toMatch(/^\/api\/File\/public\//);
    const pub = await ok(t.agent().call('Common/serviceInfo', { id: created.id }));
    expect(pub).toMatchObject({ id: created.id, coverId: null, can: { edit: false, buy: false } });
    expect((await ok(w.publisher.agent.call('Common/serviceInfo', { id: created.id }))).can).toEqual({ edit: false, buy: true });
    expect(ids(await ok(t.agent().call('Common/searchService', { searchKey: '岛型展台' })))).toContain(created.id);
    expect(ids(await ok(t.agent().call('Common/searchService', { searchKey: 'island' })))).toContain(created.id);
    expect(ids(await ok(w.designer.agent.call('Service/myServices', {})))).toEqual([created.id]);
  });

  it('refuses businesses, bad fields, a cover not one’s own or of another purpose', async () => {
    const { t, w } = s;
    const body = await serviceBody(t, w.designer);
    expect((await w.publisher.agent.call('Service/servicePub', body)).body.errorCode).toBe('DESIGNER_ONLY');
    const bad = await w.designer.agent.call('Service/servicePub', { ...body, price: 50 });
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect((await w.designer.agent.call('Service/servicePub', { ...body, revisions: 4 })).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await w.designer.agent.call('Service/servicePub', { ...body, deliverables: [] })).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await w.designer.agent.call('Service/servicePub', { ...body, category: 'spaceship' })).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await w.stranger.agent.call('Service/servicePub', body)).body.errorCode).toBe('FILE_NOT_YOURS');
    const work = await uploadFile(t, w.designer, 'work', 'w.png', await png(64, 48));
    expect((await w.designer.agent.call('Service/servicePub', { ...body, cover: work })).body.errorCode).toBe('FILE_WRONG_PURPOSE');
    expect((await w.designer.agent.call('Service/servicePub', { ...body, cover: null })).status).toBe(200);
    expect((await t.agent().call('Service/servicePub', body)).body.errorCode).toBe('AUTH_REQUIRED');
  });

  it('the owner edits, pauses (out of the search, hidden from others), resumes and deletes; others are refused', async () => {
    const { t, w } = s;
    const body = await serviceBody(t, w.designer);
    const { id } = await ok(w.designer.agent.call('Service/servicePub', body));
    const edited = await ok(w.designer.agent.call('Service/serviceEdit', { ...body, id, price: 350_000, title: '改后的岛型展台套餐' }));
    expect(edited).toMatchObject({ price: 350_000, title: '改后的岛型展台套餐' });
    expect((await w.stranger.agent.call('Service/serviceEdit', { ...body, id })).body.errorCode).toBe('FORBIDDEN');
    expect((await w.publisher.agent.call('Service/serviceStatus', { id, status: 'paused' })).body.errorCode).toBe('FORBIDDEN');
    expect(await ok(w.designer.agent.call('Service/serviceStatus', { id, status: 'paused' }))).toEqual({ id, status: 'paused' });
    expect((await t.agent().call('Common/serviceInfo', { id })).body.errorCode).toBe('SERVICE_NOT_FOUND');
    expect((await w.stranger.agent.call('Service/serviceDel', { id })).body.errorCode).toBe('SERVICE_NOT_FOUND');
    expect(ids(await ok(t.agent().call('Common/searchService', { cardno: w.designer.cardno })))).not.toContain(id);
    expect((await ok(w.designer.agent.call('Common/serviceInfo', { id }))).status).toBe('paused');
    expect(ids(await ok(w.designer.agent.call('Service/myServices', { status: 'paused' })))).toEqual([id]);
    await ok(w.designer.agent.call('Service/serviceStatus', { id, status: 'active' }));
    expect(ids(await ok(t.agent().call('Common/searchService', { cardno: w.designer.cardno })))).toContain(id);
    expect((await w.stranger.agent.call('Service/serviceDel', { id })).body.errorCode).toBe('FORBIDDEN');
    expect(await ok(w.designer.agent.call('Service/serviceDel', { id }))).toEqual({ id });
    expect((await w.designer.agent.call('Common/serviceInfo', { id })).body.errorCode).toBe('SERVICE_NOT_FOUND');
    expect((await w.designer.agent.call('Service/serviceDel', { id })).body.errorCode).toBe('SERVICE_NOT_FOUND');
    expect(ids(await ok(w.designer.agent.call('Service/myServices', {})))).not.toContain(id);
  });

  it('search filters: design type, price range, designer, sorts; a banned designer’s packages leave the search', async () => {
    const { t } = s;
    const a = await actor(t, 'designer');
    const b = await actor(t, 'designer');
    const cheap = await serviceOf(t, a, { price: 100_000, category: 'stage', title: '舞台快速方案 stage express' });
    const dear = await serviceOf(t, a, { price: 900_000, category: 'stage', title: '舞台全套方案 stage full' });
    const other = await serviceOf(t, b, { price: 500_000, category: 'hall', title: '展厅概念 showroom' });
    const byA = await ok(t.agent().call('Common/searchService', { cardno: a.cardno, sort: 'price_asc' }));
    expect(ids(byA)).toEqual([cheap, dear]);
    expect(byA.total).toBe(2);
    expect(ids(await ok(t.agent().call('Common/searchService', { cardno: a.cardno, sort: 'price_desc' })))).toEqual([dear, cheap]);
    expect(ids(await ok(t.agent().call('Common/searchService', { cardno: a.cardno, priceMin: 200_000 })))).toEqual([dear]);
    expect(ids(await ok(t.agent().call('Common/searchService', { cardno: a.cardno, priceMax: 200_000 })))).toEqual([cheap]);
    const halls = ids(await ok(t.agent().call('Common/searchService', { category: 'hall' })));
    expect(halls).toContain(other);
    expect(halls).not.toContain(cheap);
    const paged = await ok(t.agent().call('Common/searchService', { cardno: a.cardno, page: 2, pageSize: 1 }));
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(paged)).toEqual([cheap]);
    expect((await t.agent().call('Common/searchService', { pageSize: 101 })).body.errorCode).toBe('VALIDATION_FAILED');
    await ok(t.agent().call('Common/searchService', { cardno: '99999999' }));
    // an admin bans b: the package is gone from the search and its page
    const { updateMember } = await import('../accounts/members.service.js');
    await updateMember(t.app.ctx.db, b.id, { banned: true });
    expect(ids(await ok(t.agent().call('Common/searchService', { category: 'hall' })))).not.toContain(other);
    expect((await t.agent().call('Common/serviceInfo', { id: other })).body.errorCode).toBe('SERVICE_NOT_FOUND');
  });
});
