/**
 * The demo exhibitions (exhibitions.demo.ts): real-sounding shows across ten cities, in both languages.
 * Venue names go into `address`, each a demo venue's (linked, so an English page names it in English, decision 087).
 * Starts are days from now.
 */
export interface DemoExhibition {
  zh: string;
  en: string;
  city: string;
  industry: string;
  address: string;
  addressEn: string;
  /** m² */
  area: number;
  exhibitors: number;
  /** first day, days from now */
  start: number;
  days: number;
  organiser: string;
  organiserEn: string;
}

/** zh | en | city | industry | venue (zh) | venue (en) | area m² | exhibitors | first day (days from now) | days */
const table = `
上海国际汽车工业展览会 | Shanghai International Auto Show | 上海 | auto | 国家会展中心（上海） | National Exhibition and Convention Center (Shanghai) | 360000 | 1000 | 24 | 10
中国国际工业博览会 | China International Industry Fair | 上海 | machinery | 国家会展中心（上海） | National Exhibition and Convention Center (Shanghai) | 300000 | 2800 | 62 | 5
上海国际家具博览会 | Furniture Expo Shanghai | 上海 | furniture | 上海新国际博览中心 | Shanghai New International Expo Centre | 150000 | 1500 | -12 | 4
中国国际医疗器械博览会 | China International Medical Equipment Fair | 上海 | medical | 国家会展中心（上海） | National Exhibition and Convention Center (Shanghai) | 200000 | 4000 | 118 | 4
上海国际食品饮料博览会 | Shanghai International Food & Beverage Expo | 上海 | food | 上海新国际博览中心 | Shanghai New International Expo Centre | 120000 | 3000 | 35 | 3
上海国际纺织面料博览会 | Shanghai International Textile Fabrics Expo | 上海 | textile | 国家会展中心（上海） | National Exhibition and Convention Center (Shanghai) | 90000 | 1200 | 150 | 3
上海国际光伏与智慧能源展 | Shanghai International Photovoltaic & Smart Energy Expo | 上海 | energy | 国家会展中心（上海） | National Exhibition and Convention Center (Shanghai) | 180000 | 1700 | 86 | 3
北京国际汽车展览会 | Beijing International Auto Show | 北京 | auto | 中国国际展览中心（顺义馆） | China International Exhibition Center (Shunyi) | 220000 | 1200 | 98 | 10
北京国际科技产业博览会 | Beijing International Technology Industry Expo | 北京 | electronics | 北京国家会议中心 | China National Convention Center | 60000 | 800 | 14 | 4
北京国际图书博览会 | Beijing International Book Fair | 北京 | culture | 中国国际展览中心（顺义馆） | China International Exhibition Center (Shunyi) | 80000 | 1600 | -25 | 5
北京国际建筑装饰博览会 | Beijing International Building Decoration Expo | 北京 | building | 中国国际展览中心（顺义馆） | China International Exhibition Center (Shunyi) | 45000 | 600 | 70 | 3
北京国际医疗器械展览会 | Beijing International Medical Device Expo | 北京 | medical | 北京国家会议中心 | China National Convention Center | 30000 | 500 | 132 | 3
广州国际汽车展览会 | Guangzhou International Auto Show | 广州 | auto | 中国进出口商品交易会展馆 | China Import and Export Fair Complex | 220000 | 900 | 160 | 10
中国（广州）国际建筑装饰博览会 | China (Guangzhou) International Building Decoration Fair | 广州 | building | 中国进出口商品交易会展馆 | China Import and Export Fair Complex | 400000 | 2000 | 40 | 4
广州国际照明展览会 | Guangzhou International Lighting Exhibition | 广州 | electronics | 中国进出口商品交易会展馆 | China Import and Export Fair Complex | 200000 | 2500 | 109 | 4
中国（广州）国际家具博览会 | China International Furniture Fair (Guangzhou) | 广州 | furniture | 中国进出口商品交易会展馆 | China Import and Export Fair Complex | 750000 | 4000 | 8 | 4
广州国际食品展览会 | Guangzhou International Food Expo | 广州 | food | 中国进出口商品交易会展馆 | China Import and Export Fair Complex | 40000 | 900 | -5 | 3
深圳国际消费电子展 | Shenzhen International Consumer Electronics Fair | 深圳 | electronics | 深圳国际会展中心 | Shenzhen World Exhibition & Convention Center | 100000 | 1800 | 30 | 3
中国国际高新技术成果交易会 | China Hi-Tech Fair | 深圳 | electronics | 深圳国际会展中心 | Shenzhen World Exhibition & Convention Center | 400000 | 4000 | 140 | 5
深圳国际新能源汽车博览会 | Shenzhen International New Energy Auto Show | 深圳 | auto | 深圳会展中心（福田） | Shenzhen Convention & Exhibition Center (Futian) | 80000 | 400 | 52 | 4
深圳国际文化产业博览交易会 | China (Shenzhen) International Cultural Industries Fair | 深圳 | culture | 深圳国际会展中心 | Shenzhen World Exhibition & Convention Center | 120000 | 2500 | 175 | 5
深圳国际服装供应链博览会 | Shenzhen International Apparel Supply Chain Expo | 深圳 | textile | 深圳会展中心（福田） | Shenzhen Convention & Exhibition Center (Futian) | 50000 | 900 | -20 | 3
成都国际汽车展览会 | Chengdu International Auto Show | 成都 | auto | 中国西部国际博览城 | Western China International Expo City | 200000 | 800 | 1 | 10
中国西部国际博览会 | Western China International Fair | 成都 | machinery | 中国西部国际博览城 | Western China International Expo City | 180000 | 3000 | 76 | 5
全国糖酒商品交易会 | China Food & Drinks Fair | 成都 | food | 中国西部国际博览城 | Western China International Expo City | 320000 | 6000 | 125 | 3
成都国际家具工业展览会 | Chengdu International Furniture Industry Expo | 成都 | furniture | 成都世纪城新国际会展中心 | Chengdu Century City New International Convention & Exhibition Center | 60000 | 700 | 45 | 4
杭州国际动漫节 | China International Cartoon & Animation Festival (Hangzhou) | 杭州 | culture | 杭州国际博览中心 | Hangzhou International Expo Center | 50000 | 600 | 20 | 6
杭州国际智慧城市博览会 | Hangzhou International Smart City Expo | 杭州 | electronics | 杭州国际博览中心 | Hangzhou International Expo Center | 40000 | 500 | 90 | 3
杭州国际纺织服装供应链博览会 | Hangzhou International Textile & Apparel Supply Chain Expo | 杭州 | textile | 杭州国际博览中心 | Hangzhou International Expo Center | 35000 | 650 | 144 | 3
杭州国际汽车展览会 | Hangzhou International Auto Show | 杭州 | auto | 杭州国际博览中心 | Hangzhou International Expo Center | 70000 | 300 | -2 | 7
南京国际汽车展览会 | Nanjing International Auto Show | 南京 | auto | 南京国际博览中心 | Nanjing International Expo Center | 90000 | 350 | 57 | 7
南京国际智能制造博览会 | Nanjing International Intelligent Manufacturing Expo | 南京 | machinery | 南京国际博览中心 | Nanjing International Expo Center | 50000 | 700 | 12 | 3
南京国际医疗器械展览会 | Nanjing International Medical Equipment Expo | 南京 | medical | 南京国际博览中心 | Nanjing International Expo Center | 25000 | 450 | 101 | 3
南京国际绿色建筑博览会 | Nanjing International Green Building Expo | 南京 | building | 南京国际博览中心 | Nanjing International Expo Center | 30000 | 400 | 168 | 3
武汉国际汽车展览会 | Wuhan International Auto Show | 武汉 | auto | 武汉国际博览中心 | Wuhan International Expo Center | 110000 | 400 | 66 | 9
中国光谷国际光电子博览会 | Optics Valley of China International Optoelectronic Expo | 武汉 | electronics | 武汉国际博览中心 | Wuhan International Expo Center | 60000 | 800 | 27 | 3
武汉国际食品博览会 | Wuhan International Food Expo | 武汉 | food | 武汉国际博览中心 | Wuhan International Expo Center | 40000 | 900 | 112 | 3
中部国际装备制造业博览会 | Central China International Equipment Manufacturing Expo | 武汉 | machinery | 武汉国际博览中心 | Wuhan International Expo Center | 100000 | 1200 | -28 | 4
西安国际汽车展览会 | Xi'an International Auto Show | 西安 | auto | 西安国际会展中心 | Xi'an International Convention & Exhibition Center | 100000 | 350 | 80 | 9
丝绸之路国际博览会 | Silk Road International Expo | 西安 | culture | 西安国际会展中心 | Xi'an International Convention & Exhibition Center | 120000 | 2000 | 38 | 5
西安国际新能源博览会 | Xi'an International New Energy Expo | 西安 | energy | 西安国际会展中心 | Xi'an International Convention & Exhibition Center | 40000 | 500 | 155 | 3
重庆国际汽车展览会 | Chongqing International Auto Show | 重庆 | auto | 重庆国际博览中心 | Chongqing International Expo Center | 200000 | 700 | 4 | 9
中国国际智能产业博览会 | Smart China Expo | 重庆 | electronics | 重庆国际博览中心 | Chongqing International Expo Center | 200000 | 1000 | 128 | 4
中国国际摩托车博览会 | China International Motorcycle Trade Exhibition | 重庆 | auto | 重庆国际博览中心 | Chongqing International Expo Center | 120000 | 900 | 48 | 4
重庆国际火锅产业博览会 | Chongqing International Hot Pot Industry Expo | 重庆 | food | 重庆国际博览中心 | Chongqing International Expo Center | 35000 | 600 | 16 | 3
`;

const rows = table
  .trim()
  .split('\n')
  .map((line) => line.split(' | '));

const organisers: Record<string, [string, string]> = {
  auto: ['中国汽车工业协会', 'China Association of Automobile Manufacturers'],
  machinery: ['中国机械工业联合会', 'China Machinery Industry Federation'],
  furniture: ['中国家具协会', 'China National Furniture Association'],
  medical: ['中国医疗器械行业协会', 'China Association for Medical Devices Industry'],
  food: ['中国食品工业协会', 'China National Food Industry Association'],
  textile: ['中国纺织工业联合会', 'China National Textile and Apparel Council'],
  energy: ['中国可再生能源学会', 'Chinese Renewable Energy Society'],
  electronics: ['中国电子信息行业联合会', 'China Electronics and Information Industry Federation'],
  culture: ['中国文化产业协会', 'China Cultural Industry Association'],
  building: ['中国建筑装饰协会', 'China Building Decoration Association'],
};

export const demoExhibitions: DemoExhibition[] = rows.map(([zh, en, city, industry, address, addressEn, area, exhibitors, start, days]) => ({
  zh: zh!,
  en: en!,
  city: city!,
  industry: industry!,
  address: address!,
  addressEn: addressEn!,
  area: Number(area),
  exhibitors: Number(exhibitors),
  start: Number(start),
  days: Number(days),
  organiser: organisers[industry!]![0],
  organiserEn: organisers[industry!]![1],
}));

/** entries left pending for the admin's review queue (by title) */
export const demoPending = new Set(['南京国际绿色建筑博览会', '西安国际新能源博览会', '重庆国际火锅产业博览会']);

/** entries with a floor plan (two halls of booth plots) and build rules, by title */
export const demoPlans: Record<
  string,
  { rules: { maxHeightCm: number; maxStoreys: number; rigging: boolean; fireNotes: string; fireNotesEn: string } }
> = {
  上海国际汽车工业展览会: {
    rules: {
      maxHeightCm: 600,
      maxStoreys: 2,
      rigging: true,
      fireNotes: '特装展台须使用阻燃材料（B1 级以上），二层展台须提交结构安全计算书。',
      fireNotesEn: 'Custom stands must use flame-retardant materials (class B1 or better); two-storey stands need a structural safety report.',
    },
  },
  深圳国际消费电子展: {
    rules: {
      maxHeightCm: 450,
      maxStoreys: 1,
      rigging: false,
      fireNotes: '不允许吊点；展台内须配备灭火器，电路须由场馆指定电工接驳。',
      fireNotesEn: 'No rigging; every stand needs a fire extinguisher, and power is connected by the venue’s electricians only.',
    },
  },
  '中国（广州）国际建筑装饰博览会': {
    rules: {
      maxHeightCm: 500,
      maxStoreys: 1,
      rigging: true,
      fireNotes: '木结构须刷防火涂料，疏散通道宽度不少于 3 米。',
      fireNotesEn: 'Timber structures must be coated with fire-retardant paint; escape aisles at least 3 m wide.',
    },
  },
};
