import type { Viewer } from '../../platform/context.js';
import { coverPng, hallPng } from '../../lib/demo-images.js';
import { createMember, updateMember } from '../accounts/members.service.js';
import { DEMO_PASSWORD, type DemoSeedStep } from '../demo/demo.service.js';
import { evaluate } from '../evaluations/evaluations.service.js';
import { storeServerImage } from '../files/files.service.js';
import { demoCompletedTask } from '../tasks/tasks.service.js';
import { refreshDesignerFigures, setSpecialties } from './profile.service.js';
import { uploadWork } from './works.service.js';

/** A past client's rating of a task, one digit each: attitude (taidu), speed (sudu), quality (pinzhi). */
type Rating = `${1 | 2 | 3 | 4 | 5}${1 | 2 | 3 | 4 | 5}${1 | 2 | 3 | 4 | 5}`;

/** 20 designers: [nickname, prov, strt, specialties, the ratings of their past tasks] */
const designers: Array<[string, string, string, string[], Rating[]]> = [
  ['林晓 Lin Xiao', '上海', '浦东新区', ['booth', 'hall'], ['555', '545', '554']],
  ['陈一鸣 Chen Yiming', '上海', '徐汇区', ['booth', 'event'], ['544', '445']],
  ['王珊 Wang Shan', '上海', '静安区', ['stage', 'event'], ['444', '544']],
  ['赵磊 Zhao Lei', '上海', '闵行区', ['pavilion', 'booth'], ['343', '433']],
  ['周婷 Zhou Ting', '上海', '长宁区', ['hall'], ['555']],
  ['吴昊 Wu Hao', '上海', '杨浦区', ['booth'], []],
  ['郑可 Zheng Ke', '北京', '朝阳区', ['booth', 'stage'], ['554', '455']],
  ['孙悦 Sun Yue', '北京', '海淀区', ['hall', 'pavilion'], ['443']],
  ['李强 Li Qiang', '北京', '东城区', ['event'], ['545', '555', '454', '555']],
  ['黄敏 Huang Min', '广东', '深圳', ['booth', 'hall'], ['555', '445']],
  ['何志远 He Zhiyuan', '广东', '深圳', ['booth'], ['334']],
  ['罗佳 Luo Jia', '广东', '广州', ['stage', 'event'], ['454', '444']],
  ['梁晨 Liang Chen', '广东', '广州', ['pavilion'], []],
  ['徐静 Xu Jing', '浙江', '杭州', ['booth', 'hall'], ['545']],
  ['马骏 Ma Jun', '浙江', '杭州', ['event'], ['444']],
  ['朱琳 Zhu Lin', '江苏', '南京', ['hall'], ['554', '544']],
  ['胡斌 Hu Bin', '江苏', '苏州', ['booth', 'pavilion'], ['434']],
  ['高雅 Gao Ya', '四川', '成都', ['stage'], ['555', '554']],
  ['宋涛 Song Tao', '湖北', '武汉', ['booth'], ['445']],
  ['唐雪 Tang Xue', '重庆', '渝中区', ['event', 'booth'], ['344']],
];

const styles = ['modern', 'tech', 'luxury', 'natural', 'industrial', 'chinese', 'creative'];
const workTitles: Array<[string, string]> = [
  ['新能源汽车岛型展台', 'EV Island Stand'],
  ['智能家居体验展厅', 'Smart Home Showroom'],
  ['品牌发布会主舞台', 'Launch Event Stage'],
  ['医疗器械双层展台', 'Medical Two-Storey Stand'],
  ['文旅展馆规划', 'Culture Pavilion Plan'],
  ['美妆快闪店美陈', 'Beauty Pop-up Styling'],
];

/**
 * Demo data (modules/demo): 20 designers (phones 13900000001–13900000020, the demo password), most with a few
 * past tasks of a past client (13900000099) who evaluated them (ratings),
 * specialties and two or three public works with generated pictures; then the directory's figures are computed.
 */
export const designersDemoStep: DemoSeedStep = {
  name: 'designers with works and ratings',
  async run(db, ctx, members, now) {
    const c = { ...ctx, db, now: () => now };
    // the past tasks that the ratings come from have their own client, so the demo business's lists stay as they are
    const client = await createMember(
      db,
      { phone: '13900000099', password: DEMO_PASSWORD, role: 'business', nickname: '历史项目客户 Past Projects Co.' },
      now,
    );
    const business = await updateMember(db, client.id, { prov: '上海', strt: '浦东新区', updatedAt: now });
    const businessViewer: Viewer = { id: business.id, cardno: business.cardno, role: 'business', banned: false, sessionId: 0 };
    // the demo designer gets specialties and works but no past tasks: its task lists stay as the tasks demo makes them
    const all: Array<{ m: typeof members.designer; specialties: string[]; ratings: Rating[] }> = [
      { m: members.designer, specialties: ['booth', 'hall'], ratings: [] },
    ];
    for (const [i, [nickname, prov, strt, specialties, ratings]] of designers.entries()) {
      const created = await createMember(
        db,
        { phone: `1390000${String(i + 1).padStart(4, '0')}`, password: DEMO_PASSWORD, role: 'designer', nickname },
        now,
      );
      const m = await updateMember(db, created.id, {
        prov,
        strt,
        descr: `${prov}${strt}的会展设计师，专注${specialties.length}类项目。Exhibition designer in ${prov}, ${specialties.length} specialties.`,
        createdAt: new Date(now.getTime() - (designers.length - i) * 86_400_000 * 7),
        updatedAt: now,
      });
      all.push({ m, specialties, ratings });
    }
    for (const [i, d] of all.entries()) {
      const viewer: Viewer = { id: d.m.id, cardno: d.m.cardno, role: 'designer', banned: false, sessionId: 0 };
      await setSpecialties(c, viewer, { specialties: d.specialties });
      for (const [k, rating] of d.ratings.entries()) {
        const [taidu, sudu, pinzhi] = [...rating].map(Number) as [number, number, number];
        const taskId = await demoCompletedTask(db, {
          publisherId: business.id,
          designerId: d.m.id,
          title: `${d.m.strt || d.m.prov} 展台设计项目 ${k + 1}`,
          city: d.m.prov,
          cost: 800_000 + k * 100_000,
          now,
          daysAgo: 30 + k * 20,
        });
        await evaluate(c, businessViewer, 'publisher', { id: taskId, taidu, sudu, pinzhi, content: '沟通顺畅，方案专业，按时交付。' });
      }
      const count = 2 + (i % 2);
      for (let w = 0; w < count; w++) {
        const [zh, en] = workTitles[(i + w) % workTitles.length]!;
        const hue = (i * 37 + w * 71) % 360;
        const images: string[] = [];
        for (let p = 0; p < 3; p++) {
          const png = p === 0 ? await coverPng(en, hue, i + w, 640, 400) : await hallPng(hue, i * 7 + w * 3 + p, 640, 400);
          images.push(await storeServerImage(c, db, d.m.id, 'work', `${en}-${p + 1}.png`, png));
        }
        await uploadWork(c, viewer, 'zh-CN', {
          title: `${zh} ${en}`,
          descr: `${zh}：从概念到施工图的完整方案。${en}: from concept to construction drawings.`,
          category: d.specialties[w % d.specialties.length]!,
          style: styles[(i + w) % styles.length]!,
          exhibitionId: null,
          images,
          cover: images[0]!,
          visibility: 'public',
        });
      }
    }
    await refreshDesignerFigures(c);
  },
};
