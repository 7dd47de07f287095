/**
 * A stand-in for Tencent Cloud SMS (sms 2021-01-11), for tests and demos: a real HTTP server that answers `SendSms`
 * as Tencent does and CHECKS each request's TC3-HMAC-SHA256 signature (what `tencentcloud-sdk-nodejs-sms` sends):
 * the canonical request (method, path, query, the signed headers content-type and host, the body's SHA-256), the
 * string to sign with X-TC-Timestamp and the scope `date/service/tc3_request` — the date the timestamp's UTC day,
 * the service the first label of the host, as the SDK derives it (`sms` for sms.tencentcloudapi.com) — and the key
 * derived from the SecretKey through the date, the service and `tc3_request`. A wrong SecretId or SecretKey, a
 * changed body or a timestamp older than 5 minutes is refused as Tencent does: HTTP 200 with `Response.Error`
 * (AuthFailure.SecretIdNotFound, AuthFailure.SignatureFailure, AuthFailure.SignatureExpire).
 *
 * `SendSms` answers `Response.SendStatusSet`, one entry a number: `Ok`, or `InvalidParameterValue.IncorrectPhoneNumber`
 * (not a +86 mainland number, or one told to be refused), and on request `LimitExceeded.PhoneNumberDailyLimit`
 * (throttled) or, for the whole request, `InternalError` (down). A sign name, template or SmsSdkAppId other than the
 * ones given is refused (FailedOperation.SignatureIncorrectOrUnapproved, FailedOperation.TemplateIncorrectOrUnapproved,
 * InvalidParameterValue.SdkAppIdNotExist). Listing and controls: sms-standin-kit.ts.
 *
 * Run alone: `node --import tsx apps/server/src/dev/tencent-sms-standin.ts` with SMS_STANDIN_PORT (default 9102),
 * SMS_KEY_ID and SMS_KEY_SECRET (defaults `standin-key` / `standin-secret`); then SMS_PROVIDER=tencent,
 * SMS_ENDPOINT=http://127.0.0.1:9102 and the same keys.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, requestId, runSmsStandin, startSmsStandin, type Behaviour, type SmsStandin } from './sms-standin-kit.js';
import { runFromCommandLine } from './standin-kit.js';

export interface TencentStandinOptions {
  keyId: string;
  keySecret: string;
  /** when given, another SmsSdkAppId is refused */
  appId?: string;
  signName?: string;
  templates?: string[];
  port?: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();
const FIVE_MIN_S = 5 * 60;

/** TC3-HMAC-SHA256, as Tencent checks it: null when it holds, else the refusal's code and message. */
function checkSignature(req: IncomingMessage, body: string, url: URL, opts: TencentStandinOptions) {
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!auth) return ['AuthFailure.InvalidAuthorization', 'Authorization is not a TC3-HMAC-SHA256 signature.'] as const;
  const [, keyId, date, service, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
  if (keyId !== opts.keyId) return ['AuthFailure.SecretIdNotFound', 'The SecretId is not found.'] as const;
  // the host without its port, as the SDK signs it (the real gateway has none)
  const host = new URL(`http://${req.headers.host ?? ''}`).hostname;
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('content-type'))
    return ['AuthFailure.InvalidAuthorization', 'content-type and host must be signed.'] as const;
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > FIVE_MIN_S)
    return ['AuthFailure.SignatureExpire', 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.'] as const;
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date || service !== host.split('.')[0])
    return ['AuthFailure.SignatureFailure', 'The credential scope is not the request’s date and service.'] as const;
  const value = (n: string) =>
    n === 'host'
      ? host
      : String(req.headers[n] ?? '')
          .trim()
          .toLowerCase();
  const headers = names.map((n) => `${n}:${value(n)}\n`).join('');
  const canonical = [req.method, url.pathname, url.search.slice(1), headers, signedHeaders, sha256(body)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${opts.keySecret}`, date), service), 'tc3_request');
  if (!timingSafeEqual(hmac(key, toSign), Buffer.from(signature, 'hex')))
    return ['AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.'] as const;
  return null;
}

interface SendSmsBody {
  PhoneNumberSet?: string[];
  SmsSdkAppId?: string;
  SignName?: string;
  TemplateId?: string;
  TemplateParamSet?: string[];
}

export function startTencentSmsStandin(opts: TencentStandinOptions): Promise<SmsStandin> {
  const api = (req: IncomingMessage, body: string, res: ServerResponse, b: Behaviour) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const RequestId = requestId().toLowerCase();
    const error = (Code: string, Message: string) => json(res, 200, { Response: { Error: { Code, Message }, RequestId } });
    const bad = checkSignature(req, body, url, opts);
    if (bad) return error(bad[0], bad[1]);
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11')
      return error('InvalidAction', 'The action is not found or the version is not 2021-01-11.');
    let p: SendSmsBody;
    try {
      p = JSON.parse(body) as SendSmsBody;
    } catch {
      return error('InvalidParameter', 'The body is not JSON.');
    }
    const fault = b.next();
    if (fault === 'fail') return error('InternalError', 'An internal error occurred. Please retry later.');
    if (!p.PhoneNumberSet?.length || !p.SmsSdkAppId || !p.TemplateId)
      return error('MissingParameter', 'PhoneNumberSet, SmsSdkAppId and TemplateId are required.');
    if (opts.appId && p.SmsSdkAppId !== opts.appId) return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist.');
    if (opts.signName && p.SignName !== opts.signName)
      return error('FailedOperation.SignatureIncorrectOrUnapproved', 'The signature is incorrect or unapproved.');
    if (opts.templates && !opts.templates.includes(p.TemplateId))
      return error('FailedOperation.TemplateIncorrectOrUnapproved', 'The template is incorrect or unapproved.');
    const SendStatusSet = p.PhoneNumberSet.map((number) => {
      const status = (Code: string, Message: string, SerialNo = '') => ({
        SerialNo,
        PhoneNumber: number,
        Fee: Code === 'Ok' ? 1 : 0,
        SessionContext: '',
        Code,
        Message,
        IsoCode: 'CN',
      });
      if (fault === 'throttle')
        return status(
          'LimitExceeded.PhoneNumberDailyLimit',
          'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
        );
      const phone = number.replace(/^\+86/, '');
      if (!/^\+861\d{10}$/.test(number) || b.refused.has(phone))
        return status('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
      const sent = b.take({ phone, signName: p.SignName ?? '', template: p.TemplateId!, params: p.TemplateParamSet ?? [] });
      return status('Ok', 'send success', `2433:${sent.id}`);
    });
    return json(res, 200, { Response: { SendStatusSet, RequestId } });
  };
  return startSmsStandin(api, opts.port);
}

if (runFromCommandLine(import.meta.url)) {
  await runSmsStandin('Tencent', startTencentSmsStandin, 9102);
}
