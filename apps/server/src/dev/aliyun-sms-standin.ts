/**
 * A stand-in for Aliyun SMS (dysmsapi 2017-05-25), for tests and demos: a real HTTP server that answers `SendSms`
 * as Aliyun does and CHECKS each request's signature — ACS3-HMAC-SHA256 (Aliyun's signature v3, what
 * `@alicloud/dysmsapi20170525` sends): the canonical request (method, path, the sorted and encoded query, the signed
 * headers, the body's SHA-256 from x-acs-content-sha256, which must be the body's), its SHA-256 signed with the
 * AccessKey secret. A wrong key or secret, a changed parameter, a stale x-acs-date or a reused nonce is refused with
 * Aliyun's code and HTTP status (SignatureDoesNotMatch, InvalidAccessKeyId.NotFound, …).
 *
 * `SendSms` answers `{Code, Message, BizId, RequestId}`: `OK`, or `isv.MOBILE_NUMBER_ILLEGAL` (not an 11-digit
 * mainland number, or one told to be refused), `isv.SMS_SIGNATURE_ILLEGAL` / `isv.SMS_TEMPLATE_ILLEGAL` (when the
 * stand-in was given the sign name / template ids and another is sent), `isv.INVALID_JSON_PARAM`, and on request
 * `isv.BUSINESS_LIMIT_CONTROL` (throttled) or HTTP 503 `ServiceUnavailable`. Listing and controls: sms-standin-kit.ts.
 *
 * Run alone: `node --import tsx apps/server/src/dev/aliyun-sms-standin.ts` with SMS_STANDIN_PORT (default 9101),
 * SMS_KEY_ID and SMS_KEY_SECRET (defaults `standin-key` / `standin-secret`); then SMS_PROVIDER=aliyun,
 * SMS_ENDPOINT=http://127.0.0.1:9101 and the same keys.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, requestId, runSmsStandin, startSmsStandin, type Behaviour, type SmsStandin } from './sms-standin-kit.js';
import { runFromCommandLine } from './standin-kit.js';

export interface AliyunStandinOptions {
  keyId: string;
  keySecret: string;
  /** when given, another sign name is refused */
  signName?: string;
  /** when given, another template code is refused */
  templates?: string[];
  port?: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Aliyun's percent-encoding (RFC 3986: `!'()*` encoded too) */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const FIFTEEN_MIN = 15 * 60_000;

/** The signature v3 of a request, as Aliyun computes it: null when it holds, else the refusal's code and message. */
function checkSignature(req: IncomingMessage, body: string, url: URL, opts: AliyunStandinOptions, nonces: Set<string>) {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
  if (!auth) return ['IncompleteSignature', 'The request signature does not conform to Aliyun standards.'] as const;
  const [, keyId, signedHeaders, signature] = auth as unknown as [string, string, string, string];
  if (keyId !== opts.keyId) return ['InvalidAccessKeyId.NotFound', 'Specified access key is not found.'] as const;
  const names = signedHeaders.split(';');
  for (const must of ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'])
    if (!names.includes(must)) return ['IncompleteSignature', `The header ${must} is not signed.`] as const;
  if (req.headers['x-acs-content-sha256'] !== sha256(body))
    return ['IncompleteSignature', 'x-acs-content-sha256 is not the hash of the body.'] as const;
  const date = Date.parse(String(req.headers['x-acs-date']));
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > FIFTEEN_MIN)
    return ['InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.'] as const;
  const query = [...url.searchParams.keys()]
    .sort()
    .map((k) => `${k}=${encode(url.searchParams.get(k) ?? '')}`)
    .join('&');
  const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, req.headers['x-acs-content-sha256']].join('\n');
  const want = createHmac('sha256', opts.keySecret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest();
  if (!timingSafeEqual(want, Buffer.from(signature, 'hex')))
    return ['SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.'] as const;
  const nonce = String(req.headers['x-acs-signature-nonce']);
  if (nonces.has(nonce)) return ['SignatureNonceUsed', 'Specified signature nonce was used already.'] as const;
  nonces.add(nonce);
  return null;
}

export function startAliyunSmsStandin(opts: AliyunStandinOptions): Promise<SmsStandin> {
  const nonces = new Set<string>();
  const api = (req: IncomingMessage, body: string, res: ServerResponse, b: Behaviour) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const RequestId = requestId();
    const refuse = (status: number, Code: string, Message: string) =>
      json(res, status, { RequestId, Code, Message, HostId: 'dysmsapi.aliyuncs.com' });
    const bad = checkSignature(req, body, url, opts, nonces);
    if (bad) return refuse(bad[0] === 'InvalidAccessKeyId.NotFound' ? 404 : 400, bad[0], bad[1]);
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25')
      return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    // parameters in the query (as the SDK sends them) or a form body
    const p = new URLSearchParams(url.search);
    if (body && String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      for (const [k, v] of new URLSearchParams(body)) p.set(k, v);
    const answer = (Code: string, Message: string, more: object = {}) => json(res, 200, { RequestId, Code, Message, ...more });
    const fault = b.next();
    if (fault === 'fail') return refuse(503, 'ServiceUnavailable', 'The request has failed due to a temporary failure of the server.');
    if (fault === 'throttle') return answer('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    const phone = p.get('PhoneNumbers') ?? '';
    const signName = p.get('SignName') ?? '';
    const template = p.get('TemplateCode') ?? '';
    if (!phone || !signName || !template) return refuse(400, 'MissingParameter', 'PhoneNumbers, SignName and TemplateCode are required.');
    if (opts.signName && signName !== opts.signName) return answer('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (opts.templates && !opts.templates.includes(template)) return answer('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    if (!/^1\d{10}$/.test(phone) || b.refused.has(phone)) return answer('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    let params: Record<string, string> = {};
    try {
      params = p.get('TemplateParam') ? (JSON.parse(p.get('TemplateParam')!) as Record<string, string>) : {};
    } catch {
      return answer('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    const sent = b.take({ phone, signName, template, params });
    return answer('OK', 'OK', { BizId: `${sent.id}^0` });
  };
  return startSmsStandin(api, opts.port);
}

if (runFromCommandLine(import.meta.url)) {
  await runSmsStandin('Aliyun', startAliyunSmsStandin, 9101);
}
