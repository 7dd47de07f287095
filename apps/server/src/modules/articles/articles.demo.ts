import type { ArticleCategory } from '@boothhub/shared/contracts/articles';
import type { DemoSeedStep } from '../demo/demo.service.js';
import { storeServerImage } from '../files/files.service.js';
import { coverPng } from '../../lib/demo-images.js';
import { articleSearchVector } from './articles.admin.js';
import * as repo from './articles.repository.js';

/** [category, title, English title, summary, English summary, tags, days ago] */
type DemoArticle = [ArticleCategory, string, string, string, string, string[], number];

const ARTICLES: DemoArticle[] = [
  [
    'news',
    '上海车展公布 2027 年展馆规划，新增两个新能源展厅',
    'Shanghai Auto Show announces its 2027 hall plan with two new energy halls',
    '主办方表示，新展厅将为新能源品牌提供更大的岛型展位，搭建期延长一天。',
    'The organiser says the new halls offer larger island booths to new energy brands, with one more day to build.',
    ['车展', '新能源'],
    1,
  ],
  [
    'trends',
    '2026 展台设计趋势：可回收材料与模块化结构',
    'Booth design trends 2026: recyclable materials and modular structures',
    '越来越多的品牌要求展台可重复使用三次以上，设计师如何在预算内做到？',
    'More brands ask for booths that can be reused three times or more. How do designers do it on budget?',
    ['趋势', '环保'],
    3,
  ],
  [
    'guides',
    '如何写一份设计师看得懂的展台需求',
    'How to write a booth brief designers understand',
    '面积、开口、高度限制和必须展示的产品：一份好的需求能省下两轮修改。',
    'Area, open sides, height limit and the products to show: a good brief saves two rounds of revisions.',
    ['需求', '企业'],
    5,
  ],
  [
    'cases',
    '案例：36 平方米岛型展台如何容纳 8 台设备',
    'Case study: fitting eight machines on a 36 m² island booth',
    '一家机床企业在有限面积内展示全线产品，设计师用环形动线解决了拥挤问题。',
    'A machine-tool maker showed its whole range on a small stand; a ring-shaped path solved the crowding.',
    ['案例', '工业展'],
    8,
  ],
  [
    'guides',
    '双层展台报批要点：限高、承重与消防',
    'Two-storey booths: height limits, loads and fire safety',
    '展馆对双层展台的审批越来越严，提前准备结构计算书和消防方案。',
    'Venues check two-storey booths more strictly every year: prepare the structural calculations and the fire plan early.',
    ['双层', '规范'],
    12,
  ],
  [
    'news',
    '广州广交会秋季展位申请开放',
    'Canton Fair autumn booth applications open',
    '本届展会展位数量与去年持平，特装展位需在开展前 45 天提交图纸。',
    'Booth numbers match last year; custom-built booths must file drawings 45 days before the show.',
    ['广交会', '广州'],
    15,
  ],
  [
    'trends',
    '灯光设计在小展位中的作用',
    'What lighting does for a small booth',
    '在 9 平方米的标准展位里，一条灯带和两盏射灯就能让产品脱颖而出。',
    'On a 9 m² shell scheme, one light strip and two spotlights make the product stand out.',
    ['灯光', '小展位'],
    20,
  ],
  [
    'cases',
    '案例：医疗器械展上的静音洽谈区',
    'Case study: a quiet meeting area at a medical device fair',
    '吸音材料与半封闭结构，让客户在嘈杂展馆中也能安心交流。',
    'Sound-absorbing panels and a half-closed structure let clients talk in a noisy hall.',
    ['案例', '医疗'],
    26,
  ],
  [
    'guides',
    '展台搭建预算怎么分配',
    'How to split a booth build budget',
    '结构、画面、灯光、多媒体和运输各占多少？一份常见比例供参考。',
    'Structure, graphics, lighting, AV and transport: a common split to start from.',
    ['预算', '搭建'],
    33,
  ],
  [
    'news',
    'BoothHub 上线展会平面图选位功能',
    'BoothHub launches booth picking on floor plans',
    '企业可以在展会平面图上选择展位，直接发布带尺寸和开口的设计任务。',
    'Businesses can pick their plot on a floor plan and post a design task with its size and open sides.',
    ['产品更新'],
    40,
  ],
];

const paragraphs = (zh: boolean, summary: string) =>
  zh
    ? `<p>${summary}</p><h3>要点</h3><ul><li>提前确认展馆的搭建规定</li><li>与设计师约定交付内容和修改次数</li><li>预留运输与安装时间</li></ul><p>更多问题，欢迎在 BoothHub 与设计师和工厂直接沟通。</p>`
    : `<p>${summary}</p><h3>Key points</h3><ul><li>Check the venue's build rules early</li><li>Agree the deliverables and revisions with your designer</li><li>Leave time for transport and installation</li></ul><p>Questions? Talk to designers and factories on BoothHub directly.</p>`;

/** Demo articles (DEMO_DATA=1): ten published articles of every category with generated covers, written by the admin. */
export const articlesDemoStep: DemoSeedStep = {
  name: 'articles',
  async run(db, ctx, members, now) {
    const admin = members.admin;
    for (const [i, [category, title, titleEn, summary, summaryEn, tags, daysAgo]] of ARTICLES.entries()) {
      const png = await coverPng(titleEn, (i * 37) % 360, i);
      const cover = await storeServerImage(ctx, db, admin.id, 'exhibition', `article-${i + 1}.png`, png);
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      await repo.insertArticle(db, {
        authorId: admin.id,
        category,
        title,
        titleEn,
        summary,
        summaryEn,
        content: paragraphs(true, summary),
        contentEn: paragraphs(false, summaryEn),
        cover,
        tags,
        status: 'published',
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
        search: articleSearchVector({ title, titleEn, summary, summaryEn, tags }),
      });
    }
  },
};
