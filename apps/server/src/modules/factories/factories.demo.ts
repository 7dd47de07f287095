import sharp from 'sharp';
import { daysAfter, shanghaiDay } from '@boothhub/shared';
import type { FactoryCapability } from '@boothhub/shared/contracts/factories';
import { coverPng, hallPng } from '../../lib/demo-images.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { createMember, updateMember } from '../accounts/members.service.js';
import { DEMO_PASSWORD, type DemoSeedStep } from '../demo/demo.service.js';
import { DEMO_BUILD_BOOTHS, demoBooth, demoShowDays } from '../exhibitions/exhibitions.service.js';
import { storeServerImage } from '../files/files.service.js';
import { getSettings } from '../settings/settings.service.js';
import { startRecharge } from '../wallet/recharge.service.js';
import { acceptDelivery, deliver, fundEscrow, lockTask, move, publishTask, selectDesigner, signUp } from '../tasks/tasks.service.js';
import { profileSearchVector } from './profile.service.js';
import * as repo from './factories.repository.js';
import { addCrew } from './crews.service.js';
import { windowOfRequest } from './quotes.build.js';
import { acceptToQuote, createRequest, pickQuote, submitQuote } from './quotes.service.js';

/** zh name | en name | city | capabilities | workshop m² | booths a year | description */
const table: Array<[string, string, string, FactoryCapability[], number, number, string]> = [
  [
    '上海匠心展览工程有限公司',
    'Shanghai Jiangxin Exhibition Engineering',
    '上海',
    ['structure', 'printing', 'lighting'],
    12000,
    420,
    '国家会展中心常驻搭建商，擅长双层特装与汽车展台。',
  ],
  [
    '上海展艺装饰工程有限公司',
    'Shanghai Zhanyi Decoration',
    '上海',
    ['structure', 'furniture'],
    6500,
    260,
    '木作工厂自有，交付快，适合 36–200 m² 特装。',
  ],
  ['上海光影视听科技有限公司', 'Shanghai Lightshadow AV Tech', '上海', ['lighting', 'av'], 3000, 500, 'LED 屏、灯光与音响租赁及现场技术支持。'],
  [
    '北京华展建筑装饰有限公司',
    'Beijing Huazhan Building Decoration',
    '北京',
    ['structure', 'printing', 'lighting', 'av'],
    15000,
    380,
    '北京顺义与朝阳两馆常年服务，一站式搭建。',
  ],
  [
    '北京博雅展具租赁有限公司',
    'Beijing Boya Exhibition Rental',
    '北京',
    ['furniture', 'printing'],
    4000,
    900,
    '展具、家具与地毯租赁，喷绘当天出图。',
  ],
  [
    '广州琶洲展览工程有限公司',
    'Guangzhou Pazhou Exhibition Engineering',
    '广州',
    ['structure', 'printing', 'lighting', 'furniture'],
    20000,
    600,
    '广交会展馆周边最大搭建工厂之一。',
  ],
  [
    '广州声光舞台设备有限公司',
    'Guangzhou Shengguang Stage Equipment',
    '广州',
    ['av', 'lighting', 'structure'],
    8000,
    200,
    '舞台桁架、灯光音响与大型会议搭建。',
  ],
  [
    '深圳创域展示制作有限公司',
    'Shenzhen Chuangyu Display Production',
    '深圳',
    ['structure', 'printing', 'lighting'],
    9000,
    350,
    '科技类展会特装，环保可回收材料。',
  ],
  [
    '杭州西子展览服务有限公司',
    'Hangzhou Xizi Exhibition Services',
    '杭州',
    ['structure', 'furniture', 'av'],
    5000,
    180,
    '会议与展厅一体化服务，浙江全省可达。',
  ],
  [
    '成都天府展览工程有限公司',
    'Chengdu Tianfu Exhibition Engineering',
    '成都',
    ['structure', 'printing', 'lighting', 'av', 'furniture'],
    11000,
    300,
    '西南地区全品类搭建，糖酒会常驻。',
  ],
];

const certificatePng = (name: string, hue: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <rect width="100%" height="100%" fill="#fdfaf2"/><rect x="24" y="24" width="552" height="752" fill="none" stroke="hsl(${hue},60%,40%)" stroke-width="10"/>
  <text x="300" y="170" font-family="sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="hsl(${hue},60%,30%)">CERTIFICATE</text>
  <text x="300" y="260" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">${name.replace(/&/g, '&amp;')}</text>
  <text x="300" y="330" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#666">Exhibition Construction Qualification · Class A</text>
  <circle cx="300" cy="560" r="90" fill="none" stroke="hsl(${hue},70%,45%)" stroke-width="8"/>
  <text x="300" y="570" font-family="sans-serif" font-size="26" text-anchor="middle" fill="hsl(${hue},70%,45%)">APPROVED</text>
</svg>`),
  )
    .png()
    .toBuffer();

const viewerOf = (m: { id: number; cardno: string }, role: Viewer['role']): Viewer => ({
  id: m.id,
  cardno: m.cardno,
  role,
  banned: false,
  sessionId: 0,
});

/** Demo factory accounts: phones 13800000101 … 13800000110, the demo password. */
export const DEMO_FACTORY_PHONES = table.map((_, i) => `138000001${String(i + 1).padStart(2, '0')}`);

/**
 * Demo data (modules/demo): ten factories in six cities with certificates, photos of built booths and two or three
 * crews each; when the payment sandbox funds tasks, two tasks of the demo business for booths of the demo auto show
 * are designed, accepted and sent out for build quotes (decision 079). The first is open: two Shanghai factories
 * answered, their crews held on the show's move-in days at the hall's hours. The second chose the first demo factory:
 * its crew days confirmed, the other's freed. All of it through the quote calls, so the rules of the calendar hold.
 */
export const factoriesDemoStep: DemoSeedStep = {
  name: 'factories and build quotes',
  async run(db, ctx, members, now) {
    const c = { ...ctx, db, now: () => now };
    const made: Viewer[] = [];
    for (const [i, [zh, en, city, capabilities, workshopArea, annualCapacity, descr]] of table.entries()) {
      const m = await createMember(db, { phone: DEMO_FACTORY_PHONES[i]!, password: DEMO_PASSWORD, role: 'factory', nickname: zh.slice(0, 20) }, now);
      await updateMember(db, m.id, { prov: city, strt: city, descr, updatedAt: now });
      const hue = (i * 37) % 360;
      const photos: string[] = [];
      for (let k = 0; k < 3; k++) {
        const png = k === 0 ? await coverPng(`${en} · booth ${k + 1}`, hue, i + k) : await hallPng((hue + k * 40) % 360, i * 3 + k);
        photos.push(await storeServerImage(ctx, db, m.id, 'factory', `booth-${k + 1}.png`, png));
      }
      const certificates = [await storeServerImage(ctx, db, m.id, 'factory', 'certificate.png', await certificatePng(en, hue))];
      const fields = { companyName: zh, companyNameEn: en, city, descr, workshopArea, annualCapacity, capabilities, photos, certificates };
      await repo.upsertProfile(db, { memberId: m.id, ...fields, createdAt: now, updatedAt: now, search: profileSearchVector(fields) });
      made.push(viewerOf(m, 'factory'));
    }
    const crews = new Map<number, number[]>();
    for (const [i, f] of made.entries()) crews.set(f.id, await addDemoCrews(c, f, table[i]![3], i));
    if (!ctx.config.paymentSandbox) return;
    // tasks of their own (the recruiting demo tasks stay as they are) for two free booths of the auto show, each
    // published, paid, designed and accepted, then sent out for build quotes
    const business = viewerOf(members.business, 'business');
    const designer = viewerOf(members.designer, 'designer');
    // the second task's design fee, topped up through the sandbox as the business would (the first fits the wallet)
    await startRecharge(c, business, { amount: 450_000, method: 'sandbox' });
    const launch = await designedTask(c, business, designer, DEMO_BUILD_BOOTHS.launch, {
      title: '新车发布会 岛型展台设计',
      plaza: 54,
      sizes: '9×6 m',
      opens: 4,
      layer: 2,
      style: 'tech',
      tips: '新车发布岛型展台，二层 VIP 室。',
      cost: 600_000,
      design: 'Final design · EV island stand',
    });
    const cockpit = await designedTask(c, business, designer, DEMO_BUILD_BOOTHS.cockpit, {
      title: '智能座舱体验区 特装展台设计',
      plaza: 54,
      sizes: '9×6 m',
      opens: 2,
      layer: 1,
      style: 'modern',
      tips: '两台座舱体验机位与洽谈区。',
      cost: 450_000,
      design: 'Final design · smart cockpit stand',
    });
    const request = async (taskId: number, factories: Viewer[], notes: string) =>
      (
        await createRequest(c, business, {
          taskId,
          factories: factories.map((f) => f.cardno),
          capabilities: ['structure', 'lighting'],
          notes,
          deadline: daysAfter(now, 10).toISOString(),
        })
      ).id;
    // the crew days of a quote: [crew of the factory, move-in day (0 the first)] at that day's hall hours
    const quote = async (
      f: Viewer,
      [id, taskId]: [number, number],
      a: { price: number; buildDays: number; schedule: string },
      days: Array<[number, number]>,
    ) => {
      const w = (await windowOfRequest(db, 'zh-CN', { taskId }))!;
      const crewDays = days.map(([k, d]) => ({
        crewId: crews.get(f.id)![k]!,
        day: w.days[d]!.day,
        starts: w.days[d]!.opens,
        ends: w.days[d]!.closes,
      }));
      await acceptToQuote(c, f, id);
      await submitQuote(c, f, { id, ...a, notes: '含运输、安装与撤展。', crewDays });
    };
    const show = (await windowOfRequest(db, 'zh-CN', { taskId: launch }))!;
    const moveIn = show.days.map((d) => d.day);
    const first = await request(launch, made.slice(0, 3), '岛型展台，含二层 VIP 室，需在开展前完成搭建与验收。');
    // two quotes, their crews held on the show's move-in days
    await quote(made[0]!, [first, launch], { price: 38_500_000, buildDays: 3, schedule: `${moveIn[0]} 进场，3 天搭建，开展前一天验收。` }, [
      [0, 0],
      [0, 1],
      [2, 2],
    ]);
    await quote(made[1]!, [first, launch], { price: 35_800_000, buildDays: 3, schedule: `${moveIn[0]} 进场，3 天搭建。` }, [
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    // a second request already decided: the demo factory's quote chosen, its crew days confirmed, the other freed
    const second = await request(cockpit, made.slice(0, 2), '座舱体验区特装，开展前一天验收。');
    await quote(made[0]!, [second, cockpit], { price: 26_000_000, buildDays: 3, schedule: `${moveIn[0]} 进场，3 天搭建。` }, [
      [1, 0],
      [1, 1],
      [0, 2],
    ]);
    await quote(made[1]!, [second, cockpit], { price: 27_500_000, buildDays: 2, schedule: `${moveIn[1]} 进场，2 天搭建。` }, [
      [1, 1],
      [1, 2],
    ]);
    await pickQuote(c, business, { id: second, cardno: made[0]!.cardno });
  },
};

/** Crews as a factory names them: a build crew, a second one when it builds structures, then its trade's own crew. */
async function addDemoCrews(c: AppContext, f: Viewer, capabilities: FactoryCapability[], i: number): Promise<number[]> {
  const named: Array<[string, number]> = [['搭建一组', 10 + (i % 4)]];
  if (capabilities.includes('structure')) named.push(['搭建二组', 8 + (i % 3)]);
  if (capabilities.includes('lighting')) named.push(['灯光电工组', 4 + (i % 2)]);
  else if (capabilities.includes('av')) named.push(['视听技术组', 5]);
  else if (capabilities.includes('furniture')) named.push(['木作安装组', 6]);
  const ids: number[] = [];
  for (const [name, size] of named) ids.push((await addCrew(c, f, { name, size })).id);
  return ids;
}

/** A task of the demo business for a booth of the demo auto show: published, paid, designed and accepted. */
async function designedTask(
  c: AppContext,
  business: Viewer,
  designer: Viewer,
  number: string,
  t: {
    title: string;
    plaza: number;
    sizes: string;
    opens: number;
    layer: number;
    style: 'tech' | 'modern';
    tips: string;
    cost: number;
    design: string;
  },
): Promise<number> {
  const booth = await demoBooth(c.db, DEMO_BUILD_BOOTHS.show, number);
  const days = await demoShowDays(c.db, DEMO_BUILD_BOOTHS.show);
  if (!booth || !days) throw new Error(`demo: the auto show and its booth ${number} are seeded before the factories`);
  const now = c.now();
  const { id: taskId } = await publishTask(c, business, {
    ...booth,
    title: t.title,
    types: 'booth',
    plaza: t.plaza,
    sizes: t.sizes,
    opens: t.opens,
    layer: t.layer,
    style: t.style,
    addr: '上海 国家会展中心 5.1 馆',
    tasks: ['rendering', 'construction'],
    tips: t.tips,
    cost: t.cost,
    rdate: shanghaiDay(daysAfter(now, 20)),
    sdate: days.sdate,
    edate: days.edate,
    conts: { name: '陈经理', phone: '13800000002' },
    attach: [],
  });
  const { commissionRate } = await getSettings(c.db);
  const paid = await move(c.db, await lockTask(c.db, taskId), 'pay', { actorId: business.id, now, patch: { paidAt: now, commissionRate } });
  await fundEscrow(c.db, paid, now);
  await signUp(c, designer, { id: taskId, message: '做过多个车展展台，一周交付效果图与施工图。', days: 7, quote: t.cost });
  await selectDesigner(c, business, { id: taskId, cardno: designer.cardno });
  const design = await storeServerImage(c, c.db, designer.id, 'delivery', 'final-design.png', await coverPng(t.design, 210, 7));
  await deliver(c, designer, { id: taskId, note: '终稿：效果图与施工图。', files: [design] });
  await acceptDelivery(c, business, taskId);
  return taskId;
}
