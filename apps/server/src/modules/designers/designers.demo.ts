import type { Viewer } from '../../platform/context.js';
import { hallPng, standPng } from '../../lib/demo-images.js';
import { createMember, updateMember } from '../accounts/members.service.js';
import { DEMO_PASSWORD, type DemoSeedStep } from '../demo/demo.service.js';
import { evaluate } from '../evaluations/evaluations.service.js';
import { storeServerImage } from '../files/files.service.js';
import { demoCompletedTask, demoMarketHistory } from '../tasks/tasks.service.js';
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
/**
 * What a portfolio shows (issue 32: 21 designers shared six titles): [brand, show, what was built in Chinese, the
 * same in English, its size]. Each designer gets their own three or four, none shared with another.
 */
const projects: Array<[string, string, string, string, string]> = [
  ['蔚星汽车', '上海国际车展', '岛型双层展台', 'two-storey island stand', '24×18 m'],
  ['极光新能源', '北京国际车展', '新车发布展台', 'launch stand', '18×12 m'],
  ['森沐家居', '广州家博会', '整装样板展厅', 'room-set showroom', '15×10 m'],
  ['澜庭卫浴', '上海厨卫展', '半岛展台', 'peninsula stand', '12×9 m'],
  ['启明医疗', '中国医疗器械博览会', '设备演示展台', 'equipment demo stand', '12×12 m'],
  ['安康影像', '深圳医疗展', '转角展台', 'corner stand', '9×6 m'],
  ['云栖科技', '世界人工智能大会', '互动体验展区', 'interactive zone', '20×15 m'],
  ['芯动半导体', '慕尼黑上海电子展', '岛型展台', 'island stand', '10×10 m'],
  ['茶语春秋', '杭州文博会', '新中式展台', 'New Chinese stand', '9×6 m'],
  ['川味坊', '成都糖酒会', '试饮吧台展台', 'tasting-bar stand', '8×6 m'],
  ['海盐精酿', '青岛国际啤酒节', '户外快闪美陈', 'outdoor pop-up', '12×8 m'],
  ['璞玉珠宝', '深圳国际珠宝展', '精品展柜展台', 'boutique stand', '6×6 m'],
  ['织锦纺织', '上海纺织面料展', '面料墙展台', 'fabric-wall stand', '9×9 m'],
  ['光域照明', '广州国际照明展', '暗房灯光展厅', 'dark-room lighting hall', '15×12 m'],
  ['岩境建材', '厦门石材展', '岩板铺贴展台', 'slab showcase stand', '12×9 m'],
  ['小鹿母婴', '上海 CBME 孕婴童展', '亲子互动展台', 'family play stand', '9×6 m'],
  ['玖悦美妆', '中国美博会', '试妆快闪店', 'make-up pop-up', '8×8 m'],
  ['远航船舶', '中国国际海事展', '模型展示展台', 'model display stand', '15×9 m'],
  ['丰禾农业', '中国国际农交会', '生态展馆规划', 'eco pavilion plan', '30×20 m'],
  ['智行物流', '亚洲物流双年展', '双开口展台', 'corner stand', '9×6 m'],
  ['云端教育', '中国教育装备展', '智慧教室展区', 'smart classroom zone', '12×10 m'],
  ['星途文旅', '中国国际旅游交易会', '城市形象展馆', 'city pavilion', '24×12 m'],
  ['锐科机器人', '中国国际工业博览会', '机器人演示展台', 'robot demo stand', '18×9 m'],
  ['恒泰电力', '国际电力设备展', '双层洽谈展台', 'two-storey meeting stand', '15×15 m'],
  ['鲜果说', '中国国际食品展', '冷链陈列展台', 'chilled display stand', '6×3 m'],
  ['墨白设计周', '北京国际设计周', '主题装置美陈', 'installation', '10×10 m'],
  ['聚能电池', '深圳国际电池展', '电池剖面展台', 'battery cutaway stand', '12×6 m'],
  ['骏马体育', '中国体育用品博览会', '运动体验展台', 'sports experience stand', '12×12 m'],
  ['青禾茶饮', '广州国际餐饮展', '门店样板展台', 'shop-sample stand', '6×6 m'],
  ['瀚海游艇', '上海国际游艇展', '码头展区', 'marina zone', '30×15 m'],
  ['锦程汽车', '广州国际车展', '发布会舞台', 'launch stage', '20×10 m'],
  ['华章出版', '北京国际图书博览会', '书墙展台', 'book-wall stand', '9×6 m'],
  ['悦居智能', '中国家电博览会', '智能家居体验馆', 'smart-home hall', '18×12 m'],
  ['天工机床', '中国国际机床展', '重型设备展台', 'heavy machinery stand', '24×15 m'],
  ['暖阳光伏', 'SNEC 光伏展', '光伏屋顶展台', 'solar-roof stand', '15×10 m'],
  ['蓝鲸游戏', 'ChinaJoy 数码娱乐展', '电竞舞台', 'e-sports stage', '20×12 m'],
  ['安途户外', '亚洲户外用品展', '露营场景展台', 'camping-scene stand', '12×9 m'],
  ['白鹭航空', '珠海航展', '模拟舱展区', 'simulator zone', '20×20 m'],
  ['稻香米业', '中国粮油展', '谷仓主题展台', 'granary-themed stand', '9×9 m'],
  ['繁花丝绸', '中国丝绸博览会', '新中式展厅', 'New Chinese showroom', '12×10 m'],
  ['极客无人机', '深圳高交会', '飞行表演展区', 'flight demo zone', '18×12 m'],
  ['朗润酒店', '酒店用品博览会', '客房样板间', 'sample guest room', '8×6 m'],
  ['简木家具', '东莞名家具展', '原木风展台', 'natural-wood stand', '12×6 m'],
  ['云锦婚庆', '中国婚博会', '婚礼舞台美陈', 'wedding stage styling', '15×8 m'],
  ['立方建筑', '上海国际建筑展', '模块化展亭', 'modular pavilion', '10×10 m'],
  ['沐光眼镜', '上海国际眼镜展', '试戴体验展台', 'try-on stand', '6×6 m'],
  ['北辰仪器', '北京分析测试仪器展', '实验室展台', 'laboratory stand', '9×6 m'],
  ['潮声音响', '广州专业灯光音响展', '声学体验房', 'listening room', '10×8 m'],
  ['松间香氛', '上海国际香料展', '香氛快闪店', 'fragrance pop-up', '6×4 m'],
  ['万象商业', '中国购物中心大会', '招商展区', 'leasing zone', '18×10 m'],
];
const years = [6, 9, 4, 12, 7, 3, 10, 8, 5, 15, 6, 4, 2, 11, 7, 9, 5, 8, 6, 4, 13];

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
        descr: `${prov}${strt}的会展设计师，从业 ${years[i + 1]} 年，服务过汽车、医疗、消费电子等行业品牌。`,
        createdAt: new Date(now.getTime() - (designers.length - i) * 86_400_000 * 7),
        updatedAt: now,
      });
      all.push({ m, specialties, ratings });
    }
    let made = 0;
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
      // three or four projects of their own (the demo designer's first, then in turn): a brand's stand at a show
      const count = 3 + (i % 2);
      for (let w = 0; w < count; w++) {
        const k = made++;
        const [brand, show, zh, , size] = projects[k % projects.length]!;
        const year = 2025 - Math.floor(k / projects.length);
        const hue = (i * 37 + w * 71) % 360;
        const images: string[] = [];
        for (let p = 0; p < 3; p++) {
          const png =
            p < 2 ? await standPng(brand, (hue + p * 25) % 360, i * 5 + w * 3 + p, 640, 400) : await hallPng(hue, i * 7 + w * 3 + p, 640, 400);
          images.push(await storeServerImage(c, db, d.m.id, 'work', `work-${i}-${w}-${p + 1}.png`, png));
        }
        await uploadWork(c, viewer, 'zh-CN', {
          title: `${year} ${show} ${brand}${zh}`,
          descr: `${brand}在${year} ${show}的${zh}（${size}）：从概念、效果图到施工图与现场搭建配合。`,
          category: d.specialties[w % d.specialties.length]!,
          style: styles[(i + w) % styles.length]!,
          exhibitionId: null,
          images,
          cover: images[0]!,
          visibility: 'public',
        });
      }
    }
    // the market's past prices for the budget guidance (decision 075): four more completed tasks each, in the designer's
    // city (a district's is its province's, e.g. 上海), for the past client; the demo designer's lists stay as they are
    const cityOf = (m: (typeof all)[number]['m']) => (m.strt && !m.strt.endsWith('区') ? m.strt : m.prov);
    const market = all.slice(1).map((d) => ({ id: d.m.id, city: cityOf(d.m) }));
    await demoMarketHistory(db, { publisherId: business.id, designers: market, now });
    await refreshDesignerFigures(c);
  },
};
