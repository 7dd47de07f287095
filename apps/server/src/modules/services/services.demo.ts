import { coverPng } from '../../lib/demo-images.js';
import { findMemberByPhone } from '../accounts/members.service.js';
import type { DemoSeedStep } from '../demo/demo.service.js';
import { storeServerImage } from '../files/files.service.js';
import * as repo from './services.repository.js';
import { serviceSearchVector } from './services.service.js';

type Demo = {
  /** the designer's phone; null = the demo designer account */
  phone: string | null;
  title: string;
  descr: string;
  category: string;
  style: string;
  plaza: number;
  opens: number;
  days: number;
  revisions: number;
  deliverables: string[];
  /** cents */
  price: number;
  paused?: boolean;
};

const packages: Demo[] = [
  {
    phone: null,
    title: '36㎡ 岛型展台 3 张效果图',
    descr: '四面开口岛型展台概念设计：3 张效果图与平面图，5 天交付，含 2 次修改。',
    category: 'booth',
    style: 'modern',
    plaza: 36,
    opens: 4,
    days: 5,
    revisions: 2,
    deliverables: ['rendering', 'plan'],
    price: 300_000,
  },
  {
    phone: null,
    title: '18㎡ 转角展台快速方案',
    descr: '双开口标准展位升级方案，3 天交付效果图。',
    category: 'booth',
    style: 'tech',
    plaza: 18,
    opens: 2,
    days: 3,
    revisions: 1,
    deliverables: ['rendering'],
    price: 120_000,
  },
  {
    phone: null,
    title: '旧方案：9㎡ 标摊美化',
    descr: '已暂停接单。',
    category: 'booth',
    style: 'modern',
    plaza: 9,
    opens: 1,
    days: 2,
    revisions: 1,
    deliverables: ['rendering'],
    price: 50_000,
    paused: true,
  },
  {
    phone: '13900000001',
    title: '54㎡ 半岛展台全套图纸',
    descr: '效果图、施工图与材质说明，适合需要直接搭建的客户。',
    category: 'booth',
    style: 'luxury',
    plaza: 54,
    opens: 3,
    days: 10,
    revisions: 3,
    deliverables: ['rendering', 'construction', 'material'],
    price: 880_000,
  },
  {
    phone: '13900000002',
    title: '发布会舞台设计',
    descr: '发布会主舞台与背景墙，含灯光建议。',
    category: 'stage',
    style: 'creative',
    plaza: 120,
    opens: 1,
    days: 7,
    revisions: 2,
    deliverables: ['rendering', 'elevation'],
    price: 650_000,
  },
  {
    phone: '13900000003',
    title: '企业展厅概念设计',
    descr: '200㎡ 以内企业展厅概念方案与漫游动画。',
    category: 'hall',
    style: 'natural',
    plaza: 200,
    opens: 1,
    days: 14,
    revisions: 2,
    deliverables: ['rendering', 'plan', 'animation'],
    price: 1_500_000,
  },
  {
    phone: '13900000004',
    title: '活动美陈打卡点',
    descr: '商场及活动现场打卡点美陈设计，含 3D 模型。',
    category: 'event',
    style: 'chinese',
    plaza: 20,
    opens: 4,
    days: 4,
    revisions: 1,
    deliverables: ['rendering', 'model'],
    price: 200_000,
  },
];

/** A few service packages of the demo designer and four directory designers (one paused), with covers. */
export const servicesDemoStep: DemoSeedStep = {
  name: 'service packages',
  async run(db, ctx, members, now) {
    const c = { ...ctx, db, now: () => now };
    for (const [i, p] of packages.entries()) {
      const designer = p.phone ? await findMemberByPhone(db, p.phone) : members.designer;
      if (!designer) continue;
      const cover = await storeServerImage(
        c,
        db,
        designer.id,
        'preview',
        `service-${i + 1}.png`,
        await coverPng(p.title, (i * 53 + 20) % 360, i, 640, 400),
      );
      const at = new Date(now.getTime() - (packages.length - i) * 3_600_000);
      await repo.insertService(db, {
        designerId: designer.id,
        title: p.title,
        descr: p.descr,
        category: p.category,
        style: p.style,
        plaza: p.plaza,
        opens: p.opens,
        days: p.days,
        revisions: p.revisions,
        deliverables: p.deliverables,
        price: p.price,
        cover,
        status: p.paused ? 'paused' : 'active',
        createdAt: at,
        updatedAt: at,
        search: serviceSearchVector(p),
      });
    }
  },
};
