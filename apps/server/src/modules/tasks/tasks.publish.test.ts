// @engine-parity: a brief's JSON columns and their limits
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { actor, DAY, ok, PIN, taskBody, taskIn, upload, world, type World } from './tasks.fixtures.js';
import { maskContacts } from './chat.service.js';

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

const iso = (ms: number) => new Date(t.app.ctx.now().getTime() + ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);

describe('publishing validates every field', () => {
  const bad: Array<[string, () => Record<string, unknown>, string]> = [
    ['title too short', () => ({ title: 'ab' }), 'title'],
    ['unknown design type', () => ({ types: 'castle' }), 'types'],
    ['area zero', () => ({ plaza: 0 }), 'plaza'],
    ['area fractional', () => ({ plaza: 12.5 }), 'plaza'],
    ['sizes missing', () => ({ sizes: '' }), 'sizes'],
    ['open sides 5', () => ({ opens: 5 }), 'opens'],
    ['open sides 0', () => ({ opens: 0 }), 'opens'],
    ['storeys 0', () => ({ layer: 0 }), 'layer'],
    ['unknown style', () => ({ style: 'baroque' }), 'style'],
    ['address missing', () => ({ addr: '' }), 'addr'],
    ['sdate not a date', () => ({ sdate: '2025-02-30' }), 'sdate'],
    ['edate before sdate', () => ({ sdate: dayOf(40 * DAY), edate: dayOf(39 * DAY) }), 'edate'],
    ['rdate in the past', () => ({ rdate: iso(-DAY) }), 'rdate'],
    ['rdate after the exhibition', () => ({ rdate: dayOf(50 * DAY) }), 'rdate'],
    ['rdate not a date', () => ({ rdate: 'tomorrow' }), 'rdate'],
    ['no deliverables', () => ({ tasks: [] }), 'tasks'],
    ['unknown deliverable', () => ({ tasks: ['poem'] }), 'tasks.0'],
    ['cost below the minimum', () => ({ cost: 9_999 }), 'cost'],
    ['cost fractional', () => ({ cost: 10_000.5 }), 'cost'],
    ['cost as a string', () => ({ cost: '800000' }), 'cost'],
    ['contact without phone', () => ({ conts: { name: '王' } }), 'conts.phone'],
    ['contact phone invalid', () => ({ conts: { name: '王', phone: '12345' } }), 'conts.phone'],
    ['attachment not a file id', () => ({ attach: ['../etc/passwd'] }), 'attach.0'],
    ['unknown field', () => ({ budget: 1 }), 'budget'],
  ];
  for (const [name, over, field] of bad) {
    it(`refuses ${name} (${field})`, async () => {
      const res = await w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, over()));
      expect({ status: res.status, code: res.body.errorCode, field: res.body.details?.field }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
      });
    });
  }

  it("refuses someone else's file and a file of another purpose as attachment", async () => {
    const theirs = await upload(t, w.designer, 'attachment');
    const delivery = await upload(t, w.publisher, 'delivery');
    expect((await w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { attach: [theirs] }))).body.errorCode).toBe('FILE_NOT_YOURS');
    expect((await w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { attach: [delivery] }))).body.errorCode).toBe(
      'FILE_WRONG_PURPOSE',
    );
    expect((await ok(w.publisher.agent.call('Taskcenter/businessTaskList', { page: 1, pageSize: 100 }))).total).toBe(0);
  });

  it('accepts a landline contact, a due time with offset, and derives the city from the address', async () => {
    const { id } = await ok(
      w.publisher.agent.call(
        'Taskcenter/businessTaskPub',
        taskBody(t, { conts: { name: '李女士', phone: '021-68881234' }, rdate: iso(5 * DAY), addr: '北京 中国国际展览中心' }),
      ),
    );
    const d = (await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }))).detail;
    expect(d).toMatchObject({ city: '北京', status: 'unpaid', conts: { name: '李女士', phone: '021-68881234' } });
  });
});

describe('editing', () => {
  it('changes every field of a draft, re-checked as a whole; only tips and attachments once recruiting', async () => {
    const id = await taskIn(w, 'unpaid');
    const edited = await ok(
      w.publisher.agent.call('Taskcenter/businessTaskEdit', { id, title: '深圳消费电子展 展台', addr: '深圳 国际会展中心', cost: 1_000_000 }),
    );
    expect(edited).toMatchObject({ title: '深圳消费电子展 展台', city: '深圳', cost: 1_000_000 });
    const bad = await w.publisher.agent.call('Taskcenter/businessTaskEdit', { id, edate: '2000-01-01' });
    expect({ status: bad.status, field: bad.body.details?.field }).toEqual({ status: 400, field: 'edate' });
    expect((await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 100, keyword: '消费电子' }))).total).toBe(0); // drafts are never public
    await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    expect((await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 100, keyword: '消费电子' }))).listItem[0].id).toBe(id);
    const file = await upload(t, w.publisher, 'attachment', 'pdf');
    const later = await ok(w.publisher.agent.call('Taskcenter/businessTaskEdit', { id, tips: '新增：需要一个吧台。', attach: [file] }));
    expect(later.attach.map((f: any) => f.fileId)).toEqual([file]);
    expect((await w.publisher.agent.call('Taskcenter/businessTaskEdit', { id, cost: 2_000_000 })).body.errorCode).toBe('STATE_CONFLICT');
  });
});

describe('lists', () => {
  it('filter by type, city, budget and area ranges and status, and sort', async () => {
    const fresh = await actor(t, 'business');
    for (let i = 0; i < 2; i++) await ok(fresh.agent.call('Wallet/recharge', { amount: 100_000_000, method: 'sandbox' }));
    const make = async (over: Record<string, unknown>) => {
      const { id } = await ok(fresh.agent.call('Taskcenter/businessTaskPub', taskBody(t, { title: '筛选测试 filter test', ...over })));
      await ok(fresh.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
      return id;
    };
    const a = await make({ types: 'stage', addr: '杭州 国际博览中心', cost: 2_000_000, plaza: 300 });
    const b = await make({ types: 'booth', addr: '杭州 白马湖', cost: 500_000, plaza: 36 });
    const c = await make({ types: 'booth', addr: '成都 世纪城', cost: 1_000_000, plaza: 72 });
    const list = async (f: Record<string, unknown>) =>
      (await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 50, keyword: '筛选测试', ...f }))).listItem.map((x: any) => x.id);
    expect(await list({ types: 'booth', sort: 'cost_asc' })).toEqual([b, c]);
    expect(await list({ city: '杭州', sort: 'cost_desc' })).toEqual([a, b]);
    // a city typed in English finds the tasks stored under its Chinese name (decision 087)
    expect(await list({ city: 'Hangzhou', sort: 'cost_desc' })).toEqual([a, b]);
    expect(await list({ city: ['hangzhou ', 'Chengdu'], sort: 'cost_desc' })).toEqual([a, c, b]);
    expect(await list({ costMin: 600_000, costMax: 1_500_000 })).toEqual([c]);
    expect(await list({ plazaMin: 50, sort: 'plaza_desc' })).toEqual([a, c]);
    expect(await list({ status: 'in_progress' })).toEqual([]);
    expect(await list({ sort: 'newest' })).toEqual([c, b, a]);
    const page2 = await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 2, pageSize: 2, keyword: '筛选测试', sort: 'newest' }));
    expect({ total: page2.total, ids: page2.listItem.map((x: any) => x.id) }).toEqual({ total: 3, ids: [a] });
    expect((await t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 101 })).status).toBe(400);
  });

  it("the designer's tasks, the publisher's tasks, recommendations and home counts", async () => {
    const id = await taskIn(w, 'in_progress');
    const mine = await ok(w.designer.agent.call('Taskcenter/designerTaskList', { page: 1, pageSize: 100, status: 'in_progress' }));
    expect(mine.listItem.find((x: any) => x.id === id)).toMatchObject({ status: 'in_progress', mySignup: 'selected' });
    const theirs = await ok(w.applicant.agent.call('Taskcenter/designerTaskList', { page: 1, pageSize: 100 }));
    expect(theirs.listItem.find((x: any) => x.id === id)).toMatchObject({ mySignup: 'rejected' });
    const own = await ok(w.publisher.agent.call('Taskcenter/businessTaskList', { page: 1, pageSize: 100, status: ['in_progress'] }));
    expect(own.listItem.map((x: any) => x.id)).toContain(id);

    const local = await actor(t, 'designer', { prov: '广东', strt: '广州' });
    const gz = await taskIn(w, 'recruiting', { addr: '广州 琶洲', types: 'hall', title: '广州展厅设计 hall' });
    const rec = await ok(local.agent.call('Taskcenter/recommendList', { page: 1, pageSize: 5 }));
    expect(rec.listItem[0].id).toBe(gz);
    const stats = await ok(t.agent().call('Taskcenter/homeStats', {}));
    expect(stats.recruiting).toBeGreaterThanOrEqual(1);
    expect(stats.designers).toBeGreaterThanOrEqual(4);
  });
});

describe('the task conversation', () => {
  it('masks contact details typed before the selection, not after', () => {
    expect(maskContacts('加我微信 boothpro88 或电话 139 1234 5678，邮箱 a.b@example.com').text).toBe('加我*** 或电话 ***，邮箱 ***');
    expect(maskContacts('QQ：12345678').masked).toBe(true);
    expect(maskContacts('需要 3 天，预算 8000 元').masked).toBe(false);
  });

  it('lets an applicant ask the publisher before selection, masked; afterwards only the selected designer', async () => {
    const id = await taskIn(w, 'recruiting');
    const q = await ok(w.applicant.agent.call('Taskcenter/chatPost', { id, content: '请问有平面图吗？我的电话 13812345678' }));
    expect(q).toMatchObject({ content: '请问有平面图吗？我的电话 ***', masked: true });
    const reply = await ok(w.publisher.agent.call('Taskcenter/chatPost', { id, designer: w.applicant.cardno, content: '附件里有。' }));
    expect(reply.masked).toBe(false);
    expect((await w.publisher.agent.call('Taskcenter/chatPost', { id, content: '缺少设计师' })).body.details?.field).toBe('designer');
    expect((await ok(w.applicant.agent.call('Taskcenter/chatList', { id, page: 1, pageSize: 10 }))).listItem.map((m: any) => m.content)).toEqual([
      '请问有平面图吗？我的电话 ***',
      '附件里有。',
    ]);
    await ok(w.publisher.agent.call('Taskcenter/businessSelect', { id, cardno: w.designer.cardno }));
    expect((await w.applicant.agent.call('Taskcenter/chatPost', { id, content: '还在吗？' })).body.errorCode).toBe('STATE_CONFLICT');
    const file = await upload(t, w.designer, 'delivery');
    const after = await ok(w.designer.agent.call('Taskcenter/chatPost', { id, content: '我的微信 boothpro88', files: [file] }));
    expect(after).toMatchObject({ content: '我的微信 boothpro88', masked: false });
    expect(after.files[0].url).toMatch(/^\/api\/File\/private\//);
    const msgs = await ok(w.publisher.agent.call('Tipcenter/getList', { page: 1, pageSize: 5 }));
    expect(msgs.listItem[0].kind).toBe('task.chat');
    expect((await w.designer.agent.call('Taskcenter/chatPost', { id })).body.errorCode).toBe('CHAT_EMPTY');
  });
});
