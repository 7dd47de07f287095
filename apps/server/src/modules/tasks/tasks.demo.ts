import { daysAfter, shanghaiDay } from '@boothhub/shared';
import type { Viewer } from '../../platform/context.js';
import type { DemoSeedStep } from '../demo/demo.service.js';
import { startRecharge } from '../wallet/recharge.service.js';
import { getSettings } from '../settings/settings.service.js';
import { storeServerFile } from '../files/files.service.js';
import { recordCompletion } from './guide.service.js';
import { move } from './tasks.machine.js';
import { publishTask, taskSearchVector } from './publish.service.js';
import { selectDesigner, signUp } from './signup.service.js';
import { deliver } from './deliver.service.js';
import * as repo from './tasks.repository.js';
import { fundEscrow } from './tasks.settle.js';
import { moreDemoBriefs, type DemoBrief } from './tasks.demo.briefs.js';
import { demoBooth } from '../exhibitions/exhibitions.service.js';

/**
 * A few realistic briefs of the demo business, open for signups (the demo designer has applied to the first), and
 * the last one the demo designer has already delivered on, with a 3D model of the stand (decision 034). Each is
 * [[title, address, design type, area m², size, open sides, storeys, style], [deliverables, budget in cents, days from
 * now to the end of recruiting, the start and the end], tips].
 */
const firstBriefs = [
  [
    ['上海国际汽车工业展览会 特装展台设计', '上海 国家会展中心 7.1 馆', 'booth', 216, '18×12 m', 4, 2, 'tech'],
    [['rendering', 'construction', 'plan', 'material'], 2_800_000, [30, 60, 64]],
    '新能源车型发布，需要两台展车位、洽谈区、二层 VIP 室和 LED 主屏。',
  ],
  [
    ['深圳国际消费电子展 标准展位升级', '深圳 国际会展中心 9 号馆', 'booth', 36, '6×6 m', 2, 1, 'modern'],
    [['rendering', 'construction'], 600_000, [20, 45, 47]],
    '智能穿戴新品展示，白色简洁风格，需要 4 个展示台和一面品牌墙。',
  ],
  [
    ['广州建博会 品牌展厅设计', '广州 琶洲 广交会展馆 A 区', 'hall', 120, '12×10 m', 3, 1, 'natural'],
    [['rendering', 'plan', 'elevation'], 1_200_000, [25, 50, 53]],
    '木作与绿植为主的自然风格，突出环保建材。',
  ],
  [
    ['年度经销商大会 舞台与会场设计', '杭州 国际博览中心 2 楼宴会厅', 'stage', 800, '40×20 m', 1, 1, 'luxury'],
    [['rendering', 'construction', 'animation'], 1_800_000, [35, 70, 71]],
    '500 人经销商大会，主舞台、签到区和颁奖环节。',
  ],
  [
    ['杭州文博会 岛型展台三维方案', '杭州 白马湖国际会展中心 2 号馆', 'booth', 48, '8×6 m', 4, 1, 'modern'],
    [['rendering', 'construction'], 900_000, [15, 40, 43]],
    '文创品牌岛型展台，需要背景墙、两个展台和洽谈桌，交付三维模型便于评审。',
  ],
] as const satisfies readonly DemoBrief[];
/**
 * All of them: the five above, with 30 more over the cities, design types and styles between the first four and the
 * delivered one (issue 32: four recruiting tasks made the marketplace look empty).
 */
const briefs: readonly DemoBrief[] = [...firstBriefs.slice(0, -1), ...moreDemoBriefs, firstBriefs[firstBriefs.length - 1]!];

/** the demo shows (by title) the first briefs are for */
const showOf = ['上海国际汽车工业展览会', '深圳国际消费电子展', '中国（广州）国际建筑装饰博览会'];

const blue: [number, number, number] = [0.1, 0.35, 0.8];
const wood: [number, number, number] = [0.72, 0.55, 0.35];
const white: [number, number, number] = [0.92, 0.92, 0.9];

/** The delivered stand: a floor, a backdrop wall, two counters and a meeting table, in metres. */
async function demoStandGlb(): Promise<Uint8Array> {
  const { makeGlb } = await import('../../lib/glb-shapes.js');
  return makeGlb('stand', [
    { box: [8, 0.1, 6], at: [0, 0, 0], color: white },
    { box: [6, 3, 0.2], at: [0, 0.1, -2.8], color: blue },
    { box: [1.2, 1, 0.6], at: [-2.5, 0.1, 1.5], color: wood },
    { box: [1.2, 1, 0.6], at: [2.5, 0.1, 1.5], color: wood },
    { cyl: [0.6, 0.75], at: [0, 0.1, 0], color: wood },
  ]);
}

/**
 * Demo data (modules/demo): the demo business tops up in the sandbox and
 * publishes and pays these briefs, so the task list and the home page have
 * recruiting tasks at once, and one more on which the demo designer was
 * selected and delivered a 3D model (its review page shows View in 3D).
 * Without the sandbox provider they stay drafts.
 */
export const taskDemoStep: DemoSeedStep = {
  name: 'recruiting business tasks',
  async run(db, ctx, members, now) {
    const c = { ...ctx, db, now: () => now };
    const business = members.business;
    const viewer: Viewer = { id: business.id, cardno: business.cardno, role: 'business', banned: false, sessionId: 0 };
    const total = briefs.reduce((s, [, [, cost]]) => s + cost, 0);
    const funded = ctx.config.paymentSandbox;
    if (funded) await startRecharge(c, viewer, { amount: total + 1_000_000, method: 'sandbox' });
    const { commissionRate } = await getSettings(db);
    const designer = members.designer;
    const designerViewer: Viewer = { id: designer.id, cardno: designer.cardno, role: 'designer', banned: false, sessionId: 0 };
    for (const [i, [[title, addr, types, plaza, sizes, opens, layer, style], [tasks, cost, days], tips]] of briefs.entries()) {
      // the first three are for demo shows with a floor plan: linked to the show and its free booth (decision 070)
      const booth = i < showOf.length ? await demoBooth(db, showOf[i]!) : null;
      const { id } = await publishTask(c, viewer, {
        ...booth,
        title,
        addr,
        types,
        plaza,
        sizes,
        opens,
        layer,
        style,
        cost,
        tips,
        tasks: [...tasks],
        rdate: shanghaiDay(daysAfter(now, days[0])),
        sdate: shanghaiDay(daysAfter(now, days[1])),
        edate: shanghaiDay(daysAfter(now, days[2])),
        conts: { name: '陈经理', phone: '13800000002' },
        attach: [],
      });
      if (!funded) continue;
      const task = (await repo.lockTask(db, id))!;
      const paid = await move(db, task, 'pay', { actorId: business.id, now, patch: { paidAt: now, commissionRate } });
      await fundEscrow(db, paid, now);
      if (i === 0) {
        await signUp(c, designerViewer, {
          id,
          message: '十年车展特装经验，做过多个新能源品牌的岛型展台，可在 10 天内交付效果图和施工图。',
          days: 10,
          quote: 2_600_000,
        });
      }
      if (i === briefs.length - 1) {
        await signUp(c, designerViewer, { id, message: '可以交付完整的三维模型和效果图。', days: 7 });
        await selectDesigner(c, viewer, { id, cardno: designer.cardno });
        const glb = await demoStandGlb();
        const fileId = await storeServerFile(c, db, designer.id, 'delivery', 'island-stand.glb', 'model/gltf-binary', glb);
        await deliver(c, designerViewer, { id, note: '第一版三维方案，可在线旋转查看。', files: [fileId] });
      }
    }
  },
};

/** a completed demo task's booth: the design type, area (m²), size, open sides and storeys */
export interface DemoBooth {
  types: 'booth' | 'stage' | 'hall' | 'pavilion' | 'event' | 'other';
  plaza: number;
  sizes: string;
  opens: number;
  layer: number;
}

/**
 * Demo history for other modules' demo data (the designer directory's ratings): a task of `publisherId` that
 * `designerId` completed `daysAgo` days ago. Demo only: it is written as completed and its money is not in the
 * ledger (nothing was ever held in escrow for it), so no balance changes.
 */
export async function demoCompletedTask(
  db: Parameters<DemoSeedStep['run']>[0],
  p: { publisherId: number; designerId: number; title: string; city: string; cost: number; now: Date; daysAgo: number; brief?: DemoBooth },
): Promise<number> {
  const done = new Date(p.now.getTime() - p.daysAgo * 86_400_000);
  const fields = { title: p.title, tips: '', addr: p.city, city: p.city };
  const row = await repo.insertTask(db, {
    ...fields,
    publisherId: p.publisherId,
    designerId: p.designerId,
    ...(p.brief ?? { types: 'booth', plaza: 54, sizes: '9×6 m', opens: 2, layer: 1 }),
    style: 'modern',
    sdate: shanghaiDay(daysAfter(done, -20)),
    edate: shanghaiDay(daysAfter(done, -18)),
    rdate: daysAfter(done, -30),
    deliverables: ['rendering'],
    cost: p.cost,
    conts: { name: '陈经理', phone: '13800000002' },
    status: 'completed',
    paidAt: daysAfter(done, -40),
    selectedAt: daysAfter(done, -35),
    completedAt: done,
    createdAt: daysAfter(done, -41),
    updatedAt: done,
    search: taskSearchVector(fields),
  });
  // the budget guidance learns it as it would from a real acceptance (decision 075)
  await recordCompletion(db, row);
  return row.id;
}
