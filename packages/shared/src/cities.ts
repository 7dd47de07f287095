/**
 * The cities' names in both languages (issue 32 item 10, decision 081): a row stores its city as it was typed — the
 * Chinese name as a rule — and a page shows it in its own language. The provincial capitals, the municipalities and
 * the other cities that hold fairs; a city not listed is shown as stored.
 */
const CITY_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['北京', 'Beijing'],
  ['上海', 'Shanghai'],
  ['天津', 'Tianjin'],
  ['重庆', 'Chongqing'],
  ['广州', 'Guangzhou'],
  ['深圳', 'Shenzhen'],
  ['成都', 'Chengdu'],
  ['杭州', 'Hangzhou'],
  ['南京', 'Nanjing'],
  ['武汉', 'Wuhan'],
  ['西安', "Xi'an"],
  ['苏州', 'Suzhou'],
  ['宁波', 'Ningbo'],
  ['青岛', 'Qingdao'],
  ['厦门', 'Xiamen'],
  ['长沙', 'Changsha'],
  ['郑州', 'Zhengzhou'],
  ['济南', 'Jinan'],
  ['沈阳', 'Shenyang'],
  ['大连', 'Dalian'],
  ['哈尔滨', 'Harbin'],
  ['长春', 'Changchun'],
  ['石家庄', 'Shijiazhuang'],
  ['太原', 'Taiyuan'],
  ['呼和浩特', 'Hohhot'],
  ['合肥', 'Hefei'],
  ['福州', 'Fuzhou'],
  ['南昌', 'Nanchang'],
  ['南宁', 'Nanning'],
  ['海口', 'Haikou'],
  ['三亚', 'Sanya'],
  ['贵阳', 'Guiyang'],
  ['昆明', 'Kunming'],
  ['拉萨', 'Lhasa'],
  ['兰州', 'Lanzhou'],
  ['西宁', 'Xining'],
  ['银川', 'Yinchuan'],
  ['乌鲁木齐', 'Urumqi'],
  ['东莞', 'Dongguan'],
  ['佛山', 'Foshan'],
  ['珠海', 'Zhuhai'],
  ['无锡', 'Wuxi'],
  ['常州', 'Changzhou'],
  ['义乌', 'Yiwu'],
  ['温州', 'Wenzhou'],
  ['烟台', 'Yantai'],
  ['香港', 'Hong Kong'],
  ['澳门', 'Macao'],
  ['台北', 'Taipei'],
];

/** The provinces and regions (a member's address names one, a designer without a city shows it): found, never suggested. */
const PROVINCE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['河北', 'Hebei'],
  ['山西', 'Shanxi'],
  ['内蒙古', 'Inner Mongolia'],
  ['辽宁', 'Liaoning'],
  ['吉林', 'Jilin'],
  ['黑龙江', 'Heilongjiang'],
  ['江苏', 'Jiangsu'],
  ['浙江', 'Zhejiang'],
  ['安徽', 'Anhui'],
  ['福建', 'Fujian'],
  ['江西', 'Jiangxi'],
  ['山东', 'Shandong'],
  ['河南', 'Henan'],
  ['湖北', 'Hubei'],
  ['湖南', 'Hunan'],
  ['广东', 'Guangdong'],
  ['广西', 'Guangxi'],
  ['海南', 'Hainan'],
  ['四川', 'Sichuan'],
  ['贵州', 'Guizhou'],
  ['云南', 'Yunnan'],
  ['西藏', 'Tibet'],
  ['陕西', 'Shaanxi'],
  ['甘肃', 'Gansu'],
  ['青海', 'Qinghai'],
  ['宁夏', 'Ningxia'],
  ['新疆', 'Xinjiang'],
  ['台湾', 'Taiwan'],
];

const toEn = new Map([...CITY_PAIRS, ...PROVINCE_PAIRS]);
const toZh = new Map([...CITY_PAIRS, ...PROVINCE_PAIRS].map(([zh, en]) => [en.toLowerCase(), zh]));

/** The Chinese names of the listed cities, in the list's order (the forms' suggestions). */
export const CITY_NAMES_ZH: readonly string[] = CITY_PAIRS.map(([zh]) => zh);

/**
 * A city's name in `lang` ('en-US' or 'zh-CN'): a listed city in either language becomes that language's name (市 at
 * the end of a Chinese name is dropped to find it); any other name is answered as it is.
 */
export function cityIn(city: string, lang: string): string {
  const name = city.trim();
  if (lang.startsWith('en')) return toEn.get(name) ?? toEn.get(name.replace(/[市省]$/, '')) ?? city;
  return toZh.get(name.toLowerCase()) ?? city;
}

/**
 * A city as rows store it and the filters compare it: a listed city typed in English ("Shanghai", "xi'an") by its
 * Chinese name, anything else as typed (decision 087).
 */
export const storedCity = (city: string): string => cityIn(city.trim(), 'zh-CN');
