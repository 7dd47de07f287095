/**
 * The demo accounts created on an empty database when DEMO_DATA=1 (README, e2e
 * tests and other modules' demo steps use these). No imports, so anything may
 * import this file cheaply.
 */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS = {
  designer: {
    phone: '13800000001',
    role: 'designer',
    nickname: '演示设计师 Demo Designer',
    prov: '上海',
    strt: '浦东新区',
    descr: '十年展台设计经验，擅长特装展台与科技类展会。',
  },
  business: {
    phone: '13800000002',
    role: 'business',
    nickname: '演示企业 Demo Exhibitor',
    prov: '广东',
    strt: '深圳',
    descr: '每年参加十余场国内外展会的智能硬件企业。',
  },
  admin: {
    phone: '13800000003',
    role: 'admin',
    nickname: '演示管理员 Demo Admin',
    prov: '北京',
    strt: '朝阳区',
    descr: 'BoothHub 平台运营。',
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
