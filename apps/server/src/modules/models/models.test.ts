import { describe, expect, it } from 'vitest';
import { samples } from '../files/files.fixtures.js';
import { actor, assertLedgerIntact, balance, ok, PIN, revenue, topUp, worldForTests } from '../tasks/tasks.fixtures.js';
import { Document, NodeIO } from '@gltf-transform/core';
import { KHRMaterialsUnlit } from '@gltf-transform/extensions';
import { boxGlb } from '../../lib/glb-shapes.js';
import { modelBody, modelOf, uploadFile, uploadRaw } from './models.fixtures.js';

const s = worldForTests();

describe('upload and review', () => {
  it('a designer uploads a glb: pending, polygons and bounding box read, a preview made; public only once approved', async () => {
    const { t, w } = s;
    const body = await modelBody(t, w.designer);
    const { id, status } = await ok(w.designer.agent.call('Modelcenter/uploadModel', body));
    expect(status).toBe('pending');
    const mine = await ok(w.designer.agent.call('Modelcenter/modelInfo', { id }));
    expect(mine).toMatchObject({ status: 'pending', format: 'glb', polygons: 12, bbox: [3, 2.5, 2], price: 0 });
    expect(mine.previewUrl).toMatch(/^\/api\/File\/private\//);
    // the preview is a glb
    const preview = await t.app.inject({ method: 'GET', url: mine.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    // hidden from others while pending
    expect((await t.agent().call('Common/modelInfo', { id })).body.errorCode).toBe('MODEL_NOT_FOUND');
    expect((await w.stranger.agent.call('Modelcenter/modelInfo', { id })).body.errorCode).toBe('MODEL_NOT_FOUND');
    const before = await ok(t.agent().call('Common/searchModel', { searchKey: '科技感展台' }));
    expect(before.listItem.map((m: { id: number }) => m.id)).not.toContain(id);
    // the admin's queue, approve
    const queue = await ok(w.admin.agent.call('Admin/modelQueue', { status: 'pending' }));
    expect(queue.listItem.map((m: { id: number }) => m.id)).toContain(id);
    await ok(w.admin.agent.call('Admin/modelReview', { id, approve: true }));
    const pub = await ok(t.agent().call('Common/modelInfo', { id }));
    expect(pub).toMatchObject({ status: 'approved', rejectReason: null, can: { edit: false, download: false, buy: false } });
    const after = await ok(t.agent().call('Common/searchModel', { searchKey: '科技感展台' }));
    expect(after.listItem.map((m: { id: number }) => m.id)).toContain(id);
    // the uploader got a message
    const msgs = await ok(w.designer.agent.call('Tipcenter/getList', {}));
    expect(msgs.listItem).toContainEqual(expect.objectContaining({ kind: 'model.approved', link: `/modelDetail?id=${id}` }));
  });

  it('a rejection needs a reason, tells the uploader, and of two reviews at once one wins', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin, {}, false);
    expect((await w.admin.agent.call('Admin/modelReview', { id, approve: false })).body.errorCode).toBe('VALIDATION_FAILED');
    const [a, b] = await Promise.all([
      w.admin.agent.call('Admin/modelReview', { id, approve: false, reason: '预览图不清晰' }),
      w.admin.agent.call('Admin/modelReview', { id, approve: true }),
    ]);
    const codes = [a.status, b.status].sort();
    expect(codes).toEqual([200, 409]);
    expect([a.body.errorCode, b.body.errorCode]).toContain('STATE_CONFLICT');
    const again = await w.admin.agent.call('Admin/modelReview', { id, approve: true });
    expect(again.body.errorCode).toBe('STATE_CONFLICT');
  });

  it('refuses a broken glTF with the validator’s reason, a renamed executable, a wrong category, images not one’s own, and businesses', async () => {
    const { t, w } = s;
    // a glb header with nothing valid after it: the validator's first error
    const broken = await uploadFile(t, w.designer, 'model', 'broken.glb', samples.glb());
    const res = await w.designer.agent.call('Modelcenter/uploadModel', { ...(await modelBody(t, w.designer)), fileId: broken });
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).toMatch(/[A-Z_]{4,}: /);
    // an executable renamed .glb never becomes a file
    const exe = await uploadRaw(t, w.designer, 'model', 'setup.glb', samples.exe());
    expect(exe.status).toBe(400);
    expect(exe.body.errorCode).toMatch(/^FILE_/);
    const cat = await w.designer.agent.call('Modelcenter/uploadModel', await modelBody(t, w.designer, { category: 'nope' }));
    expect(cat.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    const other = await modelBody(t, w.stranger);
    const notMine = await w.designer.agent.call('Modelcenter/uploadModel', { ...(await modelBody(t, w.designer)), images: other.images });
    expect(notMine.body.errorCode).toBe('FILE_NOT_YOURS');
    const noImages = await w.designer.agent.call('Modelcenter/uploadModel', { ...(await modelBody(t, w.designer)), images: [] });
    expect(noImages.body.errorCode).toBe('VALIDATION_FAILED');
    const biz = await w.publisher.agent.call('Modelcenter/uploadModel', await modelBody(t, w.publisher));
    expect(biz.body.errorCode).toBe('FORBIDDEN');
    // other formats are accepted by their bytes, without a viewer preview
    const stl = await uploadFile(t, w.designer, 'model', 'truss.stl', samples.stlAscii());
    const { id } = await ok(w.designer.agent.call('Modelcenter/uploadModel', { ...(await modelBody(t, w.designer)), fileId: stl }));
    expect(await ok(w.designer.agent.call('Modelcenter/modelInfo', { id }))).toMatchObject({ format: 'stl', polygons: null, previewUrl: null });
  });

  it('reads a valid glb that requires a glTF extension (it used to fail with a 500)', async () => {
    const { t, w } = s;
    const doc = new Document();
    const unlit = doc.createExtension(KHRMaterialsUnlit).setRequired(true);
    const material = doc.createMaterial('flat').setExtension('KHR_materials_unlit', unlit.createUnlit());
    const buffer = doc.createBuffer();
    const position = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
      .setBuffer(buffer);
    const prim = doc.createPrimitive().setAttribute('POSITION', position).setMaterial(material);
    doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(prim)));
    const glb = await new NodeIO().registerExtensions([KHRMaterialsUnlit]).writeBinary(doc);
    const fileId = await uploadFile(t, w.designer, 'model', 'unlit.glb', glb);
    const { id } = await ok(w.designer.agent.call('Modelcenter/uploadModel', { ...(await modelBody(t, w.designer)), fileId }));
    expect(await ok(w.designer.agent.call('Modelcenter/modelInfo', { id }))).toMatchObject({ polygons: 1 });
  });

  it('editing: the owner or an admin; a new file sends it back to pending, other edits keep it public', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin);
    const form = await ok(w.designer.agent.call('Modelcenter/modelEdit', { id }));
    const body = {
      id,
      title: '新标题 New title',
      category: form.category,
      style: form.style,
      tags: form.tags,
      descr: form.descr,
      price: 500,
      licence: form.licence,
      fileId: form.fileId,
      images: form.images.map((i: { fileId: string }) => i.fileId),
    };
    expect(await ok(w.designer.agent.call('Modelcenter/editModel', body))).toEqual({ id, status: 'approved' });
    expect((await w.stranger.agent.call('Modelcenter/editModel', body)).body.errorCode).toBe('FORBIDDEN');
    expect((await w.publisher.agent.call('Modelcenter/editModel', body)).body.errorCode).toBe('FORBIDDEN');
    const fileId = await uploadFile(t, w.designer, 'model', 'v2.glb', await boxGlb(1, 1, 1));
    expect(await ok(w.designer.agent.call('Modelcenter/editModel', { ...body, fileId }))).toEqual({ id, status: 'pending' });
    expect((await t.agent().call('Common/modelInfo', { id })).body.errorCode).toBe('MODEL_NOT_FOUND');
    // an admin edits any model
    expect((await w.admin.agent.call('Modelcenter/editModel', { ...body, fileId, title: 'Admin fix' })).status).toBe(200);
  });
});

describe('browsing', () => {
  it('filters by category, style, format, free or paid, price range; sorts by downloads', async () => {
    const { t, w } = s;
    const light = await modelOf(t, w.designer, w.admin, { title: '射灯 Spot light zz1', category: 'lighting', style: 'modern', price: 0 });
    const screen = await modelOf(t, w.designer, w.admin, { title: 'LED 屏幕 screen zz1', category: 'screen', price: 2500 });
    const ids = async (q: object) =>
      (await ok(t.agent().call('Common/searchModel', { searchKey: 'zz1', ...q }))).listItem.map((m: { id: number }) => m.id);
    expect(await ids({ category: 'lighting' })).toEqual([light]);
    expect(await ids({ style: 'modern' })).toEqual([light]);
    expect(await ids({ free: true })).toEqual([light]);
    expect(await ids({ free: false })).toEqual([screen]);
    expect(await ids({ priceMin: 1000, priceMax: 3000 })).toEqual([screen]);
    expect(await ids({ format: 'stl' })).toEqual([]);
    expect((await ids({})).sort()).toEqual([light, screen].sort());
    const page = await ok(t.agent().call('Common/searchModel', { searchKey: 'spot', pageSize: 5 }));
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.listItem[0]).toMatchObject({ id: light, polygons: 12, price: 0, format: 'glb' });
    await ok(w.stranger.agent.call('Modelcenter/dnldModel', { id: light }));
    expect((await ids({ sort: 'downloads' }))[0]).toBe(light);
    // page by page (OFFSET) in each sort's order, each model once
    const pages = async (sort: string) => {
      const one = async (page: number) => (await ok(t.agent().call('Common/searchModel', { searchKey: 'zz1', sort, page, pageSize: 1 }))).listItem;
      return [...(await one(1)), ...(await one(2)), ...(await one(3))].map((m: { id: number }) => m.id);
    };
    expect(await pages('downloads')).toEqual([light, screen]);
    await ok(w.stranger.agent.call('Myfavorite/mdlFvr', { id: screen, fav: true }));
    expect(await pages('favourites')).toEqual([screen, light]);
    expect(await pages('newest')).toEqual([screen, light]);
  });
});

describe('download and purchase', () => {
  it('free models for any member (never visitors), through a signed link that expires', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin);
    const { url } = await ok(w.publisher.agent.call('Modelcenter/dnldModel', { id }));
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    expect((await t.agent().call('Modelcenter/dnldModel', { id })).body.errorCode).toBe('AUTH_REQUIRED');
    t.advance(11 * 60 * 1000);
    const late = await t.app.inject({ method: 'GET', url });
    expect(JSON.parse(late.body).errorCode).toBe('FILE_LINK_EXPIRED');
    expect(await ok(t.agent().call('Common/modelInfo', { id }))).toMatchObject({ downloads: 1 });
  });

  it('a paid model: PIN required, bought once buyer → seller less commission, then free; 10 racing buys charge once', async () => {
    const { t, w } = s;
    const seller = await actor(t, 'designer');
    const buyer = await actor(t, 'business');
    await topUp(buyer, 100_000);
    const id = await modelOf(t, seller, w.admin, { price: 10_000 });
    const need = await buyer.agent.call('Modelcenter/dnldModel', { id });
    expect(need.body.errorCode).toBe('MODEL_PAYCODE_REQUIRED');
    const wrong = await buyer.agent.call('Modelcenter/dnldModel', { id, paycode: '000000', price: 10_000 });
    expect(wrong.body.errorCode).toBe('PAYCODE_INCORRECT');
    // the checkout charges only the price the buyer was shown: without it nothing is bought
    const unpriced = await buyer.agent.call('Modelcenter/dnldModel', { id, paycode: PIN });
    expect(unpriced.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'price' } });
    const rev0 = await revenue(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buyer.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 10_000 })),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await balance(t, buyer.id)).toBe(90_000);
    expect(await balance(t, seller.id)).toBe(9_000); // 10% commission by default
    expect((await revenue(t)) - rev0).toBe(1_000);
    // again without a PIN: free now
    expect((await ok(buyer.agent.call('Modelcenter/dnldModel', { id }))).bought).toBe(true);
    const mine = await ok(seller.agent.call('Modelcenter/modelList', {}));
    expect(mine.listItem.find((m: { id: number }) => m.id === id)).toMatchObject({ sales: 10_000, earnings: 9_000 });
    // the owner downloads free; deleting hides it but the buyer keeps it
    await ok(seller.agent.call('Modelcenter/dnldModel', { id }));
    await ok(seller.agent.call('Modelcenter/deleteModel', { id }));
    expect((await t.agent().call('Common/modelInfo', { id })).body.errorCode).toBe('MODEL_NOT_FOUND');
    expect((await ok(seller.agent.call('Modelcenter/modelList', {}))).listItem.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await ok(buyer.agent.call('Modelcenter/dnldModel', { id }))).url).toMatch(/^\/api\/File\/private\//);
    const poor = await actor(t, 'business');
    expect((await poor.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 10_000 })).body.errorCode).toBe('MODEL_NOT_FOUND');
    await assertLedgerIntact(t);
  });

  it('a price changed since the buyer looked is refused with the new price, and nothing moves', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin, { price: 2_000 });
    const buyer = await actor(t, 'business');
    await topUp(buyer, 10_000);
    const shown = (await ok(buyer.agent.call('Common/modelInfo', { id }))).price;
    const form = await ok(w.designer.agent.call('Modelcenter/modelEdit', { id }));
    await ok(
      w.designer.agent.call('Modelcenter/editModel', {
        id,
        title: form.title,
        category: form.category,
        style: form.style,
        tags: form.tags,
        descr: form.descr,
        price: 3_000,
        licence: form.licence,
        fileId: form.fileId,
        images: form.images.map((i: { fileId: string }) => i.fileId),
      }),
    );
    const res = await buyer.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: shown });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'MODEL_PRICE_CHANGED' });
    expect(res.body.errorMessage).toContain('30.00');
    expect(await balance(t, buyer.id)).toBe(10_000);
    expect((await buyer.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 3_000 })).status).toBe(200);
    expect(await balance(t, buyer.id)).toBe(7_000);
    await assertLedgerIntact(t);
  });

  it('not enough coins: nothing moves; the Idempotency-Key replays the answer', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin, { price: 5_000 });
    const poor = await actor(t, 'business');
    const short = await poor.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 5_000 });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ errorCode: 'INSUFFICIENT_BALANCE', details: { needed: 5_000 } });
    await topUp(poor, 3_000);
    const still = await poor.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 5_000 });
    expect(still.body).toMatchObject({ errorCode: 'INSUFFICIENT_BALANCE', details: { needed: 2_000 } });
    await topUp(poor, 2_000);
    const key = { 'idempotency-key': 'buy-model-1' };
    const a = await poor.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 5_000 }, key);
    const b = await poor.agent.call('Modelcenter/dnldModel', { id, paycode: PIN, price: 5_000 }, key);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await balance(t, poor.id)).toBe(0);
  });
});

describe('favourites', () => {
  it('mdlFvr on approved models only; mdlList lists them', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin);
    const pending = await modelOf(t, w.designer, w.admin, {}, false);
    expect(await ok(w.publisher.agent.call('Myfavorite/mdlFvr', { id, fav: true }))).toEqual({ id, fav: true });
    expect((await w.publisher.agent.call('Myfavorite/mdlFvr', { id: pending })).body.errorCode).toBe('MODEL_NOT_FOUND');
    const list = await ok(w.publisher.agent.call('Myfavorite/mdlList', {}));
    expect(list.listItem.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(list.listItem[0].fav).toBe(true);
    expect((await ok(w.publisher.agent.call('Common/modelInfo', { id }))).fav).toBe(true);
  });

  it('the card’s count moves with each favourite added or removed, never twice for one member', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin);
    const count = async () => (await ok(t.agent().call('Common/modelInfo', { id }))).favourites;
    await ok(w.publisher.agent.call('Myfavorite/mdlFvr', { id, fav: true }));
    await ok(w.publisher.agent.call('Myfavorite/mdlFvr', { id, fav: true }));
    await Promise.all([w.stranger.agent.call('Myfavorite/mdlFvr', { id, fav: true }), w.stranger.agent.call('Myfavorite/mdlFvr', { id, fav: true })]);
    expect(await count()).toBe(2);
    expect(await ok(w.stranger.agent.call('Myfavorite/mdlFvr', { id }))).toEqual({ id, fav: false }); // a flip removes it
    await ok(w.publisher.agent.call('Myfavorite/mdlFvr', { id, fav: false }));
    await ok(w.publisher.agent.call('Myfavorite/mdlFvr', { id, fav: false }));
    expect(await count()).toBe(0);
    expect((await ok(w.publisher.agent.call('Myfavorite/mdlList', {}))).listItem.map((m: { id: number }) => m.id)).not.toContain(id);
  });

  it('a banned member is refused; a visitor reads public models only', async () => {
    const { t, w } = s;
    const id = await modelOf(t, w.designer, w.admin);
    expect((await w.banned.agent.call('Modelcenter/dnldModel', { id })).body.errorCode).toBe('ACCOUNT_BANNED');
    expect((await w.banned.agent.call('Common/modelInfo', { id })).status).toBe(200);
  });
});
