import { beforeAll, describe, expect, it } from 'vitest';
import { png, uploadedId } from '../src/modules/files/files.fixtures.js';
import { workOf } from '../src/modules/designers/designers.fixtures.js';
import { modelOf } from '../src/modules/models/models.fixtures.js';
import { serviceOf } from '../src/modules/services/services.fixtures.js';
import { ok, taskIn, worldForTests } from '../src/modules/tasks/tasks.fixtures.js';

/**
 * Issue 32: a member's avatar beside their name wherever a person is named. The answers that name a member carry
 * that member's avatar URL (an optional field: null without one). The designer of the world has an avatar, the
 * publisher (a business) none.
 */
const s = worldForTests();
let logo: string;

beforeAll(async () => {
  const { w } = s;
  const fileId = await uploadedId(w.designer.agent, 'avatar', 'me.png', await png(32, 32), 'image/png');
  logo = (await ok(w.designer.agent.call('Member/updateBaseInfo', { userlogo: fileId }))).userlogo;
  expect(logo).toBe(`/api/File/public/${fileId}`);
});

describe("the member's avatar beside their name", () => {
  it("in a task's detail: the publisher's (none) and the selected designer's, for a visitor and for a member", async () => {
    const { t, w } = s;
    const id = await taskIn(w, 'in_progress');
    for (const agent of [t.agent(), w.publisher.agent, w.stranger.agent]) {
      const d = (await ok(agent.call('Taskcenter/showBusinesTask', { id }))).detail;
      expect({ designer: d.designer, designerLogo: d.designerLogo, publisherLogo: d.publisherLogo }).toEqual({
        designer: w.designer.cardno,
        designerLogo: logo,
        publisherLogo: null,
      });
    }
    const recruiting = await ok(t.agent().call('Taskcenter/showBusinesTask', { id: await taskIn(w, 'recruiting') }));
    expect(recruiting.detail.designerLogo).toBeNull();
  });

  it("in a task's signups and its conversation, each sender's own", async () => {
    const { w } = s;
    const id = await taskIn(w, 'in_progress');
    const { signups } = await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }));
    const byCardno = Object.fromEntries(signups.map((x: { cardno: string; userlogo: string | null }) => [x.cardno, x.userlogo]));
    expect(byCardno[w.designer.cardno]).toBe(logo);
    expect(byCardno[w.applicant.cardno]).toBeNull();
    const mine = await ok(w.designer.agent.call('Taskcenter/chatPost', { id, content: '第一版方案今晚发您。' }));
    expect(mine.userlogo).toBe(logo);
    await ok(w.publisher.agent.call('Taskcenter/chatPost', { id, content: '好的，谢谢。' }));
    const thread = await ok(w.publisher.agent.call('Taskcenter/chatList', { id, page: 1, pageSize: 20 }));
    expect(thread.listItem.map((m: { cardno: string; userlogo: string | null }) => [m.cardno, m.userlogo])).toEqual([
      [w.designer.cardno, logo],
      [w.publisher.cardno, null],
    ]);
  });

  it('in evaluations: the author’s and the rated member’s', async () => {
    const { t, w } = s;
    const id = await taskIn(w, 'completed');
    const e = await ok(w.designer.agent.call('Taskcenter/designerCmt', { id, taidu: 5, sudu: 5, pinzhi: 5, content: '需求清晰。' }));
    expect({ authorLogo: e.authorLogo, targetLogo: e.targetLogo }).toEqual({ authorLogo: logo, targetLogo: null });
    await ok(w.publisher.agent.call('Taskcenter/businessCmt', { id, taidu: 4, sudu: 4, pinzhi: 4, content: '交付准时。' }));
    const about = await ok(t.agent().call('Taskcenter/memberCmtList', { page: 1, pageSize: 10, cardno: w.designer.cardno }));
    expect(about.listItem[0]).toMatchObject({ author: w.publisher.cardno, authorLogo: null, target: w.designer.cardno, targetLogo: logo });
  });

  it("in the service packages' list and detail", async () => {
    const { t, w } = s;
    const service = await serviceOf(t, w.designer);
    const services = await ok(t.agent().call('Common/searchService', { page: 1, pageSize: 50 }));
    expect(services.listItem.find((x: { id: number }) => x.id === service).designer).toEqual({
      cardno: w.designer.cardno,
      nickname: expect.any(String),
      userlogo: logo,
    });
    expect((await ok(t.agent().call('Common/serviceInfo', { id: service }))).designer.userlogo).toBe(logo);
  });

  it('in the gallery', async () => {
    const { t, w } = s;
    const work = await workOf(t, w.designer);
    const gallery = await ok(t.agent().call('Gallery/getPictures', { page: 1, pageSize: 50 }));
    const pictures = gallery.listItem.filter((p: { workId: number }) => p.workId === work.id);
    expect(pictures.length).toBeGreaterThan(0);
    for (const p of pictures) expect(p.designer).toMatchObject({ cardno: w.designer.cardno, userlogo: logo });
  });

  // a model's glTF inspection runs in a process of its own: slow on a loaded machine
  it('in the model centre', { timeout: 120_000 }, async () => {
    const { t, w } = s;
    const mine = await modelOf(t, w.designer, w.admin);
    const theirs = await modelOf(t, w.applicant, w.admin);
    const models = await ok(t.agent().call('Common/searchModel', { page: 1, pageSize: 50 }));
    const logoOf = (id: number) => models.listItem.find((m: { id: number }) => m.id === id).authorLogo;
    expect([logoOf(mine), logoOf(theirs)]).toEqual([logo, null]);
    expect((await ok(t.agent().call('Common/modelInfo', { id: mine }))).authorLogo).toBe(logo);
  });
});
