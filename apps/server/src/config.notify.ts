import { z } from 'zod';

/**
 * Off-site notifications (docs/decisions/068-notification-outbox.md): part of the configuration read by config.ts.
 * E-mail is on when SMTP_URL is set, and then needs MAIL_FROM; the outbox's workers poll every NOTIFY_POLL_MS.
 */
export const notifyEnv = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; unset: no e-mail */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// address' }).optional(),
  /** the sender: `BoothHub <notice@example.com>` or a bare address */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an address, or a name and <address>')
    .optional(),
  /** how often each instance looks for notifications due; 0 = never (tests drain by hand) */
  NOTIFY_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** tries before a notification is dead (shown in the back office) */
  NOTIFY_MAX_TRIES: z.coerce.number().int().min(1).max(50).default(6),
  /** non-urgent e-mails per member per 24 h; past it they are not sent (the message centre keeps them) */
  NOTIFY_EMAIL_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(20),
};

export interface NotifyConfig {
  smtpUrl?: string;
  mailFrom?: string;
  pollMs: number;
  maxTries: number;
  emailDailyCap: number;
}

type NotifyEnv = z.output<ReturnType<typeof z.object<typeof notifyEnv>>>;

/** The notification settings, or the message of what is wrong with them. */
export function notifyFrom(e: NotifyEnv): NotifyConfig | string {
  if (e.SMTP_URL && !e.MAIL_FROM) return 'MAIL_FROM: required when SMTP_URL is set';
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    pollMs: e.NOTIFY_POLL_MS,
    maxTries: e.NOTIFY_MAX_TRIES,
    emailDailyCap: e.NOTIFY_EMAIL_DAILY_CAP,
  };
}
