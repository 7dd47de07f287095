import { beforeAll, describe, expect, it } from 'vitest';
import { actor, ok, taskIn, upload, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { deadlineIn, factory, profileBody, quoteBody, requestFor, uploadFactoryImage } from './factories.fixtures.js';

/** Factory profiles, the directory and the public page (docs/rules/factories.md). */
const s = worldForTests();

describe('a factory company profile', () => {
  it('is empty until saved, saved by a factory and read back with its images', async () => {
    const f = await actor(s.t, 'factory');
    const empty = await ok(f.agent.call('Factory/profile', {}));
    expect(empty).toMatchObject({ exists: false, cardno: f.cardno, canSave: true, capabilities: [] });
    const cert = await uploadFactoryImage(s.t, f);
    const photo = await uploadFactoryImage(s.t, f);
    const saved = await ok(
      f.agent.call(
        'Factory/profileSave',
        profileBody({ companyName: '北京华展建筑装饰', city: '北京', certificates: [cert], photos: [photo], capabilities: ['av', 'lighting'] }),
      ),
    );
    expect(saved).toMatchObject({ exists: true, companyName: '北京华展建筑装饰', city: '北京', capabilities: ['av', 'lighting'] });
    expect(saved.certificates).toEqual([{ fileId: cert, url: `/api/File/public/${cert}` }]);
    const again = await ok(f.agent.call('Factory/profileSave', profileBody({ companyName: '北京华展', city: '北京', workshopArea: 9000 })));
    expect(again).toMatchObject({ companyName: '北京华展', workshopArea: 9000, photos: [] });
  });

  it('is saved only by the factory role', async () => {
    for (const a of [s.w.designer, s.w.publisher, s.w.admin]) {
      const res = await a.agent.call('Factory/profileSave', profileBody());
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('FACTORY_ONLY');
      expect((await ok(a.agent.call('Factory/profile', {}))).canSave).toBe(false);
    }
  });

  it("refuses another member's image, an image of another purpose and bad fields", async () => {
    const f = await actor(s.t, 'factory');
    const other = await actor(s.t, 'factory');
    const theirs = await uploadFactoryImage(s.t, other);
    expect((await f.agent.call('Factory/profileSave', profileBody({ photos: [theirs] }))).body.errorCode).toBe('FILE_NOT_YOURS');
    const res = await f.agent.call('Factory/profileSave', profileBody({ capabilities: [] }));
    expect(res.status).toBe(400);
    expect((await f.agent.call('Factory/profileSave', profileBody({ capabilities: ['welding'] }))).status).toBe(400);
    expect((await f.agent.call('Factory/profileSave', { ...profileBody(), extra: 1 })).status).toBe(400);
  });
});

describe('the factory directory', () => {
  let sh: Actor, bj: Actor, sz: Actor, banned: Actor;
  beforeAll(async () => {
    sh = await factory(s.t, {
      companyName: '上海光影视听科技',
      companyNameEn: 'Lightshadow AV Tech',
      city: '上海',
      capabilities: ['av', 'lighting', 'structure'],
    });
    bj = await factory(s.t, {
      companyName: '北京博雅展具租赁',
      companyNameEn: 'Boya Exhibition Rental',
      city: '北京',
      capabilities: ['furniture', 'printing'],
    });
    sz = await factory(s.t, {
      companyName: '深圳创域展示制作',
      companyNameEn: 'Chuangyu Display',
      city: '深圳',
      capabilities: ['structure', 'lighting'],
    });
    banned = await factory(s.t, { companyName: '上海光影封禁工厂', city: '上海', capabilities: ['av', 'lighting'] });
    await ok(s.w.admin.agent.call('Admin/memberBan', { cardno: banned.cardno, banned: true, reason: '违规操作，封禁账号。' }));
  });
  const search = async (body: Record<string, unknown>) =>
    (await ok(s.w.stranger.agent.call('Common/searchFactory', body))) as { listItem: Array<{ cardno: string }>; total: number };
  const cardnos = (r: { listItem: Array<{ cardno: string }> }) => r.listItem.map((x) => x.cardno);

  it('finds by Chinese and English keyword, visitors included', async () => {
    const anon = s.t.agent();
    const zh = await ok(anon.call('Common/searchFactory', { searchKey: '光影' }));
    expect(zh.listItem.map((x: { cardno: string }) => x.cardno)).toEqual([sh.cardno]);
    expect(zh.listItem[0]).toMatchObject({ companyName: '上海光影视听科技', city: '上海', photoCount: 1 });
    expect(zh.listItem[0].cover).toMatch(/^\/api\/File\/public\//);
    expect(cardnos(await search({ searchKey: 'rental' }))).toEqual([bj.cardno]);
    expect(cardnos(await search({ searchKey: '视听' }))).toEqual([sh.cardno]);
  });

  it('filters by several cities (any) and several capabilities (all), and pages', async () => {
    expect(cardnos(await search({ city: ['上海', '深圳'], capability: ['structure', 'lighting'], pageSize: 50 }))).toEqual(
      expect.arrayContaining([sh.cardno, sz.cardno]),
    );
    const both = await search({ city: ['上海', '深圳'], capability: ['structure', 'lighting'], pageSize: 50 });
    expect(cardnos(both)).not.toContain(bj.cardno);
    expect(cardnos(await search({ capability: ['av', 'furniture'] }))).toEqual([]);
    expect(cardnos(await search({ city: '北京', capability: 'printing', pageSize: 50 }))).toContain(bj.cardno);
    const page = await ok(s.w.stranger.agent.call('Common/searchFactory', { pageSize: 1, page: 2 }));
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.listItem).toHaveLength(1);
  });

  it('leaves out banned factories and refuses bad filters', async () => {
    expect(cardnos(await search({ searchKey: '光影', pageSize: 50 }))).not.toContain(banned.cardno);
    expect((await s.w.stranger.agent.call('Common/searchFactory', { capability: ['welding'] })).status).toBe(400);
    expect((await s.w.stranger.agent.call('Common/searchFactory', { pageSize: 101 })).status).toBe(400);
  });

  it('shows a public page by cardno; not for non-factories, banned ones or members without a profile', async () => {
    const info = await ok(s.t.agent().call('Common/factoryInfo', { cardno: sh.cardno }));
    expect(info).toMatchObject({
      cardno: sh.cardno,
      companyName: '上海光影视听科技',
      capabilities: ['av', 'lighting', 'structure'],
      certificates: [],
    });
    expect(info.photos).toHaveLength(1);
    for (const cardno of [s.w.designer.cardno, banned.cardno, (await actor(s.t, 'factory')).cardno, '99999999']) {
      const res = await s.t.agent().call('Common/factoryInfo', { cardno });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('FACTORY_NOT_FOUND');
    }
  });
});

describe('build quotes', () => {
  let f1: Actor, f2: Actor, f3: Actor;
  beforeAll(async () => {
    f1 = await factory(s.t, { city: '杭州', capabilities: ['structure', 'lighting'] });
    f2 = await factory(s.t, { city: '杭州', capabilities: ['structure', 'lighting', 'av'] });
    f3 = await factory(s.t, { city: '杭州', capabilities: ['printing'] });
  });

  it('runs: request, accept, files after accepting, quote, revise, compare, pick, messages', async () => {
    const { id, taskId } = await requestFor(s.w, [f1, f2]);
    // before accepting: the request without any file id or link
    const before = await ok(f1.agent.call('Quote/requestInfo', { id }));
    expect(before).toMatchObject({ id, taskId, status: 'open', files: null, fileCount: 1, can: { accept: true, quote: false, pick: false } });
    expect(JSON.stringify(before)).not.toMatch(/File\/|[0-9a-f]{32}/);
    const inbox = await ok(f1.agent.call('Quote/inbox', {}));
    expect(inbox.listItem[0]).toMatchObject({ id, status: 'invited', requestStatus: 'open', result: null });
    // quoting before accepting is refused
    expect((await f1.agent.call('Quote/submit', quoteBody(id))).body.errorCode).toBe('QUOTE_ACCEPT_FIRST');
    const accepted = await ok(f1.agent.call('Quote/accept', { id }));
    expect(accepted.files).toHaveLength(1);
    expect(accepted.files[0].url).toMatch(/^\/api\//);
    expect(accepted.quotes).toHaveLength(1); // a factory sees only its own row
    await ok(f1.agent.call('Quote/submit', quoteBody(id, 12_000_000)));
    const revised = await ok(f1.agent.call('Quote/submit', { ...quoteBody(id, 11_500_000), buildDays: 4 }));
    expect(revised.quotes[0]).toMatchObject({ cardno: f1.cardno, status: 'quoted', price: 11_500_000, buildDays: 4 });
    await ok(f2.agent.call('Quote/accept', { id }));
    await ok(f2.agent.call('Quote/submit', quoteBody(id, 13_000_000)));
    // the business compares side by side
    const { listItem } = await ok(s.w.publisher.agent.call('Quote/taskRequests', { taskId }));
    expect(listItem).toHaveLength(1);
    expect(listItem[0].quotes.map((q: { cardno: string; price: number }) => [q.cardno, q.price])).toEqual([
      [f1.cardno, 11_500_000],
      [f2.cardno, 13_000_000],
    ]);
    expect(listItem[0].files).toHaveLength(1);
    expect(listItem[0].can.pick).toBe(true);
    const picked = await ok(s.w.publisher.agent.call('Quote/pick', { id, cardno: f2.cardno }));
    expect(picked).toMatchObject({ status: 'picked', chosen: f2.cardno });
    // the business now has the chosen factory's contact (issue 32 item 4); before the pick nobody had it
    expect(listItem[0].chosenContact).toBeNull();
    expect(picked.chosenContact).toEqual({ companyName: expect.any(String), phone: expect.stringMatching(/^1\d{10}$/) });
    expect(picked.chosenContact.companyName).toBe(picked.quotes[1].companyName);
    expect(picked.quotes.map((q: { result: string }) => q.result)).toEqual(['lost', 'chosen']);
    // the winner learns it; the other factory sees only that it lost, not who won
    expect(await ok(f2.agent.call('Quote/requestInfo', { id }))).toMatchObject({ status: 'picked', chosen: f2.cardno });
    const lost = await ok(f1.agent.call('Quote/requestInfo', { id }));
    expect(lost).toMatchObject({ status: 'picked', chosen: null, chosenContact: null });
    expect((await ok(f2.agent.call('Quote/requestInfo', { id }))).chosenContact).toBeNull();
    expect(lost.quotes.map((q: { cardno: string; result: string }) => [q.cardno, q.result])).toEqual([[f1.cardno, 'lost']]);
    // a pick is final; quoting after it is refused
    expect((await s.w.publisher.agent.call('Quote/pick', { id, cardno: f1.cardno })).body.errorCode).toBe('QUOTE_ALREADY_PICKED');
    const late = await f1.agent.call('Quote/submit', quoteBody(id, 9_000_000));
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('QUOTE_ALREADY_PICKED');
    // everyone is told
    const kinds = async (a: Actor) =>
      (await ok(a.agent.call('Tipcenter/getList', { pageSize: 50 }))).listItem.map((m: { kind?: string; title: string }) => m.title);
    expect((await kinds(f2)).join('|')).toMatch(/chosen|选中/);
    expect((await kinds(f1)).join('|')).toMatch(/Another build quote|未被选中/);
    expect((await kinds(s.w.publisher)).join('|')).toMatch(/Build factory chosen|已选定搭建工厂/);
    expect((await ok(f1.agent.call('Quote/inbox', {}))).listItem[0]).toMatchObject({ id, result: 'lost', requestStatus: 'picked' });
    // the invitation gave the deadline as a clock in China shows it
    const invited = (await ok(f1.agent.call('Tipcenter/getList', { pageSize: 50 }))).listItem.find((m: { title: string }) =>
      /build quote|报价邀请/.test(m.title),
    );
    expect(invited.content).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）|\d{2}:\d{2} \(Beijing time\)/);
  });

  it('sends to every factory of a city with all the needed capabilities', async () => {
    const taskId = await taskIn(s.w, 'completed');
    const res = await ok(
      s.w.publisher.agent.call('Quote/requestCreate', {
        taskId,
        city: '杭州',
        capabilities: ['lighting', 'structure'],
        deadline: deadlineIn(s.t, 3),
      }),
    );
    expect(res.invited).toBe(2);
    expect((await ok(f3.agent.call('Quote/inbox', {}))).listItem.map((x: { id: number }) => x.id)).not.toContain(res.id);
    expect((await ok(f2.agent.call('Quote/inbox', {}))).listItem.map((x: { id: number }) => x.id)).toContain(res.id);
    // a second request while this one is open is refused
    const again = await s.w.publisher.agent.call('Quote/requestCreate', { taskId, city: '杭州', deadline: deadlineIn(s.t, 3) });
    expect(again.body.errorCode).toBe('QUOTE_REQUEST_EXISTS');
    const none = await s.w.publisher.agent.call('Quote/requestCreate', {
      taskId: await taskIn(s.w, 'completed'),
      city: '拉萨',
      deadline: deadlineIn(s.t, 3),
    });
    expect(none.body.errorCode).toBe('QUOTE_NO_FACTORIES');
  });

  it('takes a published booth brief with its files (decision 070); refuses a draft, a cancelled task, not theirs, unknown factories and a past deadline', async () => {
    for (const state of ['unpaid', 'cancelled'] as const) {
      const taskId = await taskIn(s.w, state);
      const res = await s.w.publisher.agent.call('Quote/requestCreate', { taskId, factories: [f1.cardno], deadline: deadlineIn(s.t, 3) });
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('QUOTE_TASK_NOT_COMPLETED');
    }
    for (const state of ['recruiting', 'in_progress'] as const) {
      const brief = await taskIn(s.w, state, { attach: [await upload(s.t, s.w.publisher, 'attachment', 'pdf')] });
      const made = await ok(s.w.publisher.agent.call('Quote/requestCreate', { taskId: brief, factories: [f1.cardno], deadline: deadlineIn(s.t, 3) }));
      const seen = await ok(f1.agent.call('Quote/requestInfo', { id: made.id }));
      expect(seen.fileCount).toBe(1);
    }
    const taskId = await taskIn(s.w, 'completed');
    const rival = await actor(s.t, 'business');
    for (const a of [rival, s.w.designer, f1]) {
      const res = await a.agent.call('Quote/requestCreate', { taskId, factories: [f1.cardno], deadline: deadlineIn(s.t, 3) });
      expect(res.body.errorCode).toBe('FORBIDDEN');
      expect((await a.agent.call('Quote/taskRequests', { taskId })).body.errorCode).toBe('FORBIDDEN');
    }
    const notFactory = await s.w.publisher.agent.call('Quote/requestCreate', {
      taskId,
      factories: [s.w.designer.cardno],
      deadline: deadlineIn(s.t, 3),
    });
    expect(notFactory.body.errorCode).toBe('FACTORY_NOT_FOUND');
    const past = await s.w.publisher.agent.call('Quote/requestCreate', {
      taskId,
      factories: [f1.cardno],
      deadline: new Date(s.t.app.ctx.now().getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await s.w.publisher.agent.call('Quote/requestCreate', { taskId, deadline: deadlineIn(s.t, 3) })).status).toBe(400);
    expect(
      (await s.w.publisher.agent.call('Quote/requestCreate', { taskId: 999999, factories: [f1.cardno], deadline: deadlineIn(s.t, 3) })).body
        .errorCode,
    ).toBe('TASK_NOT_FOUND');
  });

  it('refuses a designer or business quoting as a factory, and factories not invited', async () => {
    const { id } = await requestFor(s.w, [f1]);
    for (const a of [s.w.designer, s.w.publisher]) {
      for (const path of ['Quote/accept', 'Quote/decline', 'Quote/inbox']) {
        const res = await a.agent.call(path, path === 'Quote/inbox' ? {} : { id });
        expect(res.status, path).toBe(403);
        expect(res.body.errorCode).toBe('FACTORY_ONLY');
      }
      expect((await a.agent.call('Quote/submit', quoteBody(id))).body.errorCode).toBe('FACTORY_ONLY');
    }
    for (const path of ['Quote/accept', 'Quote/decline', 'Quote/requestInfo']) {
      const res = await f3.agent.call(path, { id });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('QUOTE_REQUEST_NOT_FOUND');
    }
    expect((await f3.agent.call('Quote/submit', quoteBody(id))).body.errorCode).toBe('QUOTE_REQUEST_NOT_FOUND');
    expect((await s.w.designer.agent.call('Quote/requestInfo', { id })).body.errorCode).toBe('QUOTE_REQUEST_NOT_FOUND');
    // the business cannot pick a factory that has not quoted
    expect((await s.w.publisher.agent.call('Quote/pick', { id, cardno: f1.cardno })).body.errorCode).toBe('QUOTE_NOT_SUBMITTED');
    expect((await s.w.publisher.agent.call('Quote/pick', { id, cardno: f3.cardno })).body.errorCode).toBe('FACTORY_NOT_FOUND');
    expect((await (await actor(s.t, 'business')).agent.call('Quote/pick', { id, cardno: f1.cardno })).body.errorCode).toBe('QUOTE_REQUEST_NOT_FOUND');
  });

  it('declines: no files, no quote; a quote cannot be declined', async () => {
    const { id } = await requestFor(s.w, [f1, f2]);
    const d = await ok(f1.agent.call('Quote/decline', { id }));
    expect(d.quotes[0].status).toBe('declined');
    expect(d.files).toBeNull();
    expect((await f1.agent.call('Quote/accept', { id })).body.errorCode).toBe('QUOTE_DECLINED');
    expect((await f1.agent.call('Quote/submit', quoteBody(id))).body.errorCode).toBe('QUOTE_DECLINED');
    await ok(f2.agent.call('Quote/accept', { id }));
    await ok(f2.agent.call('Quote/submit', quoteBody(id)));
    expect((await f2.agent.call('Quote/decline', { id })).body.errorCode).toBe('QUOTE_ALREADY_QUOTED');
  });

  it('refuses answers after the deadline, but the business may still pick', async () => {
    const { id, taskId } = await requestFor(s.w, [f1, f2], { deadline: deadlineIn(s.t, 1) });
    await ok(f1.agent.call('Quote/accept', { id }));
    await ok(f1.agent.call('Quote/submit', quoteBody(id)));
    s.t.advance(2 * 86_400_000);
    for (const [a, path, body] of [
      [f1, 'Quote/submit', quoteBody(id, 1_000_000)],
      [f2, 'Quote/accept', { id }],
    ] as const) {
      const res = await a.agent.call(path, body);
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('QUOTE_DEADLINE_PASSED');
    }
    expect((await ok(f1.agent.call('Quote/requestInfo', { id }))).status).toBe('closed');
    // a closed request does not block a new one for the same task
    expect((await ok(s.w.publisher.agent.call('Quote/pick', { id, cardno: f1.cardno }))).status).toBe('picked');
    const again = await s.w.publisher.agent.call('Quote/requestCreate', { taskId, factories: [f2.cardno], deadline: deadlineIn(s.t, 3) });
    expect(again.body.errorCode).toBe('QUOTE_REQUEST_EXISTS');
  });

  it('two picks at once leave one winner', async () => {
    const { id } = await requestFor(s.w, [f1, f2]);
    for (const f of [f1, f2]) {
      await ok(f.agent.call('Quote/accept', { id }));
      await ok(f.agent.call('Quote/submit', quoteBody(id)));
    }
    const results = await Promise.all([
      s.w.publisher.agent.call('Quote/pick', { id, cardno: f1.cardno }),
      s.w.publisher.agent.call('Quote/pick', { id, cardno: f2.cardno }),
      s.w.publisher.agent.call('Quote/pick', { id, cardno: f1.cardno }),
    ]);
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.errorCode).toBe('QUOTE_ALREADY_PICKED');
    const info = await ok(s.w.publisher.agent.call('Quote/requestInfo', { id }));
    expect(info.chosen).toBe(won[0]!.body.data.chosen);
    expect(info.quotes.filter((q: { result: string }) => q.result === 'chosen')).toHaveLength(1);
  });
});
