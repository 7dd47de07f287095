import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, isoDateTime, str } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { EMAIL_MAX, EMAIL_RE } from '../patterns.js';
import { outboxStatuses } from './notificationOptions.js';

/**
 * Off-site notifications (docs/rules/messages.md, decision 068): which events a member hears of outside the site,
 * on which channels, and when. Every event keeps its message-centre entry whatever is chosen here.
 */

/** The events worth leaving the site for, in the order the preferences page lists them. */
export const notifyKinds = [
  'task.selected',
  'task.not_selected',
  'task.delivered',
  'task.revision',
  /** a reminder, 24 h before a delivery is accepted automatically (the business) */
  'task.auto_accept_soon',
  /** a reminder, 24 h before the design is due (the selected designer) */
  'task.due_soon',
  'task.accepted',
  'task.auto_accepted',
  /** new tasks matching a designer's saved search (at most one an hour per search) */
  'task.matched',
  'quote.invited',
  'quote.received',
  'complaint.resolved',
  'model.approved',
  'model.rejected',
  'recharge.paid',
  'withdraw.paid',
  'withdraw.rejected',
  'task.chat',
  /** a direct message from another member (decision 080) */
  'message.direct',
  'paycode.changed',
  /** a login from a device (browser and system) the account never used */
  'account.new_login',
  'account.password_changed',
  'account.phone_changed',
] as const;
export type NotifyKind = (typeof notifyKinds)[number];

/** Account-security events: always sent on every channel, at once (no quiet hours, digest or cap). */
export const securityKinds: readonly NotifyKind[] = ['paycode.changed', 'account.new_login', 'account.password_changed', 'account.phone_changed'];

/** The off-site channels this version delivers on (the site's message centre is always on); SMS goes to the member's phone. */
export const offsiteChannels = ['email', 'sms'] as const;
export const offsiteChannel = z.enum(offsiteChannels);
export type OffsiteChannel = z.infer<typeof offsiteChannel>;

/** `HH:MM`, Asia/Shanghai */
const clock = str().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
const quietHours = z.object({ on: z.boolean(), start: clock, end: clock });

export const prefsSchema = z.object({
  /** the address mails go to, or null */
  email: z.string().nullable(),
  /** false until the member opened the link mailed to it: nothing else is sent there before */
  emailVerified: z.boolean(),
  /** the channels this server can deliver on now (e-mail needs SMTP_URL, SMS a gateway: SMS_PROVIDER=aliyun|tencent) */
  available: z.array(offsiteChannel),
  kinds: z.array(
    z.object({
      kind: z.enum(notifyKinds),
      channels: z.array(offsiteChannel),
      locked: z.boolean(),
      /** the channels this kind can go on here (SMS only for kinds with a registered template); absent: `available` */
      offered: z.array(offsiteChannel).optional(),
    }),
  ),
  /** the number SMS go to (the member's login phone), masked: 138****5678 */
  phone: z.string().nullable().optional(),
  /** the SMS gateway refused this number as invalid: no SMS goes to it until the phone is changed */
  phoneRefused: z.boolean().optional(),
  /** non-urgent sends inside these hours wait until they end */
  quietHours,
  /** e-mails that are not urgent come as one mail a day (09:00 Asia/Shanghai) */
  digest: z.boolean(),
});
export type NotifyPrefs = z.infer<typeof prefsSchema>;

export const getPrefs = defineCall({
  path: 'Notify/getPrefs',
  method: 'POST',
  access: 'member',
  summary: "The caller's off-site notification preferences (their role's defaults until they change them)",
  body: z.strictObject({}),
  data: prefsSchema,
});

export const setPrefs = defineCall({
  path: 'Notify/setPrefs',
  method: 'POST',
  access: 'member',
  summary: 'Choose the channels per kind of event, quiet hours and the daily digest (the language of mails is the request’s)',
  body: z.strictObject({
    kinds: z
      .array(z.strictObject({ kind: z.enum(notifyKinds), channels: z.array(offsiteChannel).max(offsiteChannels.length) }))
      .max(notifyKinds.length),
    quietHours: z.strictObject({ on: z.boolean(), start: clock, end: clock }),
    digest: z.boolean(),
  }),
  data: prefsSchema,
});

export const setEmail = defineCall({
  path: 'Notify/setEmail',
  method: 'POST',
  access: 'member',
  summary: 'Set (and mail a verification link to) or remove the address for e-mail notifications',
  body: z.strictObject({ email: z.union([str().trim().max(EMAIL_MAX).regex(EMAIL_RE, 'must be an e-mail address'), z.null()]) }),
  data: prefsSchema,
});

export { outboxStatuses };

export const outboxItemSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  kind: z.string(),
  channel: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  /** the gateway's last refusal, or why the row was not sent */
  lastError: z.string().nullable(),
  dueAt: isoDateTime,
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outbox = defineCall({
  path: 'Notify/outbox',
  method: 'POST',
  access: 'admin',
  summary: 'The notification outbox, newest first (status: only those)',
  body: z.strictObject({ ...pageQuery, status: z.enum(outboxStatuses).optional() }),
  data: pageOf(outboxItemSchema),
});

export const resend = defineCall({
  path: 'Notify/resend',
  method: 'POST',
  access: 'admin',
  summary: 'Send a dead notification again (its tries start over)',
  body: z.strictObject({ id }),
  data: outboxItemSchema,
});
