import { isIP } from 'node:net';
import { z } from 'zod';
import { limitsEnv, limitsFrom, type Limits } from './config.limits.js';
import { timersEnv, timersFrom, type Timers } from './config.timers.js';
import { storageEnv, storageFrom, type StorageConfig } from './config.storage.js';
import { wechatpayEnv, wechatpayFrom } from './config.wechatpay.js';
import { alipayEnv, alipayFrom, type AlipaySettings } from './config.alipay.js';
import type { WechatPaySettings } from './lib/wechatpay/client.js';
import { notifyEnv, notifyFrom, type NotifyConfig } from './config.notify.js';
import { smsEnv, smsFrom, type SmsConfig } from './config.sms.js';

/** docs/rules/api.md's configuration variables, parsed and checked once at start. */
const flag = z.enum(['0', '1']).transform((v) => v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * the embedded database's shared buffers (PostgreSQL's shared_buffers), all of it resident from the start: 16MB, not
   * PGlite's 128MB (~115 MB less; the demo's browsing no slower, docs/performance.md "Issue 37")
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,6}(kB|MB|GB)$/, 'a size such as 16MB')
    .default('16MB'),
  PUBLIC_URL: z.url().optional(),
  DEMO_DATA: flag.optional(),
  PAYMENT_SANDBOX: flag.optional(),
  ALLOW_SANDBOX_IN_PRODUCTION: flag.default(false),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the built web client to serve; unset means the default apps/web/dist when it exists */
  WEB_DIST: z.string().optional(),
  /** the web client's server render (decision 076); unset means dist-ssr/entry-server.js beside WEB_DIST's folder */
  WEB_SSR: z.string().optional(),
  /** list totals are exact up to this many rows, then "N+" (lib/paging.ts) */
  LIST_TOTAL_CAP: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** a search ranks this many of the newest matches and its total stops there (lib/search.ts) */
  SEARCH_TOTAL_CAP: z.coerce.number().int().min(1).max(100_000).default(1_000),
  /** how long a shared public answer (the task list) is kept; every write of this instance empties the cache; 0 = off */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  ANSWER_CHECK: z.enum(['strict', 'plain']).optional(),
  NODE_ENV: z.string().optional(),
  /** a bearer token for GET /metrics; unset means /metrics is not served */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, c) => {
      const trust = parseTrustProxy(v);
      if (trust === undefined) c.addIssue({ code: 'custom', message: 'must be 0, false, true, a hop count or a list of addresses/CIDRs' });
      return trust ?? false;
    })
    .default(false),
  ...limitsEnv,
  ...timersEnv,
  ...storageEnv,
  ...wechatpayEnv,
  ...alipayEnv,
  ...notifyEnv,
  ...smsEnv,
});

/** Which peers may set the client address with X-Forwarded-For (Fastify's trustProxy). */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(raw: string): TrustProxy | undefined {
  const v = raw.trim().toLowerCase();
  if (v === '0' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  return list.length && list.every(valid) ? list : undefined;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** PGLITE_SHARED_BUFFERS (db/client.ts) */
  pgliteSharedBuffers?: string;
  publicUrl: string;
  secureCookies: boolean;
  /** SMS_PROVIDER and, for aliyun and tencent, the gateway's settings (config.sms.ts) */
  sms: SmsConfig;
  demoData: boolean;
  paymentSandbox: boolean;
  wechat: { appId?: string; appSecret?: string; apiBase: string; openBase: string };
  logLevel: string;
  webDist?: string;
  webSsr?: string;
  /** caps of list and search totals (docs/decisions/013-totals-and-cursors.md) */
  paging: { totalCap: number; searchCap: number };
  /** ANSWER_CACHE_MS */
  answerCacheMs: number;
  /** ANSWER_CHECK: answers checked against their schemas (`strict`, the default) or sent as they are (`plain`, the default with NODE_ENV=production); platform/answers.ts */
  answerCheck: AnswerCheck;
  /** off by default: X-Forwarded-For is then ignored and the socket's address is the client's */
  trustProxy: TrustProxy;
  /** connection limits, timeouts, shutdown drain, upload quota (config.limits.ts) */
  limits: Limits;
  /** the periodic jobs' beats (config.timers.ts) */
  timers: Timers;
  /** where uploaded files live: DATA_DIR/files or an S3-compatible bucket (config.storage.ts) */
  storage: StorageConfig;
  /** WeChat Pay top-ups (config.wechatpay.ts): unset when not configured, and then not offered */
  wechatpay?: WechatPaySettings;
  /** Alipay top-ups (config.alipay.ts): unset when not configured, and then not offered */
  alipay?: AlipaySettings;
  /** e-mail (SMTP_URL, MAIL_FROM) and the notification outbox (config.notify.ts) */
  notify: NotifyConfig;
  /** GET /metrics needs `Authorization: Bearer <token>`; unset: not served */
  metricsToken?: string;
  /** in-memory embedded database (tests only) */
  memoryDb?: boolean;
}

/** How answers are turned into JSON: checked against their schemas, or sent as they are (platform/answers.ts). */
export type AnswerCheck = 'strict' | 'plain';

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sms = smsFrom(e);
  if (typeof sms === 'string') throw new ConfigError(`Invalid configuration:\n  ${sms}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const demoData = e.DEMO_DATA ?? !e.DATABASE_URL;
  if (e.PAYMENT_SANDBOX && e.DATABASE_URL && !e.ALLOW_SANDBOX_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_SANDBOX: the sandbox credits coins for nothing; with DATABASE_URL it needs ALLOW_SANDBOX_IN_PRODUCTION=1',
    );
  }
  const limits = limitsFrom(e);
  if (typeof limits === 'string') throw new ConfigError(`Invalid configuration:\n  ${limits}`);
  const storage = storageFrom(e);
  if (typeof storage === 'string') throw new ConfigError(`Invalid configuration:\n  ${storage}`);
  const wechatpay = wechatpayFrom(e);
  if (typeof wechatpay === 'string') throw new ConfigError(`Invalid configuration:\n  ${wechatpay}`);
  const alipay = alipayFrom(e);
  if (typeof alipay === 'string') throw new ConfigError(`Invalid configuration:\n  ${alipay}`);
  const notify = notifyFrom(e);
  if (typeof notify === 'string') throw new ConfigError(`Invalid configuration:\n  ${notify}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sms,
    demoData,
    paymentSandbox: e.PAYMENT_SANDBOX ?? demoData,
    wechat: { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, apiBase: e.WECHAT_API_BASE, openBase: e.WECHAT_OPEN_BASE },
    logLevel: e.LOG_LEVEL,
    paging: { totalCap: e.LIST_TOTAL_CAP, searchCap: e.SEARCH_TOTAL_CAP },
    answerCacheMs: e.ANSWER_CACHE_MS,
    answerCheck: e.ANSWER_CHECK ?? (e.NODE_ENV === 'production' ? 'plain' : 'strict'),
    webDist: e.WEB_DIST,
    webSsr: e.WEB_SSR,
    trustProxy: e.TRUST_PROXY,
    limits,
    timers: timersFrom(e),
    storage,
    wechatpay,
    alipay,
    notify,
    metricsToken: e.METRICS_TOKEN,
  };
}
