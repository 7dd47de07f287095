import type { designStyles, designTypes, deliverableKinds } from '@boothhub/shared/contracts/tasks';

/**
 * One demo brief: [[title, address, design type, area m², size, open sides, storeys, style], [deliverables, budget in
 * cents, days from now to the end of recruiting, the start and the end], tips].
 */
export type DemoBrief = readonly [
  readonly [string, string, keyof typeof designTypes, number, string, number, number, keyof typeof designStyles],
  readonly [readonly (keyof typeof deliverableKinds)[], number, readonly [number, number, number]],
  string,
];

/** cities and the halls their shows are held in */
const venues = [
  ['上海', '上海 国家会展中心 4.1 馆'],
  ['北京', '北京 中国国际展览中心（顺义馆）W2 馆'],
  ['广州', '广州 琶洲 广交会展馆 B 区 11.2 馆'],
  ['深圳', '深圳 国际会展中心 12 号馆'],
  ['成都', '成都 世纪城新国际会展中心 3 号馆'],
  ['杭州', '杭州 国际博览中心 1B 馆'],
  ['南京', '南京 国际博览中心 5 号馆'],
  ['武汉', '武汉 国际博览中心 A2 馆'],
  ['西安', '西安 国际会展中心 2 号馆'],
  ['重庆', '重庆 国际博览中心 N3 馆'],
  ['厦门', '厦门 国际会展中心 B3 馆'],
  ['青岛', '青岛 国际会展中心 6 号馆'],
  ['天津', '天津 国家会展中心 S5 馆'],
  ['苏州', '苏州 国际博览中心 C 馆'],
  ['长沙', '长沙 国际会展中心 E2 馆'],
] as const;

/** shows and what an exhibitor there asks for: [show, product, need in Chinese, need in English] */
const shows = [
  ['国际医疗器械博览会', '医疗影像', '设备演示区、洽谈区和一面灯箱墙', 'an equipment demo area, meeting corner and a lightbox wall'],
  ['国际家具博览会', '实木家具', '样板间式陈列、接待台和储物间', 'room-set displays, a reception desk and a store room'],
  ['国际食品饮料展', '精酿饮品', '吧台试饮区、冷柜陈列和品牌墙', 'a tasting bar, chilled displays and a brand wall'],
  ['新能源汽车及零部件展', '动力电池', '电池包剖面展示、互动屏和洽谈桌', 'a battery cutaway, touch screens and meeting tables'],
  ['智能制造装备展', '协作机器人', '机器人演示围栏、视频墙和资料架', 'a robot demo cell, a video wall and brochure racks'],
  ['国际美妆博览会', '护肤品牌', '试妆台、产品陈列柜和打卡拍照点', 'make-up counters, product cabinets and a photo spot'],
  ['文化旅游产业博览会', '城市文旅', '沉浸式投影、特产展示和舞台区', 'immersive projection, local products and a small stage'],
  ['国际教育装备展', '智慧教室', '教室样板、互动白板和体验座位', 'a sample classroom, interactive boards and trial seats'],
  ['国际照明展', 'LED 灯具', '暗房灯光体验区和产品挂墙', 'a dark-room lighting experience and product walls'],
  ['国际建材博览会', '岩板瓷砖', '大板铺贴展示、样品架和洽谈区', 'large-slab installations, sample racks and a meeting area'],
] as const;

const types = ['booth', 'booth', 'hall', 'stage', 'event', 'booth', 'pavilion'] as const;
const typeWords: Record<(typeof types)[number], string> = {
  booth: '特装展台设计',
  hall: '品牌展厅设计',
  stage: '发布会舞台设计',
  event: '开幕活动美陈',
  pavilion: '主题展区规划',
};
const styles = ['modern', 'tech', 'natural', 'luxury', 'industrial', 'chinese', 'creative'] as const;
const widths = [6, 9, 12, 18, 8, 10];
const depths = [6, 6, 9, 12, 8, 6];
const deliverableSets = [
  ['rendering', 'construction'],
  ['rendering', 'plan', 'elevation'],
  ['rendering', 'construction', 'material'],
  ['rendering', 'model'],
  ['rendering', 'construction', 'animation'],
] as const;

/** 30 recruiting briefs over 15 cities, every design type and style, budgets from about ¥9,000 to ¥60,000 */
export const moreDemoBriefs: DemoBrief[] = Array.from({ length: 30 }, (_, i) => {
  const [city, addr] = venues[i % venues.length]!;
  const [show, product, needZh] = shows[(i * 3) % shows.length]!;
  const type = types[i % types.length]!;
  const w = widths[i % widths.length]!;
  const d = depths[(i + 2) % depths.length]!;
  const area = w * d;
  const opens = area >= 150 ? 4 : area >= 80 ? 3 : area >= 50 ? 2 : 1;
  const budget = Math.round((area * 260 + (i % 5) * 1500) / 100) * 100 * 100; // cents, whole hundreds of yuan
  const title = `${city}${show} ${product}${typeWords[type]}`;
  const tips = `${product}品牌参展，需要${needZh}，${opens >= 3 ? '多面开口注意动线' : '靠墙一侧做主视觉'}。`;
  return [
    [title, addr, type, area, `${w}×${d} m`, opens, area >= 150 && i % 2 === 0 ? 2 : 1, styles[i % styles.length]!],
    [deliverableSets[i % deliverableSets.length]!, budget, [12 + (i % 20), 40 + i, 42 + i + (i % 3)]],
    tips,
  ] as const;
});
