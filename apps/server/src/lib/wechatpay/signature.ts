import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * WeChat Pay API v3's signature scheme and resource encryption (pay.weixin.qq.com/doc/v3, "签名生成", "签名验证",
 * "证书和回调报文解密"), with node:crypto only (docs/decisions/067-wechat-pay-native.md). Used by the client
 * (lib/wechatpay/client.ts) for the merchant's side and by the stand-in (dev/wechatpay-standin.ts) for WeChat's.
 */

export const SIGNATURE_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** an answer or notification signed longer ago (or further ahead) than this is refused: WeChat's own 5 minutes */
export const MAX_CLOCK_SKEW_S = 5 * 60;

/** `METHOD\nURL\ntimestamp\nnonce\nbody\n`: what a request's signature covers (URL = path and query) */
export const requestMessage = (method: string, url: string, timestamp: string, nonce: string, body: string) =>
  `${method.toUpperCase()}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;

/** `timestamp\nnonce\nbody\n`: what an answer's or a notification's signature covers (the body exactly as sent) */
export const answerMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

export const rsaSign = (message: string, key: KeyObject) => createSign('RSA-SHA256').update(message).sign(key, 'base64');

export function rsaVerify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** The merchant's request: the `Authorization` header over method, path+query, a fresh timestamp and nonce, and the body. */
export function authorization(
  m: { mchid: string; serial: string; privateKey: KeyObject },
  method: string,
  url: string,
  body: string,
  at: Date = new Date(),
): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = newNonce();
  const signature = rsaSign(requestMessage(method, url, timestamp, nonce, body), m.privateKey);
  return `${SIGNATURE_SCHEME} mchid="${m.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${m.serial}"`;
}

/** The fields of an `Authorization: WECHATPAY2-SHA256-RSA2048 k="v",…` header; undefined when it is not one. */
export function parseAuthorization(header: string | undefined): Record<string, string> | undefined {
  if (!header?.startsWith(`${SIGNATURE_SCHEME} `)) return undefined;
  const fields: Record<string, string> = {};
  for (const m of header.slice(SIGNATURE_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  return fields;
}

/** The four `Wechatpay-*` headers that sign an answer or a notification. */
export interface SignedHeaders {
  timestamp?: string;
  nonce?: string;
  signature?: string;
  serial?: string;
}

export const signedHeaders = (get: (name: string) => string | null | undefined): SignedHeaders => ({
  timestamp: get('wechatpay-timestamp') ?? undefined,
  nonce: get('wechatpay-nonce') ?? undefined,
  signature: get('wechatpay-signature') ?? undefined,
  serial: get('wechatpay-serial') ?? undefined,
});

/** WeChat's side (the stand-in): the headers that sign `body`. */
export function signAnswer(platform: { serial: string; privateKey: KeyObject }, body: string, at: Date = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = newNonce();
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': platform.serial,
    'wechatpay-signature': rsaSign(answerMessage(timestamp, nonce, body), platform.privateKey),
    'wechatpay-signature-type': SIGNATURE_SCHEME,
  };
}

export type VerifyFailure = 'missing' | 'serial' | 'stale' | 'signature';

/**
 * Whether `body` (the raw bytes as received, decoded as UTF-8) is signed by WeChat's platform key: the serial is the
 * platform key's, the timestamp within 5 minutes of `now`, and the signature over timestamp, nonce and body holds.
 */
export function verifySigned(
  platform: { serial: string; publicKey: KeyObject },
  h: SignedHeaders,
  body: string,
  now: Date = new Date(),
): VerifyFailure | undefined {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return 'missing';
  if (h.serial !== platform.serial) return 'serial';
  if (!/^\d{1,12}$/.test(h.timestamp) || Math.abs(now.getTime() / 1000 - Number(h.timestamp)) > MAX_CLOCK_SKEW_S) return 'stale';
  return rsaVerify(answerMessage(h.timestamp, h.nonce, body), h.signature, platform.publicKey) ? undefined : 'signature';
}

/** A notification's `resource`: AEAD_AES_256_GCM under the APIv3 key. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

const GCM_TAG = 16;

/** The resource's plaintext; undefined when the algorithm is another or the ciphertext, nonce or associated data were changed. */
export function decryptResource(apiv3Key: string, r: EncryptedResource): string | undefined {
  if (r.algorithm !== 'AEAD_AES_256_GCM' || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return undefined;
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length <= GCM_TAG) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiv3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG));
    decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** WeChat's side (the stand-in): encrypt a resource as WeChat does (a 12-character nonce, the tag after the ciphertext). */
export function encryptResource(apiv3Key: string, plaintext: string, associatedData: string, originalType: string): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiv3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce, original_type: originalType };
}

/** A PEM given inline (`\n` escapes allowed, as env files write them) as a key object; throws when it is not one. */
export const privateKeyFrom = (pem: string) => createPrivateKey(pem.replace(/\\n/g, '\n'));
export const publicKeyFrom = (pem: string) => createPublicKey(pem.replace(/\\n/g, '\n'));
