import type { SmsParam, SmsTemplateKey } from './templates.js';

/**
 * An SMS gateway that sends registered templates (decision 073): Aliyun SMS (aliyun.ts) or Tencent Cloud SMS
 * (tencent.ts), chosen by SMS_PROVIDER. Both are used for login/registration codes (modules/accounts) and the
 * outbox's `sms` channel (modules/notifications).
 */
export interface SmsGatewaySettings {
  provider: 'aliyun' | 'tencent';
  keyId: string;
  keySecret: string;
  signName: string;
  /** template key → the id the gateway gave it */
  templates: Record<SmsTemplateKey, string>;
  /** Tencent's SmsSdkAppId */
  appId?: string;
  region: string;
  /** the gateway's base URL (`http://127.0.0.1:9001` for a stand-in); unset: the real one */
  endpoint?: string;
}

export interface SmsSend {
  /** a mainland number, 11 digits */
  phone: string;
  template: SmsTemplateKey;
  params: Array<[SmsParam, string]>;
}

export interface SmsGateway {
  name: 'aliyun' | 'tencent';
  /** resolves with the gateway's id of the message; throws SmsRefusal */
  send(msg: SmsSend): Promise<{ id: string }>;
}

/**
 * What a refusal means for the next try. `number`: the number is invalid or blocked — never tried again (the
 * member's number is marked). `message`: this message can never go (a template or parameter refused) — not retried.
 * `retry`: throttling, a daily limit, the gateway down or misconfigured (a wrong key) — retried with back-off.
 */
export type RefusalKind = 'number' | 'message' | 'retry';

export class SmsRefusal extends Error {
  constructor(
    /** the gateway's code and message, e.g. `isv.MOBILE_NUMBER_ILLEGAL: 非法手机号` */
    reason: string,
    readonly kind: RefusalKind,
  ) {
    super(reason);
  }
}

/** the gateways' codes for a number that can never receive (Aliyun `isv.*`, Tencent `*.*`) */
const NUMBER_CODES = new Set([
  'isv.MOBILE_NUMBER_ILLEGAL',
  'isv.BLACK_KEY_CONTROL_LIMIT',
  'isv.MOBILE_IN_BLACK',
  'InvalidParameterValue.IncorrectPhoneNumber',
  'FailedOperation.PhoneNumberInBlacklist',
  'FailedOperation.PhoneNumberParseFail',
  'UnsupportedOperation.UnsupportedRegion',
]);

/** codes for a message that will never be accepted as it is (retrying sends the same refusal) */
const MESSAGE_CODES = new Set([
  'isv.TEMPLATE_PARAMS_ILLEGAL',
  'isv.TEMPLATE_MISSING_PARAMETERS',
  'isv.INVALID_JSON_PARAM',
  'isv.PARAM_LENGTH_LIMIT',
  'isv.PARAM_NOT_SUPPORT_URL',
  'InvalidParameterValue.TemplateParameterFormatError',
  'InvalidParameterValue.TemplateParameterLengthLimit',
  'FailedOperation.ContainSensitiveWord',
]);

/** What a gateway's error code means; anything unknown is retried (a gateway outage delays and loses nothing). */
export function refusalKind(code: string): RefusalKind {
  if (NUMBER_CODES.has(code)) return 'number';
  if (MESSAGE_CODES.has(code)) return 'message';
  return 'retry';
}

/** A refusal from a gateway's code and message (the reason recorded on the outbox row and in the log). */
export const refusal = (code: string, message: string) => new SmsRefusal(`${code}: ${message}`.slice(0, 300), refusalKind(code));

/** Tencent wants +86 in front of a mainland number; Aliyun takes it bare */
export const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

/** how long one send may take: well inside the outbox's lease (outbox.worker.ts) and a code request's patience */
export const SEND_TIMEOUT_MS = 10_000;
