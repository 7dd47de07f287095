import sharp from 'sharp';
import { daysAfter, shanghaiDay } from '@boothhub/shared';
import type { FactoryCapability } from '@boothhub/shared/contracts/factories';
import { coverPng, hallPng } from '../../lib/demo-images.js';
import type { Viewer } from '../../platform/context.js';
import { createMember, updateMember } from '../accounts/members.service.js';
import { DEMO_PASSWORD, type DemoSeedStep } from '../demo/demo.service.js';
import { storeServerImage } from '../files/files.service.js';
import { getSettings } from '../settings/settings.service.js';
import { acceptDelivery, deliver, fundEscrow, lockTask, move, publishTask, selectDesigner, signUp } from '../tasks/tasks.service.js';
import { profileSearchVector } from './profile.service.js';
import * as repo from './factories.repository.js';
import { acceptToQuote, createRequest, submitQuote } from './quotes.service.js';

/** zh name | en name | city | capabilities | workshop m² | booths a year | description */
const table: Array<[string, string, string, FactoryCapability[], number, number, string]> = [
  [
    '上海匠心展览工程有限公司',
    'Shanghai Jiangxin Exhibition Engineering',
    '上海',
    ['structure', 'printing', 'lighting'],
    12000,
    420,
    '国家会展中心常驻搭建商，擅长双层特装与汽车展台。Resident builder at NECC, double-deck and auto show stands.',
  ],
  [
    '上海展艺装饰工程有限公司',
    'Shanghai Zhanyi Decoration',
    '上海',
    ['structure', 'furniture'],
    6500,
    260,
    '木作工厂自有，交付快，适合 36–200 m² 特装。Own joinery, fast delivery for 36–200 m² stands.',
  ],
  [
    '上海光影视听科技有限公司',
    'Shanghai Lightshadow AV Tech',
    '上海',
    ['lighting', 'av'],
    3000,
    500,
    'LED 屏、灯光与音响租赁及现场技术支持。LED walls, lighting and sound rental with on-site crews.',
  ],
  [
    '北京华展建筑装饰有限公司',
    'Beijing Huazhan Building Decoration',
    '北京',
    ['structure', 'printing', 'lighting', 'av'],
    15000,
    380,
    '北京顺义与朝阳两馆常年服务，一站式搭建。One-stop builds at both CIEC halls in Beijing.',
  ],
  [
    '北京博雅展具租赁有限公司',
    'Beijing Boya Exhibition Rental',
    '北京',
    ['furniture', 'printing'],
    4000,
    900,
    '展具、家具与地毯租赁，喷绘当天出图。Furniture, carpet and display rental, same-day printing.',
  ],
  [
    '广州琶洲展览工程有限公司',
    'Guangzhou Pazhou Exhibition Engineering',
    '广州',
    ['structure', 'printing', 'lighting', 'furniture'],
    20000,
    600,
    '广交会展馆周边最大搭建工厂之一。One of the largest build shops by the Canton Fair complex.',
  ],
  [
    '广州声光舞台设备有限公司',
    'Guangzhou Shengguang Stage Equipment',
    '广州',
    ['av', 'lighting', 'structure'],
    8000,
    200,
    '舞台桁架、灯光音响与大型会议搭建。Stage truss, lighting, sound and conference sets.',
  ],
  [
    '深圳创域展示制作有限公司',
    'Shenzhen Chuangyu Display Production',
    '深圳',
    ['structure', 'printing', 'lighting'],
    9000,
    350,
    '科技类展会特装，环保可回收材料。Tech fair stands built from reusable materials.',
  ],
  [
    '杭州西子展览服务有限公司',
    'Hangzhou Xizi Exhibition Services',
    '杭州',
    ['structure', 'furniture', 'av'],
    5000,
    180,
    '会议与展厅一体化服务，浙江全省可达。Conference and showroom builds across Zhejiang.',
  ],
  [
    '成都天府展览工程有限公司',
    'Chengdu Tianfu Exhibition Engineering',
    '成都',
    ['structure', 'printing', 'lighting', 'av', 'furniture'],
    11000,
    300,
    '西南地区全品类搭建，糖酒会常驻。Full-service builds in the south-west, resident at the Sugar & Wine Fair.',
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
 * Demo data (modules/demo): ten factories in six cities with certificates and photos of built booths; when the
 * payment sandbox funded the demo tasks, the first one is designed, accepted and sent out for build quotes, and two
 * Shanghai factories have answered.
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
    if (!ctx.config.paymentSandbox) return;
    // a task of its own (the recruiting demo tasks stay as they are): published, paid, designed, accepted
    const business = viewerOf(members.business, 'business');
    const designer = viewerOf(members.designer, 'designer');
    const { id: taskId } = await publishTask(c, business, {
      title: '新车发布会 岛型展台设计 Car launch island stand',
      types: 'booth',
      plaza: 108,
      sizes: '12×9 m',
      opens: 4,
      layer: 2,
      style: 'tech',
      addr: '上海 国家会展中心 5.1 馆',
      tasks: ['rendering', 'construction'],
      tips: '新车发布岛型展台，二层 VIP 室。Island stand for a car launch with a VIP mezzanine.',
      cost: 600_000,
      rdate: shanghaiDay(daysAfter(now, 20)),
      sdate: shanghaiDay(daysAfter(now, 60)),
      edate: shanghaiDay(daysAfter(now, 63)),
      conts: { name: '陈经理', phone: '13800000002' },
      attach: [],
    });
    const { commissionRate } = await getSettings(db);
    const paid = await move(db, await lockTask(db, taskId), 'pay', { actorId: business.id, now, patch: { paidAt: now, commissionRate } });
    await fundEscrow(db, paid, now);
    await signUp(c, designer, { id: taskId, message: '做过多个车展岛型展台，一周交付效果图与施工图。', days: 7, quote: 600_000 });
    await selectDesigner(c, business, { id: taskId, cardno: designer.cardno });
    const task = { id: taskId };
    const design = await storeServerImage(
      ctx,
      db,
      designer.id,
      'delivery',
      'final-design.png',
      await coverPng('Final design · EV island stand', 210, 7),
    );
    await deliver(c, designer, { id: task.id, note: '终稿：效果图与施工图。Final renderings and construction drawings.', files: [design] });
    await acceptDelivery(c, business, task.id);
    const { id } = await createRequest(c, business, {
      taskId: task.id,
      factories: made.slice(0, 3).map((f) => f.cardno),
      capabilities: ['structure', 'lighting'],
      notes: '岛型展台，含二层 VIP 室，需在开展前 3 天完成搭建。Island stand with a VIP mezzanine; build done 3 days before opening.',
      deadline: daysAfter(now, 10).toISOString(),
    });
    const answers = [
      {
        price: 38_500_000,
        buildDays: 3,
        schedule: `${shanghaiDay(daysAfter(now, 57))} 进场，3 天搭建，开展前一天验收。Move in, 3 days, handover the day before.`,
      },
      { price: 35_800_000, buildDays: 4, schedule: `${shanghaiDay(daysAfter(now, 56))} 进场，4 天搭建。Move in, 4 days of build.` },
    ];
    for (const [k, a] of answers.entries()) {
      await acceptToQuote(c, made[k]!, id);
      await submitQuote(c, made[k]!, { id, ...a, notes: '含运输、安装与撤展。Transport, build and dismantling included.' });
    }
  },
};
