import type { CodePurpose } from '@boothhub/shared/contracts/account';
import type { SmsMessage, SmsProvider } from '../../platform/context.js';
import { SmsRefusal, type SmsGateway } from '../../lib/sms/index.js';

/** `log`: the embedded default; writes the code to the server log (the only place a code is ever logged). */
export function logSms(log: { warn: (obj: object, msg: string) => void }): SmsProvider {
  return {
    name: 'log',
    async send(msg) {
      log.warn({ smsPhone: msg.phone, smsPurpose: msg.purpose, smsText: msg.text }, 'SMS (log provider)');
    },
  };
}

/** `webhook`: POSTs {phone, code, purpose, text} as JSON to SMS_WEBHOOK_URL, so any gateway can be wired in. */
export function webhookSms(url: string): SmsProvider {
  return {
    name: 'webhook',
    async send(msg) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(msg),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

/**
 * `aliyun` / `tencent`: a registered template through the gateway (decision 073): `code` with the code, or
 * `phone_taken` with what was tried. A refusal is logged with the gateway's reason (never the code) and thrown:
 * the caller answers SMS_SEND_FAILED.
 */
export function gatewaySms(gateway: SmsGateway, log: { warn: (obj: object, msg: string) => void }): SmsProvider {
  return {
    name: gateway.name,
    async send(msg) {
      try {
        if (msg.code) await gateway.send({ phone: msg.phone, template: 'code', params: [['code', msg.code]] });
        else await gateway.send({ phone: msg.phone, template: 'phone_taken', params: [['action', msg.purpose === 'bind' ? '绑定' : '注册']] });
      } catch (err) {
        const reason = err instanceof SmsRefusal ? err.message : String(err);
        log.warn({ smsGateway: gateway.name, smsPurpose: msg.purpose, smsReason: reason }, 'SMS code not sent: the gateway refused');
        throw err;
      }
    },
  };
}

/** Keeps sent messages in memory; tests read codes from it. */
export function memorySms(): SmsProvider & { sent: SmsMessage[]; last(phone: string, purpose?: CodePurpose): string } {
  const sent: SmsMessage[] = [];
  return {
    name: 'memory',
    sent,
    async send(msg) {
      sent.push(msg);
    },
    last(phone, purpose) {
      const hit = [...sent].reverse().find((m) => m.code && m.phone === phone && (!purpose || m.purpose === purpose));
      if (!hit) throw new Error(`no SMS sent to ${phone}`);
      return hit.code;
    },
  };
}
