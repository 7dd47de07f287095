import { daysAfter, shanghaiDay } from '@boothhub/shared';
import type { DemoSeedStep } from '../demo/demo.service.js';
import { storeServerImage } from '../files/files.service.js';
import { toSearchVector } from '../../lib/search.js';
import { seedDemoVenues } from '../venues/venues.service.js';
import { coverPng, hallPng } from '../../lib/demo-images.js';
import * as repo from './conventions.repository.js';

/** Demo conventions: [title, English title, industry, capacity, days from now, length in days]. */
const CONVENTIONS: Array<[string, string, string, number, number, number]> = [
  ['2026 中国汽车产业发展峰会', 'China Automotive Industry Summit 2026', 'auto', 1500, 6, 2],
  ['新能源汽车技术大会', 'New Energy Vehicle Technology Conference', 'auto', 800, 14, 2],
  ['中国国际消费电子论坛', 'China International Consumer Electronics Forum', 'electronics', 2000, 10, 3],
  ['人工智能开发者大会', 'AI Developers Conference', 'electronics', 3000, 21, 2],
  ['智能制造创新峰会', 'Smart Manufacturing Innovation Summit', 'machinery', 600, 28, 1],
  ['绿色建筑与建材论坛', 'Green Building and Materials Forum', 'building', 400, 35, 2],
  ['中国医疗器械创新大会', 'China Medical Device Innovation Congress', 'medical', 1200, 40, 3],
  ['国际健康产业年会', 'International Health Industry Annual Meeting', 'medical', 900, 47, 2],
  ['中国食品饮料创新峰会', 'China Food and Beverage Innovation Summit', 'food', 700, 55, 2],
  ['时尚纺织品牌大会', 'Fashion and Textile Brands Conference', 'textile', 500, 62, 1],
  ['家居设计趋势论坛', 'Home Design Trends Forum', 'furniture', 350, 70, 1],
  ['全球能源转型大会', 'Global Energy Transition Conference', 'energy', 2500, 78, 3],
  ['碳中和与环保技术峰会', 'Carbon Neutrality and Clean Tech Summit', 'energy', 1100, 85, 2],
  ['新消费品牌增长大会', 'New Consumer Brands Growth Conference', 'consumer', 1600, 92, 2],
  ['文化创意产业博览论坛', 'Cultural and Creative Industries Forum', 'culture', 450, 100, 2],
  ['智慧农业发展大会', 'Smart Agriculture Development Conference', 'agriculture', 300, 110, 1],
  ['会展业数字化转型峰会', 'Exhibition Industry Digital Transformation Summit', 'culture', 800, 118, 2],
  ['国际教育创新论坛', 'International Education Innovation Forum', 'education', 650, 126, 2],
  ['金融科技年度峰会', 'Annual Fintech Summit', 'finance', 1800, 135, 2],
  ['中国展台设计师年会', 'China Booth Designers Annual Meeting', 'culture', 250, 142, 1],
  ['半导体产业链合作大会', 'Semiconductor Supply Chain Conference', 'electronics', 1400, 150, 3],
  ['跨境电商生态大会', 'Cross-border E-commerce Ecosystem Conference', 'consumer', 2200, 160, 2],
  ['机器人产业应用论坛', 'Robotics Applications Forum', 'machinery', 500, 170, 1],
  ['城市更新与建筑设计大会', 'Urban Renewal and Architecture Conference', 'building', 700, 176, 2],
];
/** the last two wait in the admin's review queue */
const PENDING = 2;

/**
 * Demo venues (venues module) and conventions at them (DEMO_DATA=1): ≥20 approved conventions over the
 * next six months in both languages, two pending for the admin queue.
 */
export const conventionsDemoStep: DemoSeedStep = {
  name: 'venues and conventions',
  async run(db, ctx, members, now) {
    const venues = await seedDemoVenues(ctx, db, members.admin.id, now);
    // every convention its own cover with its own name on it (a shared cover showed another event's name); the
    // detail's pictures are hall views without a name, so they never name another event either
    const covers = await Promise.all(CONVENTIONS.map(([, titleEn], i) => coverPng(titleEn, 20 + i * 45, i + 3)));
    const coverIds: string[] = [];
    for (const [i, png] of covers.entries())
      coverIds.push(await storeServerImage(ctx, db, members.business.id, 'exhibition', `convention-${i + 1}.png`, png));
    const halls = await Promise.all([0, 1, 2, 3].map((i) => hallPng(30 + i * 80, i + 2)));
    const hallIds: string[] = [];
    for (const [i, png] of halls.entries())
      hallIds.push(await storeServerImage(ctx, db, members.business.id, 'exhibition', `convention-hall-${i + 1}.png`, png));
    for (const [i, [title, titleEn, industry, sizes, from, days]] of CONVENTIONS.entries()) {
      const venue = venues[(i * 7) % venues.length]!;
      const sdate = shanghaiDay(daysAfter(now, from));
      const edate = shanghaiDay(daysAfter(now, from + days - 1));
      const pending = i >= CONVENTIONS.length - PENDING;
      const descr = `${title}汇聚行业领袖与专家，围绕技术趋势、市场机遇与合作展开交流，预计 ${sizes} 人参会。`;
      const descrEn = `${titleEn} brings together industry leaders and experts on technology trends, markets and partnerships; about ${sizes} attendees.`;
      await repo.insertConvention(db, {
        publisherId: i % 4 === 3 ? members.admin.id : members.business.id,
        title,
        titleEn,
        descr,
        descrEn,
        sizes,
        contacter: '王经理',
        phone: '021-62345678',
        sdate,
        edate,
        addrs: `${venue.city}${venue.address}`,
        content: `<h3>会议议程</h3><p>${descr}</p><ul><li>主旨演讲</li><li>圆桌讨论</li><li>商务对接</li></ul>`,
        contentEn: `<h3>Agenda</h3><p>${descrEn}</p><ul><li>Keynotes</li><li>Panel discussions</li><li>Business matchmaking</li></ul>`,
        city: venue.city,
        industry,
        venueId: venue.id,
        cover: coverIds[i]!,
        pictures: [hallIds[i % hallIds.length]!, hallIds[(i + 1) % hallIds.length]!],
        status: pending ? 'pending' : 'approved',
        reviewedBy: pending ? null : members.admin.id,
        reviewedAt: pending ? null : now,
        publishedAt: pending ? null : now,
        createdAt: now,
        updatedAt: now,
        search: toSearchVector(title, titleEn, descr, descrEn, venue.city, venue.address),
      });
    }
  },
};
