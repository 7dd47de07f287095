import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { WechatPaySettings } from './lib/wechatpay/client.js';
import { privateKeyFrom, publicKeyFrom } from './lib/wechatpay/signature.js';

/**
 * WeChat Pay (API v3, Native payment) for top-ups (docs/decisions/067-wechat-pay-native.md): part of the configuration
 * read by config.ts. All of it or none of it: with none the method is not offered; with some the server refuses to
 * start, naming what is missing. The keys are PEM text (`\n` escapes allowed) or the path of a file holding it.
 */
export const wechatpayEnv = {
  /** the merchant number (商户号) */
  WECHATPAY_MCHID: z
    .string()
    .regex(/^\d{6,32}$/, 'the merchant number: digits')
    .optional(),
  /** the app id bound to the merchant (a website app or an official account: wx…) */
  WECHATPAY_APP_ID: z.string().min(1).max(32).optional(),
  /** the merchant API certificate's serial number */
  WECHATPAY_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, 'a certificate serial number (hexadecimal)')
    .optional(),
  /** the merchant API private key (apiclient_key.pem) */
  WECHATPAY_PRIVATE_KEY: z.string().min(1).optional(),
  /** the APIv3 key: 32 characters */
  WECHATPAY_APIV3_KEY: z
    .string()
    .refine((v) => Buffer.byteLength(v) === 32, '32 bytes (the APIv3 key set in the merchant platform)')
    .optional(),
  /** WeChat Pay's public key (微信支付公钥, pub_key.pem) */
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().min(1).optional(),
  /** its id (公钥ID, PUB_KEY_ID_…), which every answer and notification names in Wechatpay-Serial */
  WECHATPAY_PLATFORM_SERIAL: z.string().min(1).max(64).optional(),
  /** https://api.mch.weixin.qq.com; tests and e2e/ point it at apps/server/src/dev/wechatpay-standin.ts */
  WECHATPAY_BASE: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).default('https://api.mch.weixin.qq.com'),
};

type WechatPayInput = z.output<z.ZodObject<typeof wechatpayEnv>>;

const REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APP_ID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_SERIAL',
] as const;

/** PEM text as it is, or the contents of the file it names */
export function pemOrFile(value: string): string {
  if (value.includes('-----BEGIN')) return value;
  return readFileSync(value, 'utf8');
}

/** WeChat Pay's settings, undefined when none is set, or the message naming what is missing or wrong. */
export function wechatpayFrom(e: WechatPayInput): WechatPaySettings | undefined | string {
  const missing = REQUIRED.filter((k) => !e[k]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length)
    return `${missing.join(', ')}: WeChat Pay is half configured; set ${missing.length > 1 ? 'these' : 'it'} too, or none of ${REQUIRED.join(', ')}`;
  let privateKey;
  try {
    privateKey = privateKeyFrom(pemOrFile(e.WECHATPAY_PRIVATE_KEY!));
  } catch {
    return 'WECHATPAY_PRIVATE_KEY: not a PEM private key, nor a readable file holding one';
  }
  let platformPublicKey;
  try {
    platformPublicKey = publicKeyFrom(pemOrFile(e.WECHATPAY_PLATFORM_PUBLIC_KEY!));
  } catch {
    return 'WECHATPAY_PLATFORM_PUBLIC_KEY: not a PEM public key, nor a readable file holding one';
  }
  return {
    mchid: e.WECHATPAY_MCHID!,
    appId: e.WECHATPAY_APP_ID!,
    serial: e.WECHATPAY_SERIAL!.toUpperCase(),
    privateKey,
    apiv3Key: e.WECHATPAY_APIV3_KEY!,
    platformPublicKey,
    platformSerial: e.WECHATPAY_PLATFORM_SERIAL!,
    base: e.WECHATPAY_BASE.replace(/\/$/, ''),
  };
}
