import { z } from 'zod';

/** api.md's configuration variables, parsed and checked once at start. */
const flag = z.enum(['0', '1']).transform((v) => v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  SMS_PROVIDER: z.enum(['log', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.url().optional(),
  DEMO_DATA: flag.optional(),
  PAYMENT_SANDBOX: flag.optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the built web client to serve; unset means the default apps/web/dist when it exists */
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
  sms: { provider: 'log' | 'webhook'; webhookUrl?: string };
  demoData: boolean;
  paymentSandbox: boolean;
  wechat: { appId?: string; appSecret?: string; apiBase: string; openBase: string };
  logLevel: string;
  webDist?: string;
  /** in-memory embedded database (tests only) */
  memoryDb?: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL) {
    throw new ConfigError('Invalid configuration:\n  SMS_WEBHOOK_URL: required when SMS_PROVIDER is webhook');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const demoData = e.DEMO_DATA ?? !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sms: { provider: e.SMS_PROVIDER, webhookUrl: e.SMS_WEBHOOK_URL },
    demoData,
    paymentSandbox: e.PAYMENT_SANDBOX ?? demoData,
    wechat: { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, apiBase: e.WECHAT_API_BASE, openBase: e.WECHAT_OPEN_BASE },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
  };
}
