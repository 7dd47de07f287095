import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, daysAfter, shanghaiDay } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import type { StoredSchedule } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { DemoSeedStep } from '../demo/demo.service.js';
import { getOwnedFile, saveFile } from '../files/files.service.js';
import { venueIdsByName } from '../venues/venues.service.js';
import { demoExhibitions, demoPending, demoPlans, type DemoExhibition } from './exhibitions.demo.data.js';
import * as repo from './exhibitions.repository.js';
import { exhibitionSearchVector } from './publish.service.js';

/** colours of a cover by industry: background from, to, accent */
const palette: Record<string, [string, string, string]> = {
  auto: ['#0f2a4a', '#1f6fb2', '#ffb703'],
  machinery: ['#2b2d42', '#5c677d', '#ef8354'],
  furniture: ['#5e3023', '#b08968', '#f2e9e4'],
  medical: ['#03414f', '#0a9396', '#e9d8a6'],
  food: ['#6a040f', '#d00000', '#ffba08'],
  textile: ['#3c096c', '#9d4edd', '#ffd6ff'],
  energy: ['#004b23', '#38b000', '#ffea00'],
  electronics: ['#10002b', '#3c3cff', '#4cc9f0'],
  culture: ['#7f0d38', '#e85d04', '#fde2e4'],
  building: ['#283618', '#606c38', '#fefae0'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 640 × 360 cover: the industry's colours, a few shapes placed by `seed`, the English title and the city. */
function coverSvg(e: DemoExhibition, seed: number, label?: string): string {
  const [from, to, accent] = palette[e.industry] ?? palette.electronics!;
  const shapes = [0, 1, 2, 3]
    .map((k) => {
      const x = (seed * 97 + k * 173) % 640;
      const y = (seed * 53 + k * 89) % 360;
      const r = 40 + ((seed + k * 31) % 90);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity="${0.08 + k * 0.04}"/>`;
    })
    .join('');
  const words = e.en.split(' ');
  const lines: string[] = [''];
  for (const w of words) {
    if ((lines.at(-1)! + ' ' + w).trim().length > 26) lines.push(w);
    else lines[lines.length - 1] = (lines.at(-1)! + ' ' + w).trim();
  }
  const title = lines
    .slice(0, 3)
    .map((l, i) => `<text x="36" y="${150 + i * 44}" font-size="36" font-weight="700" fill="#ffffff" font-family="sans-serif">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>${shapes}
<rect x="36" y="64" width="64" height="6" fill="${accent}"/>${title}
<text x="36" y="320" font-size="20" fill="${accent}" font-family="sans-serif">${esc(label ?? e.addressEn)}</text></svg>`;
}

async function image(ctx: AppContext, ownerId: number, svg: string, name: string): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
  const saved = await saveFile(ctx, ownerId, 'exhibition', name, Readable.from([png]));
  await getOwnedFile(ctx.db, saved.fileId, ownerId, 'exhibition'); // attached: the sweep of unused uploads leaves it
  return saved.fileId;
}

/** Two halls of booth plots in rows along aisles: 2 × (20–40) plots of 3 × 3 m to 12 × 9 m, open sides by position. */
export function demoHalls(seed: number) {
  return [0, 1].map((h) => {
    const cols = 6 + ((seed + h) % 3);
    const rowsN = 4 + ((seed + h * 2) % 2);
    const plotW = 900 + 150 * ((seed + h) % 3);
    const plotD = 600 + 150 * ((seed + h) % 2);
    const aisle = 400;
    const plots = [];
    for (let r = 0; r < rowsN; r++) {
      for (let c = 0; c < cols; c++) {
        const edge = (c === 0 || c === cols - 1 ? 1 : 0) + (r === 0 || r === rowsN - 1 ? 1 : 0);
        plots.push({
          number: `${String.fromCharCode(65 + h)}${r + 1}${String(c + 1).padStart(2, '0')}`,
          widthCm: plotW,
          depthCm: plotD,
          opens: edge === 2 ? 3 : edge === 1 ? 2 : (r * cols + c) % 7 === 3 ? 4 : 1,
          xCm: aisle + c * (plotW + aisle),
          yCm: aisle + r * (plotD + aisle),
        });
      }
    }
    return {
      name: `${h + 1} 号馆`,
      nameEn: `Hall ${h + 1}`,
      widthCm: aisle + cols * (plotW + aisle),
      depthCm: aisle + rowsN * (plotD + aisle),
      plots,
    };
  });
}

const contentOf = (e: DemoExhibition) =>
  `<h3>展会介绍</h3><p>${esc(e.zh)}由${esc(e.organiser)}主办，在${esc(e.address)}举办，展览面积约 ${e.area.toLocaleString('en-US')} 平方米，预计 ${e.exhibitors} 家展商参展。</p><h3>展品范围</h3><ul><li>整机与核心部件</li><li>解决方案与服务</li><li>设计与展示</li></ul>`;
const contentEnOf = (e: DemoExhibition) =>
  `<h3>About</h3><p>${esc(e.en)} is organised by ${esc(e.organiserEn)} at ${esc(e.addressEn)}: about ${e.area.toLocaleString('en-US')} m² and ${e.exhibitors} exhibitors.</p><h3>Exhibits</h3><ul><li>Products and key components</li><li>Solutions and services</li><li>Design and display</li></ul>`;

/** one generated cover per industry (rendering one per exhibition would take most of the demo's start-up) */
const industryLabel: Record<string, string> = {
  auto: 'Auto & Mobility',
  machinery: 'Machinery & Industry',
  furniture: 'Furniture & Interiors',
  medical: 'Medical & Health',
  food: 'Food & Beverage',
  textile: 'Textile & Apparel',
  energy: 'New Energy',
  electronics: 'Technology & Electronics',
  culture: 'Culture & Creative',
  building: 'Building & Decoration',
};

async function seedOne(
  c: AppContext,
  db: Db,
  e: DemoExhibition,
  i: number,
  ids: { business: number; admin: number },
  now: Date,
  covers: Map<string, string>,
  venueIds: Map<string, number>,
) {
  const plan = demoPlans[e.zh];
  let cover = covers.get(e.industry);
  if (!cover) {
    const label = industryLabel[e.industry] ?? e.en;
    cover = await image(c, ids.business, coverSvg({ ...e, en: label }, covers.size + 1, 'BoothHub exhibitions'), `${e.industry}.png`);
    covers.set(e.industry, cover);
  }
  const gallery = plan
    ? [
        await image(c, ids.business, coverSvg(e, i + 7), `cover-${i + 1}.png`),
        await image(c, ids.business, coverSvg(e, i + 13, 'Hall 1 · Hall 2'), `halls-${i + 1}.png`),
      ]
    : [];
  const pending = demoPending.has(e.zh);
  const fields = {
    title: e.zh,
    titleEn: e.en,
    descr: `${e.zh}${e.industry === 'auto' ? `（${e.city}车展）` : ''}，${e.exhibitors} 家展商。`,
    descrEn: `${e.en}: ${e.exhibitors} exhibitors in ${e.addressEn}.`,
    organiser: e.organiser,
    organiserEn: e.organiserEn,
    city: e.city,
    address: e.address,
  };
  const sdate = shanghaiDay(daysAfter(now, e.start));
  const edate = shanghaiDay(daysAfter(now, e.start + e.days - 1));
  const row = await repo.insertExhibition(db, {
    ...fields,
    publisherId: ids.business,
    industry: e.industry,
    // held at the demo venue of that name when there is one (venues are seeded first)
    venueId: venueIds.get(e.address) ?? null,
    sdate,
    edate,
    buildSchedule: demoSchedule(sdate, edate, null),
    area: e.area,
    exhibitors: e.exhibitors,
    content: contentOf(e),
    contentEn: contentEnOf(e),
    cover,
    gallery,
    rules: plan?.rules ?? (i % 4 === 1 ? { maxHeightCm: 450, maxStoreys: 1 } : null),
    status: pending ? 'pending' : 'approved',
    ...(pending ? {} : { reviewedBy: ids.admin, reviewedAt: now, publishedAt: now }),
    createdAt: now,
    updatedAt: now,
    search: exhibitionSearchVector(fields),
  });
  if (!plan) return;
  await repo.replacePlan(db, row.id, demoHalls(i));
  await markDemoPlots(db, row.id, i);
  const halls = await repo.hallNames(db, row.id);
  await repo.saveSchedule(db, row.id, demoSchedule(sdate, edate, halls[1]?.id ?? null), now);
}

/**
 * A show's build schedule as organisers publish one (decision 079): three move-in days (the last one shorter), the
 * second hall closing early on the eve, an evening and a day of move-out, and the usual rules.
 */
function demoSchedule(sdate: string, edate: string, secondHall: number | null): StoredSchedule {
  const moveIn = (n: number, closes: string) => ({ day: addDays(sdate, n), kind: 'move_in' as const, hallId: null, opens: '08:00', closes });
  return {
    days: [
      moveIn(-3, '20:00'),
      moveIn(-2, '22:00'),
      moveIn(-1, '18:00'),
      ...(secondHall ? [{ ...moveIn(-1, '14:00'), hallId: secondHall }] : []),
      { day: edate, kind: 'move_out', hallId: null, opens: '16:00', closes: '24:00' },
      { day: addDays(edate, 1), kind: 'move_out', hallId: null, opens: '08:00', closes: '18:00' },
    ],
    rules: [
      { kind: 'special_from', dayOffset: -3, note: '特装展位 D−3 起进场施工', noteEn: 'Special (raw-space) builds may start on day −3' },
      { kind: 'standard_from', dayOffset: -1, note: '标准展位 D−1 进场布置', noteEn: 'Shell-scheme booths are dressed on day −1' },
      {
        kind: 'note',
        dayOffset: null,
        note: '施工人员须佩戴布展证，动火作业须提前申请。',
        noteEn: 'Build crews wear build passes; hot work needs a permit in advance.',
      },
    ],
  };
}

/** the booth each planned show keeps free for the demo business's task (tasks.demo.ts links it: demoBooth) */
export const DEMO_TASK_BOOTH = 'A203';
/** the booths of the auto show the factories' demo build quotes are for (factories.demo.ts), kept free as well */
export const DEMO_BUILD_BOOTHS = { show: '上海国际汽车工业展览会', launch: 'A205', cockpit: 'A102' } as const;
const keptFree = new Set<string>([DEMO_TASK_BOOTH, DEMO_BUILD_BOOTHS.launch, DEMO_BUILD_BOOTHS.cockpit]);
/** exhibitors on the demo plans: brands of each show's trade, sold plots show most of them */
const demoExhibitors = [
  '比亚迪',
  '蔚来汽车',
  '华为终端',
  '海尔智家',
  '美的集团',
  '格力电器',
  '大疆创新',
  '小米科技',
  '联想集团',
  '索菲亚家居',
  '欧派家居',
  '东方雨虹',
  '三一重工',
  '宁德时代',
  '隆基绿能',
  '安踏体育',
];

/**
 * The plans look sold as a show fills up (decision 070): about a third of the plots sold (most naming their exhibitor),
 * one in eight reserved, the rest free; the booths of the demo task and the demo build quotes stay free.
 */
async function markDemoPlots(db: Db, exhibitionId: number, seed: number) {
  const halls = await repo.hallsOf(db, exhibitionId);
  let k = seed;
  for (const p of halls.flatMap((h) => h.plots)) {
    k += 1;
    if (keptFree.has(p.number)) continue;
    const sold = k % 3 === 0;
    const reserved = !sold && k % 8 === 1;
    if (!sold && !reserved) continue;
    const exhibitor = demoExhibitors[k % demoExhibitors.length]!;
    await repo.markPlot(db, exhibitionId, p.id, { state: sold ? 'sold' : 'reserved', exhibitor, exhibitorPublic: sold && k % 4 !== 0 });
  }
}

/** The demo show of that title and its booth `number` (the demo tasks post for it), if the show has a plan. */
export async function demoBooth(db: Db, title: string, number = DEMO_TASK_BOOTH): Promise<{ groupid: number; plotId: number } | null> {
  const id = await repo.exhibitionIdByTitle(db, title);
  if (id === undefined) return null;
  const plot = (await repo.hallsOf(db, id)).flatMap((h) => h.plots).find((p) => p.number === number);
  return plot ? { groupid: id, plotId: plot.id } : null;
}

/** The first and last show day of the demo show of that title, if there is one. */
export async function demoShowDays(db: Db, title: string): Promise<{ sdate: string; edate: string } | null> {
  const id = await repo.exhibitionIdByTitle(db, title);
  const ex = id === undefined ? undefined : await repo.findExhibition(db, id);
  return ex ? { sdate: ex.sdate, edate: ex.edate } : null;
}

/**
 * Demo data (modules/demo): the demo business's exhibitions in ten cities, from a month ago to six months
 * ahead, with generated covers (one per industry); three with floor plans, a gallery of their own and build
 * rules; three pending review.
 */
export const exhibitionDemoStep: DemoSeedStep = {
  name: 'exhibitions with floor plans',
  async run(db, ctx, members, now) {
    const c = { ...ctx, db, now: () => now };
    const ids = { business: members.business.id, admin: members.admin.id };
    const covers = new Map<string, string>();
    const venueIds = await venueIdsByName(db, [...new Set(demoExhibitions.map((e) => e.address))]);
    for (const [i, e] of demoExhibitions.entries()) await seedOne(c, db, e, i, ids, now, covers, venueIds);
  },
};

/** A prepared demo image's build schedules moved by `days` with the rest of its dates (modules/demo/demo.image.ts). */
export async function moveDemoScheduleDays(db: Db, days: number) {
  await db.execute(sql`
    update exhibitions set build_schedule = jsonb_set(build_schedule, '{days}', (
      select coalesce(jsonb_agg(d || jsonb_build_object('day', to_char((d->>'day')::date + ${days}::int, 'YYYY-MM-DD')) order by o), '[]'::jsonb)
      from jsonb_array_elements(build_schedule->'days') with ordinality as e(d, o)))
    where build_schedule is not null and jsonb_typeof(build_schedule->'days') = 'array'`);
}
