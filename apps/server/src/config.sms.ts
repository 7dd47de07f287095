import { z } from 'zod';
import type { SmsGatewaySettings } from './lib/sms/gateway.js';
import { smsTemplateKeys, type SmsTemplateKey } from './lib/sms/templates.js';

/**
 * SMS (decision 073): part of the configuration read by config.ts. `log` writes codes to the server log (the
 * embedded default), `webhook` POSTs them to SMS_WEBHOOK_URL, `aliyun` and `tencent` send registered templates
 * through those gateways — codes and the outbox's `sms` notifications. A gateway half configured stops the start,
 * naming every setting missing.
 */
export const smsEnv = {
  SMS_PROVIDER: z.enum(['log', 'webhook', 'aliyun', 'tencent']).default('log'),
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Aliyun's AccessKey ID / Tencent's SecretId */
  SMS_KEY_ID: z.string().optional(),
  /** Aliyun's AccessKey secret / Tencent's SecretKey */
  SMS_KEY_SECRET: z.string().optional(),
  /** the approved signature, without 【】 */
  SMS_SIGN_NAME: z.string().max(30).optional(),
  /** `key=templateId,…`, one for every template of lib/sms/templates.ts */
  SMS_TEMPLATES: z.string().optional(),
  /** Tencent's SmsSdkAppId (1400…) */
  SMS_APP_ID: z.string().optional(),
  /** default cn-hangzhou (Aliyun) / ap-guangzhou (Tencent) */
  SMS_REGION: z.string().optional(),
  /** the gateway's base URL, for the stand-ins (`http://127.0.0.1:9001`); unset: the real gateway */
  SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** SMS notifications per member per 24 h, codes and account-security messages not counted */
  NOTIFY_SMS_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(10),
};

export interface SmsConfig {
  provider: 'log' | 'webhook' | 'aliyun' | 'tencent';
  webhookUrl?: string;
  /** set for aliyun and tencent */
  gateway?: SmsGatewaySettings;
  dailyCap: number;
}

type SmsEnv = z.output<ReturnType<typeof z.object<typeof smsEnv>>>;

/** `code=SMS_1,task.selected=SMS_2` → the map, or what is wrong with it */
function templateIds(text: string | undefined): { ids: Partial<Record<SmsTemplateKey, string>>; unknown: string[] } {
  const ids: Record<string, string> = {};
  const unknown: string[] = [];
  for (const pair of (text ?? '').split(',')) {
    const [key, id] = pair.split('=').map((s) => s.trim());
    if (!key) continue;
    if (!(smsTemplateKeys as string[]).includes(key) || !id) unknown.push(pair.trim());
    else ids[key] = id;
  }
  return { ids, unknown };
}

/** The SMS settings, or the message of what is wrong with them. */
export function smsFrom(e: SmsEnv): SmsConfig | string {
  const base = { provider: e.SMS_PROVIDER, webhookUrl: e.SMS_WEBHOOK_URL, dailyCap: e.NOTIFY_SMS_DAILY_CAP };
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL) return 'SMS_WEBHOOK_URL: required when SMS_PROVIDER is webhook';
  if (e.SMS_PROVIDER !== 'aliyun' && e.SMS_PROVIDER !== 'tencent') return base;
  const needed: Array<'SMS_KEY_ID' | 'SMS_KEY_SECRET' | 'SMS_SIGN_NAME' | 'SMS_APP_ID'> = ['SMS_KEY_ID', 'SMS_KEY_SECRET', 'SMS_SIGN_NAME'];
  if (e.SMS_PROVIDER === 'tencent') needed.push('SMS_APP_ID');
  const missing = needed.filter((k) => !e[k]);
  const { ids, unknown } = templateIds(e.SMS_TEMPLATES);
  const noTemplate = smsTemplateKeys.filter((k) => !ids[k]);
  const problems = [
    ...missing.map((k) => `${k}: required when SMS_PROVIDER is ${e.SMS_PROVIDER}`),
    ...(noTemplate.length ? [`SMS_TEMPLATES: no template id for ${noTemplate.join(', ')} (key=id, comma-separated)`] : []),
    ...(unknown.length ? [`SMS_TEMPLATES: not a template key=id: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length) return problems.join('\n  ');
  return {
    ...base,
    gateway: {
      provider: e.SMS_PROVIDER,
      keyId: e.SMS_KEY_ID!,
      keySecret: e.SMS_KEY_SECRET!,
      signName: e.SMS_SIGN_NAME!,
      templates: ids as Record<SmsTemplateKey, string>,
      appId: e.SMS_APP_ID,
      region: e.SMS_REGION ?? (e.SMS_PROVIDER === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou'),
      endpoint: e.SMS_ENDPOINT,
    },
  };
}
