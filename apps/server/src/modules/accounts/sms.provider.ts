import type { CodePurpose } from '@boothhub/shared/contracts/account';
import type { SmsMessage, SmsProvider } from '../../platform/context.js';

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
