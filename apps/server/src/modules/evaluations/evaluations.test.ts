import { describe, expect, it } from 'vitest';
import { type Agent, type TestApp, withTestApp } from '../../../test/harness.js';
import { DAY, ok, taskIn, world, type World } from '../tasks/tasks.fixtures.js';

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

const stars = (n: number) => ({ taidu: n, sudu: n, pinzhi: n });
const code = async (p: Promise<{ status: number; body: any }>) => {
  const r = await p;
  return { status: r.status, code: r.body.errorCode };
};

describe('evaluations both ways', () => {
  it('are hidden from the other side until both have written, editable until then, and make the ratings', async () => {
    const id = await taskIn(w, 'completed');
    const byBusiness = await ok(
      w.publisher.agent.call('Taskcenter/businessCmt', { id, taidu: 5, sudu: 4, pinzhi: 3, content: '沟通顺畅，交付准时。' }),
    );
    expect(byBusiness).toMatchObject({ direction: 'business', target: w.designer.cardno, revealed: false, editable: true, mine: true });
    // the designer cannot read it yet, nor does it count
    expect(await code(w.designer.agent.call('Taskcenter/designerCmtItem', { id: byBusiness.id }))).toEqual({
      status: 404,
      code: 'EVALUATION_NOT_FOUND',
    });
    expect((await ok(w.designer.agent.call('Taskcenter/designerCmtList', { page: 1, pageSize: 20, kind: 'received' }))).total).toBe(0);
    expect((await ok(w.designer.agent.call('Member/userInfo', {}))).taidu).toBe(0);

    const edited = await ok(w.publisher.agent.call('Taskcenter/designerCmtEdit', { id: byBusiness.id, pinzhi: 5 }));
    expect(edited.pinzhi).toBe(5);
    expect(await code(w.designer.agent.call('Taskcenter/designerCmtEdit', { id: byBusiness.id, pinzhi: 1 }))).toEqual({
      status: 404,
      code: 'EVALUATION_NOT_FOUND',
    });

    const byDesigner = await ok(w.designer.agent.call('Taskcenter/designerCmt', { id, ...stars(4), content: '需求清晰，付款及时。' }));
    expect(byDesigner.revealed).toBe(true);
    expect(await code(w.publisher.agent.call('Taskcenter/designerCmtEdit', { id: byBusiness.id, pinzhi: 1 }))).toEqual({
      status: 409,
      code: 'EVALUATION_LOCKED',
    });
    const seen = await ok(w.designer.agent.call('Taskcenter/designerCmtItem', { id: byBusiness.id }));
    expect(seen).toMatchObject({ taidu: 5, sudu: 4, pinzhi: 5, mine: false, editable: false });
    const me = await ok(w.designer.agent.call('Member/userInfo', {}));
    expect({ taidu: me.taidu, sudu: me.sudu, pinzhi: me.pinzhi }).toEqual({ taidu: 5, sudu: 4, pinzhi: 5 });
    const pub = await ok(t.agent().call('Taskcenter/memberCmtList', { page: 1, pageSize: 10, cardno: w.publisher.cardno }));
    expect(pub).toMatchObject({ total: 1, taidu: 4, sudu: 4, pinzhi: 4 });

    expect(await code(w.publisher.agent.call('Taskcenter/businessCmt', { id, ...stars(1), content: '' }))).toEqual({
      status: 409,
      code: 'EVALUATION_EXISTS',
    });
  });

  it('are revealed 14 days after completion even when only one side wrote', async () => {
    const id = await taskIn(w, 'completed');
    const e = await ok(w.publisher.agent.call('Taskcenter/businessCmt', { id, ...stars(2), content: '一般' }));
    const ratings = async () => (await ok(w.designer.agent.call('Member/userInfo', {}))).taidu;
    const before = await ratings(); // the designer's figures are kept from here (decision 091)
    t.advance(13 * DAY);
    expect(await code(w.designer.agent.call('Taskcenter/designerCmtItem', { id: e.id }))).toEqual({ status: 404, code: 'EVALUATION_NOT_FOUND' });
    expect(await ratings()).toBe(before);
    t.advance(DAY + 1000);
    expect((await ok(w.designer.agent.call('Taskcenter/designerCmtItem', { id: e.id }))).revealed).toBe(true);
    // revealed by time alone (no row changed): userInfo counts it as the public list does
    const listed = await ok(t.agent().call('Taskcenter/memberCmtList', { page: 1, pageSize: 10, cardno: w.designer.cardno }));
    expect(await ratings()).toBe(listed.taidu);
    expect(listed.taidu).not.toBe(before);
    expect(await code(w.publisher.agent.call('Taskcenter/designerCmtEdit', { id: e.id, taidu: 5 }))).toEqual({
      status: 409,
      code: 'EVALUATION_LOCKED',
    });
  });

  it('only after completion, only by the two parties', async () => {
    const running = await taskIn(w, 'delivered');
    expect(await code(w.publisher.agent.call('Taskcenter/businessCmt', { id: running, ...stars(5) }))).toEqual({
      status: 409,
      code: 'STATE_CONFLICT',
    });
    const id = await taskIn(w, 'completed');
    const who: Array<[string, Agent, string, { status: number; code?: string }]> = [
      ['designer writes the business side', w.designer.agent, 'Taskcenter/businessCmt', { status: 403, code: 'FORBIDDEN' }],
      ['publisher writes the designer side', w.publisher.agent, 'Taskcenter/designerCmt', { status: 403, code: 'FORBIDDEN' }],
      ['applicant', w.applicant.agent, 'Taskcenter/businessCmt', { status: 403, code: 'FORBIDDEN' }],
      ['stranger', w.stranger.agent, 'Taskcenter/designerCmt', { status: 403, code: 'FORBIDDEN' }],
      ['admin', w.admin.agent, 'Taskcenter/businessCmt', { status: 403, code: 'FORBIDDEN' }],
      ['anonymous', t.agent(), 'Taskcenter/businessCmt', { status: 401, code: 'AUTH_REQUIRED' }],
      ['banned', w.banned.agent, 'Taskcenter/designerCmt', { status: 403, code: 'ACCOUNT_BANNED' }],
    ];
    for (const [name, agent, call, want] of who) {
      expect({ name, ...(await code(agent.call(call, { id, ...stars(3), content: 'x' }))) }).toEqual({ name, ...want });
    }
    const e = await ok(w.designer.agent.call('Taskcenter/designerCmt', { id, ...stars(3) }));
    expect((await ok(w.admin.agent.call('Taskcenter/designerCmtItem', { id: e.id }))).id).toBe(e.id);
    expect(await code(w.admin.agent.call('Taskcenter/designerCmtEdit', { id: e.id, taidu: 1 }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await code(w.stranger.agent.call('Taskcenter/designerCmtItem', { id: e.id }))).toEqual({ status: 404, code: 'EVALUATION_NOT_FOUND' });
    expect(await code(t.agent().call('Taskcenter/designerCmtList', { page: 1, pageSize: 5 }))).toEqual({ status: 401, code: 'AUTH_REQUIRED' });
    expect(await code(w.publisher.agent.call('Taskcenter/businessCmt', { id, taidu: 6, sudu: 1, pinzhi: 1 }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });
});
