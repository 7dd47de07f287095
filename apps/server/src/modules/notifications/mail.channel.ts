import type { Transporter } from 'nodemailer';
import type { OutboxPayload } from '../../db/schema/notifications.js';

/** One mail as the outbox hands it to the channel. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where mails go: SMTP in production and tests (the local stand-in, src/dev/smtp-standin.ts). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal: `permanent` (a 5xx: the address does not exist, the mail was rejected) is not tried again. */
export class SendFailure extends Error {
  constructor(
    reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
  }
}

/** nodemailer is loaded with the first mail, not with the server: one that sends none never holds it. */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  let transport: Transporter | undefined;
  const transportOf = async () => {
    const { default: nodemailer } = await import('nodemailer');
    // timeouts well inside the outbox's lease (outbox.worker.ts), so a hung relay cannot outlive a claim
    return (transport ??= nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from },
    ));
  };
  return {
    async send(mail) {
      try {
        await (await transportOf()).sendMail({ ...mail, from });
      } catch (err) {
        const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
        const code = e.responseCode ?? 0;
        // the server's answer or the error's code, never the URL (it holds the password)
        const reason = (e.response ?? e.code ?? 'send failed').slice(0, 300);
        throw new SendFailure(reason, code >= 500 && code < 600);
      }
    },
    close: () => transport?.close(),
  };
}

/** text into HTML (the mails here, the pages of the mail links in notifications.routes.ts) */
export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface RenderInput {
  en: boolean;
  publicUrl: string;
  items: OutboxPayload[];
  /** absent for mails that are not notifications (an address check) */
  unsubscribeUrl?: string;
}

const words = {
  zh: {
    open: '查看',
    digest: (n: number) => `BoothHub 今日通知（${n} 条）`,
    unsubscribe: '不想再收到这类邮件？一键退订',
    settings: '也可以在个人中心的“通知设置”里修改。',
  },
  en: {
    open: 'Open',
    digest: (n: number) => `Your BoothHub day (${n} notifications)`,
    unsubscribe: 'Stop these e-mails with one click',
    settings: 'You can also change this under Notification settings in your personal centre.',
  },
};

/** A mail in the member's language: a plain text part and a simple HTML one, each item linking straight to its page. */
export function renderMail({ en, publicUrl, items, unsubscribeUrl }: RenderInput): Omit<OutgoingMail, 'to'> {
  const w = en ? words.en : words.zh;
  const pick = (p: { zh: string; en: string }) => (en ? p.en : p.zh);
  const href = (link: string | null) => (link ? `${publicUrl}${link}` : null);
  const subject = items.length === 1 ? pick(items[0]!.title) : w.digest(items.length);
  const textItems = items.map((p) => [pick(p.title), pick(p.content), href(p.link) ? `${w.open}: ${href(p.link)}` : ''].filter(Boolean).join('\n'));
  const htmlItems = items.map((p) => {
    const link = href(p.link);
    const open = link ? `<p><a href="${escape(link)}">${escape(w.open)}</a></p>` : '';
    return `<h2 style="font-size:16px">${escape(pick(p.title))}</h2><p>${escape(pick(p.content))}</p>${open}`;
  });
  const footText = unsubscribeUrl ? `\n\n--\n${w.unsubscribe}: ${unsubscribeUrl}\n${w.settings}` : '';
  const footHtml = unsubscribeUrl
    ? `<hr><p style="color:#666;font-size:12px"><a href="${escape(unsubscribeUrl)}">${escape(w.unsubscribe)}</a><br>${escape(w.settings)}</p>`
    : '';
  return {
    subject,
    text: textItems.join('\n\n') + footText,
    html: `<!doctype html><html lang="${en ? 'en' : 'zh-CN'}"><body style="font-family:sans-serif">${htmlItems.join('<hr>')}${footHtml}</body></html>`,
    // RFC 8058: a mail client may unsubscribe with one POST to this address
    headers: unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
  };
}
