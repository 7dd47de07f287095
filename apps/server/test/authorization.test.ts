import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@boothhub/shared';
import { callRegistry } from './call-registry.js';
import { createTestApp, type Agent, type TestApp } from './harness.js';
import { memberWithSession } from './session-fixture.js';
import { SESSION_COOKIE } from '../src/modules/accounts/session.service.js';

/**
 * The authorization matrix, derived from the registry: every call exported
 * by packages/shared/src/contracts must have an access rule declared here
 * (a new call without one fails the first test), and every call is made by
 * each kind of actor before any body check. Rules about WHICH member (the
 * owner of a task, a withdrawal, a complaint … against another member of
 * the same role) are the ownership matrix, ownership.test.ts, derived from
 * the same registry, and the per-module access suites.
 */
const rules: Record<string, Access> = {
  'User/getCode': 'public',
  'User/regist': 'public',
  'User/login': 'public',
  'User/loginCheck': 'public',
  'User/logout': 'public',
  'User/checkCode': 'public',
  'User/resetpwd': 'public',
  'User/changepwd': 'member',
  'User/bindPhone': 'member',
  'Wechat/status': 'public',
  'Wechat/login': 'public',
  'Wechat/wxLogin': 'public',
  'Wechat/pending': 'public',
  'Wechat/bindMobile': 'public',
  'Wechat/unbind': 'member',
  'Security/overview': 'member',
  'Security/sessions': 'member',
  'Security/revokeSession': 'member',
  'Security/revokeOtherSessions': 'member',
  'Security/events': 'member',
  'Member/listInvite': 'member',
  'Activity/checkin': 'member',
  'Activity/info': 'member',
  'Activity/points': 'member',
  'Admin/memberList': 'admin',
  'Admin/memberBan': 'admin',
  'Admin/memberRole': 'admin',
  'Admin/auditList': 'admin',
  'Admin/dashboard': 'admin',
  'Admin/pageList': 'admin',
  'Admin/pageSave': 'admin',
  'Admin/pageDelete': 'admin',
  'Complain/complainAdd': 'member',
  'Complain/complainList': 'member',
  'Complain/complainInfo': 'member',
  'Complain/complainEdit': 'member',
  'Complain/complainWithdraw': 'member',
  'Admin/complainList': 'admin',
  'Admin/complainTake': 'admin',
  'Admin/complainDecide': 'admin',
  'Content/helpList': 'public',
  'Content/page': 'public',
  'Taskcenter/businessCmt': 'member',
  'Taskcenter/designerCmt': 'member',
  'Taskcenter/designerCmtList': 'member',
  'Taskcenter/designerCmtItem': 'member',
  'Taskcenter/designerCmtEdit': 'member',
  'Taskcenter/memberCmtList': 'public',
  'Myfavorite/bTaskFvr': 'member',
  'Myfavorite/bTaskList': 'member',
  'Myfavorite/hycdFvr': 'member',
  'Myfavorite/hycdList': 'member',
  'Myfavorite/arcFvr': 'member',
  'Myfavorite/arcList': 'member',
  'Article/articleList': 'public',
  'Article/articleInfo': 'public',
  'Admin/articleList': 'admin',
  'Admin/articleEdit': 'admin',
  'Admin/articleSave': 'admin',
  'Admin/articleDel': 'admin',
  'Myfavorite/glrFvr': 'member',
  'Myfavorite/glrList': 'member',
  'Gallery/getPictures': 'public',
  'Common/menusTree': 'public',
  'Admin/menusList': 'admin',
  'Admin/menuSave': 'admin',
  'Admin/menuDel': 'admin',
  'Common/searchHuichang': 'public',
  'Common/huichangInfo': 'public',
  'Admin/venueEdit': 'admin',
  'Admin/venueSave': 'admin',
  'Admin/venueDel': 'admin',
  'Common/searchHuiyi': 'public',
  'Common/huiyiInfo': 'public',
  'Article/huiyiInfo': 'member',
  'Article/huiyiPub': 'member',
  'Article/huiyiMine': 'member',
  'Article/huiyiEdit': 'member',
  'Admin/huiyiQueue': 'admin',
  'Admin/huiyiReview': 'admin',
  'File/link': 'member',
  'Member/userAuth': 'member',
  'Member/userAuthInfo': 'member',
  'Admin/identityList': 'admin',
  'Admin/identityReview': 'admin',
  'Member/userInfo': 'member',
  'Member/updateBaseInfo': 'member',
  'Tipcenter/getList': 'member',
  'Tipcenter/editMsg': 'member',
  'Tipcenter/delMsg': 'member',
  'Tipcenter/unread': 'member',
  'Message/threads': 'member',
  'Message/thread': 'member',
  'Message/send': 'member',
  'Message/block': 'member',
  'Taskcenter/businessTaskPub': 'member',
  'Taskcenter/businessTaskEdit': 'member',
  'Taskcenter/businessTaskDel': 'member',
  'Taskcenter/businessTaskPay': 'member',
  'Taskcenter/getBusinesTask': 'public',
  'Taskcenter/showBusinesTask': 'public',
  'Taskcenter/businessTaskList': 'member',
  'Taskcenter/businessTaskCancel': 'member',
  'Taskcenter/businessSelect': 'member',
  'Taskcenter/businessRevise': 'member',
  'Taskcenter/businessAccept': 'member',
  'Taskcenter/designerSignup': 'member',
  'Taskcenter/designerSignupCancel': 'member',
  'Taskcenter/designerTaskList': 'member',
  'Taskcenter/designerTaskPost': 'member',
  'Taskcenter/recommendList': 'member',
  'Taskcenter/homeStats': 'public',
  'Taskcenter/budgetGuide': 'public',
  'Common/search': 'public',
  'Common/searchSuggest': 'public',
  'Common/siteCounts': 'public',
  'Taskcenter/chatList': 'member',
  'Taskcenter/chatPost': 'member',
  'Wallet/recharge': 'member',
  'Wallet/rechargeList': 'member',
  'Wallet/rechargeInfo': 'member',
  'Admin/withdrawPayout': 'admin',
  'Admin/rechargeRefund': 'admin',
  'Admin/rechargeRefunds': 'admin',
  'Wallet/paymentInfo': 'public',
  'Bills/transaction': 'member',
  'Applycash/postNew': 'member',
  'Applycash/list': 'member',
  'Applycash/info': 'member',
  'Applycash/cancel': 'member',
  'Applycash/limits': 'member',
  'Member/setPayment': 'member',
  'Admin/rechargeList': 'admin',
  'Admin/rechargeReview': 'admin',
  'Admin/withdrawList': 'admin',
  'Admin/withdrawReview': 'admin',
  'Admin/settings': 'admin',
  'Admin/settingsSave': 'admin',
  'Admin/activityReward': 'admin',
  'Common/searchHuizhan': 'public',
  'Common/huizhanInfo': 'public',
  'Designer/uploadWorks': 'member',
  'Designer/editWorks': 'member',
  'Designer/deleteWorks': 'member',
  'Designer/worksInfo': 'public',
  'Designer/worksList': 'public',
  'Designer/setSpecialties': 'member',
  'Designer/invite': 'member',
  'Designer/inviteCandidates': 'member',
  'Taskcenter/notForMe': 'member',
  'Common/searchDesigner': 'public',
  'Common/designerInfo': 'public',
  'Common/huizhanBooth': 'public',
  'Common/huizhanTasks': 'public',
  'Common/downloadHzImg': 'public',
  'Article/huizhanPlan': 'member',
  'Article/huizhanPlotMark': 'member',
  'Article/huizhanSchedule': 'member',
  'Article/huizhanPub': 'member',
  'Article/huizhanMine': 'member',
  'Article/huizhanEdit': 'member',
  'Admin/huizhanQueue': 'admin',
  'Admin/huizhanReview': 'admin',
  'Myfavorite/huizhanFvr': 'member',
  'Myfavorite/huizhanList': 'member',
  'Common/searchFactory': 'public',
  'Common/factoryInfo': 'public',
  'Factory/profile': 'member',
  'Factory/profileSave': 'member',
  'Quote/requestCreate': 'member',
  'Quote/taskRequests': 'member',
  'Quote/requestInfo': 'member',
  'Quote/inbox': 'member',
  'Quote/accept': 'member',
  'Quote/decline': 'member',
  'Quote/submit': 'member',
  'Quote/pick': 'member',
  'Quote/rate': 'member',
  'Factory/crews': 'member',
  'Factory/crewAdd': 'member',
  'Factory/crewRename': 'member',
  'Factory/crewRetire': 'member',
  'Factory/calendar': 'member',
  'Common/searchModel': 'public',
  'Common/modelInfo': 'public',
  'Modelcenter/modelInfo': 'member',
  'Modelcenter/uploadModel': 'member',
  'Modelcenter/editModel': 'member',
  'Modelcenter/deleteModel': 'member',
  'Modelcenter/modelList': 'member',
  'Modelcenter/modelEdit': 'member',
  'Modelcenter/dnldModel': 'member',
  'Admin/modelQueue': 'admin',
  'Admin/modelReview': 'admin',
  'Myfavorite/mdlFvr': 'member',
  'Myfavorite/mdlList': 'member',
  'Common/searchService': 'public',
  'Common/serviceInfo': 'public',
  'Service/servicePub': 'member',
  'Service/serviceEdit': 'member',
  'Service/serviceStatus': 'member',
  'Service/serviceDel': 'member',
  'Service/myServices': 'member',
  'Service/serviceBuy': 'member',
  'Task/saveSearch': 'member',
  'Task/savedSearches': 'member',
  'Task/deleteSavedSearch': 'member',
  'Notify/getPrefs': 'member',
  'Notify/setPrefs': 'member',
  'Notify/setEmail': 'member',
  'Notify/outbox': 'admin',
  'Notify/resend': 'admin',
};

const registry = callRegistry;

/** calls that would end the actor's own session for the rest of the suite */
const endsSession = new Set(['User/logout']);

type Actor = 'anonymous' | 'designer' | 'business' | 'admin' | 'banned';
const GUARD_CODES = ['AUTH_REQUIRED', 'FORBIDDEN', 'ACCOUNT_BANNED'];
const expected = (access: Access, who: Actor): string | null => {
  if (access === 'public') return null;
  if (who === 'anonymous') return 'AUTH_REQUIRED';
  if (who === 'banned') return 'ACCOUNT_BANNED';
  if (access === 'admin' && who !== 'admin') return 'FORBIDDEN';
  return null;
};

let t: TestApp;
const agents = {} as Record<Actor, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  agents.anonymous = t.agent();
  for (const [who, opts] of [
    ['designer', { role: 'designer' }],
    ['business', { role: 'business' }],
    ['admin', { role: 'admin' }],
    ['banned', { role: 'designer', banned: true }],
  ] as const) {
    const { token } = await memberWithSession(t.app.ctx.db, opts);
    agents[who] = t.agent();
    agents[who].cookies.set(SESSION_COOKIE, token);
  }
});
afterAll(async () => t?.close());

describe('the authorization matrix', () => {
  it('declares an access rule for every call of the registry, and no other', () => {
    expect(registry.size).toBeGreaterThan(80);
    expect(Object.keys(rules).sort()).toEqual([...registry.keys()].sort());
    for (const [path, call] of registry) expect(call.access, path).toBe(rules[path]);
  });

  for (const who of ['anonymous', 'banned', 'designer', 'business', 'admin'] as const) {
    it(`${who}: refused by the guard exactly where the rule says, before the body is checked`, async () => {
      const wrong: string[] = [];
      for (const [path, call] of registry) {
        const refusal = expected(rules[path] ?? 'admin', who);
        if (!refusal && endsSession.has(path)) continue;
        const agent = agents[who];
        const res = call.method === 'GET' ? await agent.get(`/api/${path}`) : await agent.call(path, { notAField: true });
        const got = res.status >= 400 ? String(res.body?.errorCode) : 'ok';
        const ok = refusal ? got === refusal : !GUARD_CODES.includes(got) && res.status < 500;
        if (!ok) wrong.push(`${path}: expected ${refusal ?? 'past the guard'}, got ${res.status} ${got}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
