import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Alipay (open platform, 电脑网站支付 and 手机网站支付) for top-ups (docs/decisions/066-alipay-topups.md): part of the
 * configuration read by config.ts. The app id, the app's private key and Alipay's public key: all of them or none.
 * With none the method is not offered; with some the server refuses to start, naming what is missing. The keys are
 * PEM text, or the bare base64 the open platform's key tool prints (`\n` escapes allowed); the private key may also
 * come from a file (ALIPAY_PRIVATE_KEY_FILE). Both are parsed at start: a key that is not one refuses to start too.
 */
export const alipayEnv = {
  /** the app's id on the open platform (开放平台 → 应用 → APPID), digits */
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{6,32}$/, 'the app id: digits')
    .optional(),
  /** the app's RSA2 private key (应用私钥), PKCS#1 or PKCS#8 */
  ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
  /** a file holding it, instead (a mounted secret) */
  ALIPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** Alipay's public key (支付宝公钥), shown beside the app's public key once that is uploaded */
  ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
  /** https://openapi.alipay.com/gateway.do (the sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do); tests and e2e/ point it at dev/alipay-standin.ts */
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).default('https://openapi.alipay.com/gateway.do'),
};

export interface AlipaySettings {
  appId: string;
  /** PKCS#8 PEM */
  privateKey: string;
  /** SPKI PEM */
  alipayPublicKey: string;
  gateway: string;
}

type AlipayInput = z.output<z.ZodObject<typeof alipayEnv>>;

/** PEM as it is; bare base64 wrapped in the PEM lines of `label` */
function pemOf(text: string, label: string): string {
  const v = text.replace(/\\n/g, '\n').trim();
  if (v.includes('-----BEGIN')) return v;
  const body = v.replace(/\s+/g, '');
  return `-----BEGIN ${label}-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}

function privateKeyPem(text: string): string {
  // the key tool's bare base64 is PKCS#8 for Java and PKCS#1 for the other languages: try both
  for (const label of ['PRIVATE KEY', 'RSA PRIVATE KEY']) {
    try {
      const key = createPrivateKey(pemOf(text, label));
      if (key.asymmetricKeyType === 'rsa') return key.export({ type: 'pkcs8', format: 'pem' }).toString();
    } catch {
      // the next form
    }
  }
  throw new Error('not an RSA private key');
}

function publicKeyPem(text: string): string {
  const key = createPublicKey(pemOf(text, 'PUBLIC KEY'));
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA public key');
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

/** Alipay's settings, undefined when none is set, or the message naming what is missing or wrong. */
export function alipayFrom(e: AlipayInput): AlipaySettings | undefined | string {
  if (e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PRIVATE_KEY_FILE)
    return 'ALIPAY_PRIVATE_KEY_FILE: set ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE, not both';
  const have = {
    ALIPAY_APP_ID: e.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: e.ALIPAY_PRIVATE_KEY ?? e.ALIPAY_PRIVATE_KEY_FILE,
    ALIPAY_PUBLIC_KEY: e.ALIPAY_PUBLIC_KEY,
  };
  const missing = Object.entries(have)
    .filter(([, v]) => !v)
    .map(([k]) => (k === 'ALIPAY_PRIVATE_KEY' ? 'ALIPAY_PRIVATE_KEY (or ALIPAY_PRIVATE_KEY_FILE)' : k));
  if (missing.length === 3) return undefined;
  if (missing.length)
    return `${missing.join(', ')}: Alipay is half configured; set ${missing.length > 1 ? 'these' : 'it'} too, or none of ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY`;
  let privateText = e.ALIPAY_PRIVATE_KEY;
  if (!privateText) {
    try {
      privateText = readFileSync(e.ALIPAY_PRIVATE_KEY_FILE!, 'utf8');
    } catch {
      return `ALIPAY_PRIVATE_KEY_FILE: cannot read ${e.ALIPAY_PRIVATE_KEY_FILE}`;
    }
  }
  let privateKey;
  try {
    privateKey = privateKeyPem(privateText);
  } catch {
    return "ALIPAY_PRIVATE_KEY: not the app's RSA private key (PEM, or the key tool's base64)";
  }
  let alipayPublicKey;
  try {
    alipayPublicKey = publicKeyPem(e.ALIPAY_PUBLIC_KEY!);
  } catch {
    return "ALIPAY_PUBLIC_KEY: not Alipay's RSA public key (PEM, or the base64 the open platform shows)";
  }
  return { appId: e.ALIPAY_APP_ID!, privateKey, alipayPublicKey, gateway: e.ALIPAY_GATEWAY };
}
