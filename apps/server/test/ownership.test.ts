import { beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDay } from '@boothhub/shared';
import { callRegistry } from './call-registry.js';
import { actor, ok, PIN, taskBody, taskIn, upload, worldForTests, type Actor, type World } from '../src/modules/tasks/tasks.fixtures.js';
import { conventionBody } from '../src/modules/conventions/conventions.fixtures.js';
import { pubBody } from '../src/modules/exhibitions/exhibitions.fixtures.js';
import { workOf } from '../src/modules/designers/designers.fixtures.js';
import { modelBody, modelOf } from '../src/modules/models/models.fixtures.js';
import { buyBody, serviceBody } from '../src/modules/services/services.fixtures.js';
import { verifiedMember, withdrawBody } from '../src/modules/wallet/wallet.fixtures.js';
import { deadlineIn, factory, quoteBody, requestFor } from '../src/modules/factories/factories.fixtures.js';

/**
 * The ownership half of the authorization matrix (the role half is authorization.test.ts), derived from the
 * registry: every call open to members declares here whether it acts on a resource that belongs to someone —
 * then the suite makes that resource for its owner and has ANOTHER MEMBER OF THE SAME ROLE (and one of the other
 * role) call it with the same body: both must be refused with the declared code, and the owner's own call must then
 * succeed (so the refusal was about who, not about the body). A new member call without a declaration fails the
 * first test.
 *
 * - `own`: the call acts only on the viewer's own account or lists their own rows; a body cannot name another
 *   member's resource (the per-module suites check what it shows).
 * - `public`: any member may, on anything public (sign up to a recruiting task, favourite a public entry).
 * - an `Owned` case: how to make the owner's resource and the body.
 */
interface Owned {
  /** makes the resource; answers its owner, a member of the same role who is not a party, and the body */
  make: (w: Ctx) => Promise<{ owner: Actor; same: Actor; other: Actor; body: (a: Actor) => Promise<unknown> | unknown }>;
  /** what the same-role member (and the other role) are answered: an error code, or (for calls that act on "those of
   * these ids that are yours") a success that changed nothing */
  refused: string[] | 'nothing changed';
}
type Rule = 'own' | 'public' | Owned;

interface Ctx extends World {
  rival: Actor; // a second business, never a party
}

const fixed = (body: unknown) => () => body;
const asPublisher = (w: Ctx, body: unknown) => ({ owner: w.publisher, same: w.rival, other: w.stranger, body: fixed(body) });
const asDesigner = (w: Ctx, body: unknown) => ({ owner: w.designer, same: w.stranger, other: w.rival, body: fixed(body) });
const task = (state: Parameters<typeof taskIn>[1]) => (w: Ctx) => taskIn(w, state);
const NOT_YOURS = ['TASK_NOT_FOUND', 'FORBIDDEN', 'NOT_TASK_PARTY', 'NOT_TASK_OWNER'];

const complaintOf = async (w: Ctx) => {
  const taskId = await taskIn(w, 'in_progress');
  return (await ok(w.publisher.agent.call('Complain/complainAdd', { taskId, category: 'delay', content: '设计师迟迟没有交付任何方案。' })))
    .id as number;
};
const exhibitionOf = async (w: Ctx) => (await ok(w.publisher.agent.call('Article/huizhanPub', pubBody(w.t, { submit: false })))).id as number;
const pendingModel = (w: Ctx) => modelOf(w.t, w.designer, w.admin, {}, false);
const pausedService = async (w: Ctx) => {
  const { id } = await ok(w.designer.agent.call('Service/servicePub', await serviceBody(w.t, w.designer)));
  await ok(w.designer.agent.call('Service/serviceStatus', { id, status: 'paused' }));
  return id as number;
};
const conventionOf = async (w: Ctx) => (await ok(w.publisher.agent.call('Article/huiyiPub', conventionBody(w.t, { submit: false })))).id as number;

/** a factory's crew: another factory and a business are refused */
const asCrewOwner = async (w: Ctx, body: Record<string, unknown>) => {
  const owner = await factory(w.t);
  const { id } = await ok(owner.agent.call('Factory/crewAdd', { name: '一队', size: 6 }));
  return { owner, same: await factory(w.t), other: w.publisher, body: fixed({ id, ...body }) };
};

const rules: Record<string, Rule> = {
  // the viewer's own account, wallet, messages list, favourites lists, own lists
  'User/changepwd': 'own',
  'User/bindPhone': 'own',
  'Wechat/unbind': 'own',
  'Security/overview': 'own',
  'Security/sessions': 'own',
  'Security/revokeOtherSessions': 'own',
  'Security/events': 'own',
  'Member/listInvite': 'own',
  'Member/userInfo': 'own',
  'Member/updateBaseInfo': 'own',
  'Member/userAuth': 'own',
  'Member/userAuthInfo': 'own',
  'Member/setPayment': 'own',
  'Activity/checkin': 'own',
  'Activity/info': 'own',
  'Activity/points': 'own',
  'Tipcenter/getList': 'own',
  'Tipcenter/unread': 'own',
  // direct messages (decision 080): a thread is always the viewer's own with the member it names; any member may
  // write to (or block) any other
  'Message/threads': 'own',
  'Message/thread': 'own',
  'Message/send': 'public',
  'Message/block': 'own',
  'Task/saveSearch': 'own',
  'Task/savedSearches': 'own',
  'Notify/getPrefs': 'own',
  'Notify/setPrefs': 'own',
  'Notify/setEmail': 'own',
  'Wallet/recharge': 'own',
  'Wallet/rechargeList': 'own',
  'Bills/transaction': 'own',
  'Applycash/postNew': 'own',
  'Applycash/list': 'own',
  'Applycash/limits': 'own',
  'Complain/complainList': 'own',
  'Taskcenter/businessTaskPub': 'own',
  'Taskcenter/businessTaskList': 'own',
  'Taskcenter/designerTaskList': 'own',
  'Taskcenter/recommendList': 'own',
  'Taskcenter/designerCmtList': 'own',
  // a designer's own signup: the body names only the task
  'Taskcenter/designerSignupCancel': 'own',
  'Article/huizhanMine': 'own',
  'Modelcenter/uploadModel': 'own',
  'Modelcenter/modelList': 'own',
  // a designer's own packages
  'Service/servicePub': 'own',
  'Service/myServices': 'own',
  'Myfavorite/mdlList': 'own',
  'Myfavorite/mdlFvr': 'public',
  'Article/huiyiMine': 'own',
  'Myfavorite/bTaskList': 'own',
  'Myfavorite/huizhanList': 'own',
  'Myfavorite/hycdList': 'own',
  'Myfavorite/arcList': 'own',
  'Myfavorite/glrList': 'own',
  // a designer's own portfolio and specialties: the body names no other member's resource
  'Designer/uploadWorks': 'own',
  'Designer/setSpecialties': 'own',
  // a factory's own profile and its own requests for quotes
  'Factory/profile': 'own',
  'Factory/profileSave': 'own',
  'Quote/inbox': 'own',
  // a factory's own crews and calendar (decision 079); renaming or retiring one names it: below
  'Factory/crews': 'own',
  'Factory/crewAdd': 'own',
  'Factory/calendar': 'own',
  // anything public, any member
  'Taskcenter/designerSignup': 'public',
  'Myfavorite/bTaskFvr': 'public',
  'Myfavorite/huizhanFvr': 'public',
  'Myfavorite/hycdFvr': 'public',
  'Myfavorite/arcFvr': 'public',
  'Myfavorite/glrFvr': 'public',

  // a business's task
  'Taskcenter/businessTaskEdit': {
    make: async (w) => {
      const id = await taskIn(w, 'unpaid');
      return asPublisher(w, { ...taskBody(w.t), id });
    },
    refused: NOT_YOURS,
  },
  'Taskcenter/businessTaskDel': { make: async (w) => asPublisher(w, { id: await task('unpaid')(w) }), refused: NOT_YOURS },
  'Taskcenter/businessTaskPay': { make: async (w) => asPublisher(w, { id: await task('unpaid')(w), paycode: PIN }), refused: NOT_YOURS },
  'Taskcenter/businessTaskCancel': { make: async (w) => asPublisher(w, { id: await task('recruiting')(w) }), refused: NOT_YOURS },
  'Taskcenter/businessSelect': {
    make: async (w) => asPublisher(w, { id: await task('recruiting')(w), cardno: w.designer.cardno }),
    refused: NOT_YOURS,
  },
  'Taskcenter/businessRevise': {
    make: async (w) => asPublisher(w, { id: await task('delivered')(w), reason: '请把洽谈区放大一些。' }),
    refused: NOT_YOURS,
  },
  'Taskcenter/businessAccept': { make: async (w) => asPublisher(w, { id: await task('delivered')(w) }), refused: NOT_YOURS },
  'Taskcenter/businessCmt': {
    make: async (w) => asPublisher(w, { id: await task('completed')(w), taidu: 5, sudu: 4, pinzhi: 5 }),
    refused: NOT_YOURS,
  },
  // the selected designer's side of a task
  'Taskcenter/designerTaskPost': {
    make: async (w) => {
      const id = await task('in_progress')(w);
      return { ...asDesigner(w, null), body: async (a: Actor) => ({ id, note: '第一版', files: [await upload(w.t, a, 'delivery')] }) };
    },
    refused: NOT_YOURS,
  },
  'Taskcenter/designerCmt': {
    make: async (w) => asDesigner(w, { id: await task('completed')(w), taidu: 5, sudu: 5, pinzhi: 5 }),
    refused: NOT_YOURS,
  },
  'Taskcenter/designerCmtItem': {
    make: async (w) => {
      const id = await task('completed')(w);
      const e = await ok(w.designer.agent.call('Taskcenter/designerCmt', { id, taidu: 5, sudu: 5, pinzhi: 5 }));
      return asDesigner(w, { id: e.id });
    },
    refused: ['EVALUATION_NOT_FOUND'],
  },
  'Taskcenter/designerCmtEdit': {
    make: async (w) => {
      const id = await task('completed')(w);
      const e = await ok(w.designer.agent.call('Taskcenter/designerCmt', { id, taidu: 5, sudu: 5, pinzhi: 5 }));
      return asDesigner(w, { id: e.id, taidu: 4 });
    },
    refused: ['EVALUATION_NOT_FOUND'],
  },
  // a designer's saved task-hall search
  'Task/deleteSavedSearch': {
    make: async (w) => asDesigner(w, { id: (await ok(w.designer.agent.call('Task/saveSearch', { city: '上海', keyword: '特装' }))).id }),
    refused: ['SAVED_SEARCH_NOT_FOUND'],
  },
  // a task's conversation: its publisher and its designers
  'Taskcenter/chatList': { make: async (w) => asPublisher(w, { id: await task('in_progress')(w) }), refused: NOT_YOURS },
  'Taskcenter/chatPost': {
    make: async (w) => asPublisher(w, { id: await task('in_progress')(w), designer: w.designer.cardno, content: '您好' }),
    refused: NOT_YOURS,
  },
  // complaints: the parties of the task, the complainant for changes
  'Complain/complainAdd': {
    make: async (w) => asPublisher(w, { taskId: await task('in_progress')(w), category: 'delay', content: '设计师迟迟没有交付任何方案。' }),
    refused: NOT_YOURS,
  },
  'Complain/complainInfo': { make: async (w) => asPublisher(w, { id: await complaintOf(w) }), refused: ['COMPLAINT_NOT_FOUND'] },
  'Complain/complainEdit': {
    make: async (w) => asPublisher(w, { id: await complaintOf(w), content: '补充：设计师已失联三天。' }),
    refused: ['COMPLAINT_NOT_FOUND'],
  },
  'Complain/complainWithdraw': { make: async (w) => asPublisher(w, { id: await complaintOf(w) }), refused: ['COMPLAINT_NOT_FOUND'] },
  // the member's own messages, sessions, withdrawals and files
  'Tipcenter/editMsg': {
    make: async (w) => {
      await taskIn(w, 'in_progress'); // the designer is told they were selected
      const list = await ok(w.designer.agent.call('Tipcenter/getList', { page: 1, pageSize: 1 }));
      return asDesigner(w, { ids: [list.listItem[0].id], read: true });
    },
    refused: 'nothing changed',
  },
  'Tipcenter/delMsg': {
    make: async (w) => {
      await taskIn(w, 'in_progress');
      const list = await ok(w.designer.agent.call('Tipcenter/getList', { page: 1, pageSize: 1 }));
      return asDesigner(w, { ids: [list.listItem[0].id] });
    },
    refused: 'nothing changed',
  },
  'Security/revokeSession': {
    make: async (w) => {
      const owner = await actor(w.t, 'designer');
      const sessions = await ok(owner.agent.call('Security/sessions', {}));
      return { owner, same: w.stranger, other: w.rival, body: fixed({ id: sessions.listItem[0].id }) };
    },
    refused: ['SESSION_NOT_FOUND'],
  },
  'File/link': {
    make: async (w) => asPublisher(w, { fileId: await upload(w.t, w.publisher, 'attachment') }),
    refused: ['FORBIDDEN'],
  },
  'Applycash/info': { make: withdrawal, refused: ['WITHDRAWAL_NOT_FOUND'] },
  'Applycash/cancel': { make: withdrawal, refused: ['WITHDRAWAL_NOT_FOUND'] },
  'Wallet/rechargeInfo': { make: recharge, refused: ['RECHARGE_NOT_FOUND'] },
  // the publisher's exhibitions and conventions
  'Article/huizhanPub': {
    make: async (w) => asPublisher(w, { ...pubBody(w.t, { submit: false }), id: await exhibitionOf(w) }),
    refused: ['EXHIBITION_NOT_FOUND', 'FORBIDDEN'],
  },
  'Article/huizhanEdit': { make: async (w) => asPublisher(w, { id: await exhibitionOf(w) }), refused: ['EXHIBITION_NOT_FOUND', 'FORBIDDEN'] },
  'Article/huizhanPlan': {
    make: async (w) => asPublisher(w, { id: await exhibitionOf(w), halls: [] }),
    refused: ['EXHIBITION_NOT_FOUND', 'FORBIDDEN'],
  },
  'Article/huizhanSchedule': {
    make: async (w) => asPublisher(w, { id: await exhibitionOf(w), days: [], rules: [] }),
    refused: ['EXHIBITION_NOT_FOUND', 'FORBIDDEN'],
  },
  'Factory/crewRename': { make: async (w) => asCrewOwner(w, { name: '改名的队' }), refused: ['CREW_NOT_FOUND', 'FACTORY_ONLY'] },
  'Factory/crewRetire': { make: async (w) => asCrewOwner(w, {}), refused: ['CREW_NOT_FOUND', 'FACTORY_ONLY'] },
  'Article/huizhanPlotMark': {
    make: async (w) => {
      const id = await exhibitionOf(w);
      const plot = { number: 'A01', widthCm: 300, depthCm: 300, opens: 1, xCm: 0, yCm: 0 };
      const plan = await ok(
        w.publisher.agent.call('Article/huizhanPlan', { id, halls: [{ name: '1 号馆', widthCm: 1000, depthCm: 1000, plots: [plot] }] }),
      );
      return asPublisher(w, { id, plotId: plan.halls[0].plots[0].id, state: 'reserved' });
    },
    refused: ['EXHIBITION_NOT_FOUND', 'FORBIDDEN'],
  },
  'Article/huiyiPub': {
    make: async (w) => asPublisher(w, { ...conventionBody(w.t, { submit: false }), id: await conventionOf(w) }),
    refused: ['CONVENTION_NOT_FOUND', 'FORBIDDEN'],
  },
  'Article/huiyiEdit': { make: async (w) => asPublisher(w, { id: await conventionOf(w) }), refused: ['CONVENTION_NOT_FOUND', 'FORBIDDEN'] },
  // a designer's works; a business's recruiting task (inviting a designer to it)
  'Designer/editWorks': {
    make: async (w) => asDesigner(w, { id: (await workOf(w.t, w.designer)).id, title: '改过的标题' }),
    refused: ['FORBIDDEN', 'WORK_NOT_FOUND', 'DESIGNER_ONLY'],
  },
  'Designer/deleteWorks': {
    make: async (w) => asDesigner(w, { id: (await workOf(w.t, w.designer)).id }),
    refused: ['FORBIDDEN', 'WORK_NOT_FOUND', 'DESIGNER_ONLY'],
  },
  'Designer/invite': {
    make: async (w) => asPublisher(w, { taskId: await task('recruiting')(w), cardno: w.stranger.cardno }),
    refused: ['TASK_NOT_FOUND', 'BUSINESS_ONLY'],
  },
  'Designer/inviteCandidates': {
    make: async (w) => asPublisher(w, { taskId: await task('recruiting')(w) }),
    refused: ['FORBIDDEN'],
  },
  // a designer's "not for me" on a public task: their own list only
  'Taskcenter/notForMe': 'own',
  'Article/huiyiInfo': { make: async (w) => asPublisher(w, { id: await conventionOf(w) }), refused: ['CONVENTION_NOT_FOUND', 'FORBIDDEN'] },
  // build quotes: the business's completed task and request; the invited factory's answer
  'Quote/requestCreate': {
    make: async (w) => {
      const f = await factory(w.t);
      const taskId = await taskIn(w, 'completed');
      return asPublisher(w, { taskId, factories: [f.cardno], deadline: deadlineIn(w.t, 5) });
    },
    refused: ['FORBIDDEN', 'TASK_NOT_FOUND'],
  },
  'Quote/taskRequests': {
    make: async (w) => asPublisher(w, { taskId: (await requestFor(w, [await factory(w.t)])).taskId }),
    refused: ['FORBIDDEN', 'TASK_NOT_FOUND'],
  },
  'Quote/requestInfo': {
    make: async (w) => asPublisher(w, { id: (await requestFor(w, [await factory(w.t)])).id }),
    refused: ['QUOTE_REQUEST_NOT_FOUND'],
  },
  'Quote/pick': {
    make: async (w) => {
      const f = await factory(w.t);
      const { id } = await requestFor(w, [f]);
      await ok(f.agent.call('Quote/accept', { id }));
      await ok(f.agent.call('Quote/submit', quoteBody(id)));
      return asPublisher(w, { id, cardno: f.cardno });
    },
    refused: ['QUOTE_REQUEST_NOT_FOUND'],
  },
  'Quote/rate': {
    make: async (w) => {
      const f = await factory(w.t);
      const today = shanghaiDay(w.t.app.ctx.now());
      const { id } = await requestFor(w, [f], { sdate: today, edate: today });
      await ok(f.agent.call('Quote/accept', { id }));
      await ok(f.agent.call('Quote/submit', quoteBody(id)));
      await ok(w.publisher.agent.call('Quote/pick', { id, cardno: f.cardno }));
      return asPublisher(w, { id, quality: 5, punctuality: 5, service: 5 });
    },
    refused: ['QUOTE_REQUEST_NOT_FOUND'],
  },
  'Quote/accept': { make: async (w) => asInvited(w, false), refused: ['QUOTE_REQUEST_NOT_FOUND', 'FACTORY_ONLY'] },
  'Quote/decline': { make: async (w) => asInvited(w, false), refused: ['QUOTE_REQUEST_NOT_FOUND', 'FACTORY_ONLY'] },
  'Quote/submit': { make: async (w) => asInvited(w, true), refused: ['QUOTE_REQUEST_NOT_FOUND', 'FACTORY_ONLY'] },
  // the uploader's models (a pending one: hidden from everyone else)
  'Modelcenter/modelInfo': { make: async (w) => asDesigner(w, { id: await pendingModel(w) }), refused: ['MODEL_NOT_FOUND'] },
  'Modelcenter/modelEdit': { make: async (w) => asDesigner(w, { id: await pendingModel(w) }), refused: ['MODEL_NOT_FOUND', 'FORBIDDEN'] },
  'Modelcenter/deleteModel': { make: async (w) => asDesigner(w, { id: await pendingModel(w) }), refused: ['MODEL_NOT_FOUND', 'FORBIDDEN'] },
  'Modelcenter/dnldModel': { make: async (w) => asDesigner(w, { id: await pendingModel(w) }), refused: ['MODEL_NOT_FOUND'] },
  // a designer's package: only its owner changes it (a paused one does not exist for anyone else)
  'Service/serviceEdit': {
    make: async (w) => {
      const body = await serviceBody(w.t, w.designer);
      const { id } = await ok(w.designer.agent.call('Service/servicePub', body));
      return asDesigner(w, { ...body, id });
    },
    refused: ['FORBIDDEN'],
  },
  'Service/serviceStatus': { make: async (w) => asDesigner(w, { id: await pausedService(w), status: 'active' }), refused: ['SERVICE_NOT_FOUND'] },
  'Service/serviceDel': { make: async (w) => asDesigner(w, { id: await pausedService(w) }), refused: ['SERVICE_NOT_FOUND'] },
  // buying: any business, on anyone's active package (the buyer owns nothing yet); the designer may not buy their own
  'Service/serviceBuy': {
    make: async (w) => {
      const { id, price } = await ok(w.designer.agent.call('Service/servicePub', await serviceBody(w.t, w.designer)));
      return { owner: w.publisher, same: w.designer, other: w.stranger, body: fixed(buyBody(w.t, id, price)) };
    },
    refused: ['OWN_SERVICE', 'BUSINESS_ONLY'],
  },
  'Modelcenter/editModel': {
    make: async (w) => {
      const body = await modelBody(w.t, w.designer);
      const { id } = await ok(w.designer.agent.call('Modelcenter/uploadModel', body));
      return asDesigner(w, { ...body, id });
    },
    refused: ['MODEL_NOT_FOUND', 'FORBIDDEN'],
  },
};

/** An invited factory (accepted when `quote`), another factory that was not invited, and a designer. */
async function asInvited(w: Ctx, quote: boolean) {
  const owner = await factory(w.t);
  const same = await factory(w.t);
  const { id } = await requestFor(w, [owner]);
  if (quote) await ok(owner.agent.call('Quote/accept', { id }));
  return { owner, same, other: w.stranger, body: fixed(quote ? quoteBody(id) : { id }) };
}

/** A verified designer's pending withdrawal (its owner, not the world's designer). */
async function withdrawal(w: Ctx) {
  const owner = await verifiedMember(w.t, w.admin, { role: 'designer', coins: 100_000 });
  const { id } = await ok(owner.agent.call('Applycash/postNew', withdrawBody(10_000)));
  return { owner, same: w.stranger, other: w.rival, body: fixed({ id }) };
}

/** The designer's own pending top-up (a bank transfer). */
async function recharge(w: Ctx) {
  const { id } = await ok(w.designer.agent.call('Wallet/recharge', { amount: 1_000, method: 'bank' }));
  return { owner: w.designer, same: w.stranger, other: w.rival, body: fixed({ id }) };
}

const registry = callRegistry;
const memberCalls = [...registry.values()].filter((c) => c.access === 'member').map((c) => c.path);

const s = worldForTests();
let w: Ctx;
beforeAll(async () => {
  w = { ...s.w, rival: await actor(s.t, 'business') };
});

describe('the ownership matrix', () => {
  it('declares, for every call open to members, whether it acts on what belongs to someone', () => {
    expect(memberCalls.length).toBeGreaterThan(40);
    expect(Object.keys(rules).sort()).toEqual([...memberCalls].sort());
  });

  const owned = Object.entries(rules).filter((e): e is [string, Owned] => typeof e[1] === 'object');
  for (const [callPath, rule] of owned) {
    it(`${callPath}: another member of the same role and one of the other role are refused, the owner is not`, async () => {
      const { owner, same, other, body } = await rule.make(w);
      for (const [who, a] of [
        ['same role', same],
        ['other role', other],
      ] as const) {
        const res = await a.agent.call(callPath, await body(a));
        const seen = `${who}: ${res.status} ${JSON.stringify(res.body)}`;
        if (rule.refused === 'nothing changed') expect(res.body?.data?.affected, seen).toBe(0);
        else expect(rule.refused, seen).toContain(res.body?.errorCode);
      }
      const mine = await owner.agent.call(callPath, await body(owner));
      expect(mine.status, `owner: ${JSON.stringify(mine.body)}`).toBe(200);
      if (rule.refused === 'nothing changed') expect(mine.body.data.affected).toBe(1);
    });
  }
});
