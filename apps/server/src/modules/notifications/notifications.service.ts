import type { Lang, Page } from '@boothhub/shared';
import { notifyKinds, securityKinds, type NotifyPrefs, type OffsiteChannel, type OutboxItem } from '@boothhub/shared/contracts/notifications';
import type { Db } from '../../db/client.js';
import type { OutboxPayload } from '../../db/schema/notifications.js';
import { pageAnswer } from '../../lib/paging.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, LiveHub, Viewer } from '../../platform/context.js';
import { isSmsTemplateKey } from '../../lib/sms/templates.js';
import { readLink, signLink } from './links.js';
import { phoneOf } from './sms.channel.js';
import {
  afterQuietHours,
  channelsFor,
  clockMinute,
  clockText,
  defaultChannels,
  DIGEST_MINUTE,
  isOffsiteKind,
  isSecurityKind,
  nextShanghaiTime,
  quietFor,
} from './notify.policy.js';
import * as repo from './notifications.repository.js';

export { drainOutbox, startOutbox } from './outbox.worker.js';

/** An event as the message centre wrote it (modules/messages/notify.service.ts). */
export interface OffsiteNotice {
  kind: string;
  title: { zh: string; en: string };
  content: { zh: string; en: string };
  link?: string | null;
}

/**
 * The apps (known by their live hub, which every `notify` is handed) that send SMS: their gateway is configured
 * (SMS_PROVIDER=aliyun|tencent). Registered with the module's routes (`offerSms`); without a gateway no SMS row is
 * written, as every member has a phone and nothing would ever send it.
 */
const smsApps = new WeakSet<LiveHub>();
export const offerSms = (ctx: Pick<AppContext, 'config' | 'live'>) => void (ctx.config.sms.gateway && smsApps.add(ctx.live));

/** The channels this server sends on: e-mail with SMTP_URL, SMS with a gateway (SMS_PROVIDER=aliyun|tencent). */
const availableChannels = (ctx: Pick<AppContext, 'config'>): OffsiteChannel[] => [
  ...(ctx.config.notify.smtpUrl ? (['email'] as const) : []),
  ...(ctx.config.sms.gateway ? (['sms'] as const) : []),
];

/** The channels a kind can go on here: SMS only for kinds with a registered template (lib/sms/templates.ts). */
const offeredFor = (kind: string, available: OffsiteChannel[]) => available.filter((c) => c !== 'sms' || isSmsTemplateKey(kind));

/** the channels a member can be reached on: e-mail once their address is verified, SMS on a phone the gateway took */
const reachable = (s: repo.NotifySettingsRow | undefined, phone: string | null, available: OffsiteChannel[]): OffsiteChannel[] =>
  available.filter((c) => (c === 'email' ? Boolean(s?.email && s.emailVerifiedAt) : Boolean(phone) && s?.smsRefusedPhone !== phone));

/**
 * Queue an event's off-site notifications, in the event's transaction (so none is sent for an event rolled back, and
 * none is lost for one committed): one outbox row per channel the member chose for its kind. Non-urgent rows wait
 * for the end of the member's quiet hours (for SMS 22:00–08:00 when the member set none); e-mails of a member who
 * chose the digest wait for it.
 */
export async function queueOffsite(db: Db, live: LiveHub, memberId: number, messageId: number | null, notice: OffsiteNotice, now: Date) {
  if (!isOffsiteKind(notice.kind)) return;
  // e-mail goes to a verified address (one can be verified only where SMTP_URL is set)
  const available = offeredFor(notice.kind, smsApps.has(live) ? ['email', 'sms'] : ['email']);
  const s = await repo.settingsOf(db, memberId);
  const phone = available.includes('sms') ? await phoneOf(db, memberId) : null;
  const channels = channelsFor(notice.kind, s?.channels ?? {}, reachable(s, phone, available));
  if (!channels.length) return;
  const urgent = isSecurityKind(notice.kind);
  const payload: OutboxPayload = { title: notice.title, content: notice.content, link: notice.link ?? null };
  const quiet = { on: s?.quietOn ?? false, start: s?.quietStart ?? 22 * 60, end: s?.quietEnd ?? 8 * 60 };
  await repo.insertOutbox(
    db,
    channels.map((channel) => {
      const digest = !urgent && channel === 'email' && Boolean(s?.digest);
      const dueAt = urgent ? now : digest ? nextShanghaiTime(now, DIGEST_MINUTE) : afterQuietHours(now, quietFor(channel, quiet));
      return { memberId, messageId, kind: notice.kind, channel, urgent, digest, payload, dueAt, createdAt: now };
    }),
  );
}

const mailAvailable = (ctx: AppContext): OffsiteChannel[] => (ctx.config.notify.smtpUrl ? ['email'] : []);

/** 13812345678 → 138****5678 */
const masked = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

function toPrefs(ctx: AppContext, s: repo.NotifySettingsRow | undefined, phone: string | null): NotifyPrefs {
  const available = availableChannels(ctx);
  return {
    email: s?.email ?? null,
    emailVerified: Boolean(s?.email && s.emailVerifiedAt),
    available,
    phone: phone ? masked(phone) : null,
    phoneRefused: Boolean(phone && s?.smsRefusedPhone === phone),
    kinds: notifyKinds.map((kind) => {
      const offered = offeredFor(kind, available);
      const entry = { kind, channels: channelsFor(kind, s?.channels ?? {}, offered), locked: isSecurityKind(kind) };
      return offered.length === available.length ? entry : { ...entry, offered };
    }),
    quietHours: { on: s?.quietOn ?? false, start: clockText(s?.quietStart ?? 22 * 60), end: clockText(s?.quietEnd ?? 8 * 60) },
    digest: s?.digest ?? false,
  };
}

export async function getPrefs(ctx: AppContext, viewer: Viewer): Promise<NotifyPrefs> {
  return toPrefs(ctx, await repo.settingsOf(ctx.db, viewer.id), await phoneOf(ctx.db, viewer.id));
}

export async function setPrefs(
  ctx: AppContext,
  viewer: Viewer,
  body: { kinds: Array<{ kind: string; channels: OffsiteChannel[] }>; quietHours: { on: boolean; start: string; end: string }; digest: boolean },
  lang: Lang,
): Promise<NotifyPrefs> {
  const current = await repo.settingsOf(ctx.db, viewer.id);
  const channels = { ...(current?.channels ?? {}) };
  for (const k of body.kinds) if (!(securityKinds as readonly string[]).includes(k.kind)) channels[k.kind] = [...new Set(k.channels)];
  const row = await repo.saveSettings(
    ctx.db,
    viewer.id,
    {
      channels,
      quietOn: body.quietHours.on,
      quietStart: clockMinute(body.quietHours.start),
      quietEnd: clockMinute(body.quietHours.end),
      digest: body.digest,
      lang,
    },
    ctx.now(),
  );
  return toPrefs(ctx, row, await phoneOf(ctx.db, viewer.id));
}

/** address checks a member may ask for in a day (each is a mail to an address that never asked for one) */
export const VERIFY_MAILS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Set the address (a verification link is mailed to it; nothing else goes there before it is opened) or remove it. */
export async function setEmail(ctx: AppContext, viewer: Viewer, email: string | null, lang: Lang): Promise<NotifyPrefs> {
  const now = ctx.now();
  const phone = await phoneOf(ctx.db, viewer.id);
  if (email === null) return toPrefs(ctx, await repo.saveSettings(ctx.db, viewer.id, { email: null, emailVerifiedAt: null }, now), phone);
  if (!mailAvailable(ctx).length) throw new AppError('MAIL_UNAVAILABLE');
  const address = email.toLowerCase();
  // signed before the transaction: the key is read outside it (the embedded database has one connection)
  const link = `/api/Notify/verifyEmail?t=${await signLink(ctx, { p: 'verify', m: viewer.id, e: address })}`;
  return ctx.db.transaction(async (tx) => {
    const current = await repo.settingsOf(tx, viewer.id);
    if (current?.email === address && current.emailVerifiedAt) return toPrefs(ctx, current, phone);
    if ((await repo.verifyMailsSince(tx, viewer.id, new Date(now.getTime() - DAY_MS))) >= VERIFY_MAILS_PER_DAY) {
      throw new AppError('RATE_LIMITED', { minutes: 60 * 24 });
    }
    const row = await repo.saveSettings(tx, viewer.id, { email: address, emailVerifiedAt: null, lang }, now);
    await repo.insertOutbox(tx, [
      {
        memberId: viewer.id,
        kind: 'email.verify',
        channel: 'email',
        urgent: true,
        payload: {
          to: address,
          title: { zh: '请确认您的邮箱', en: 'Please confirm your e-mail address' },
          content: {
            zh: '打开下面的链接，确认这是您在 BoothHub 接收通知的邮箱。如果不是您本人操作，请忽略这封邮件。',
            en: 'Open the link below to confirm this is the address where you receive BoothHub notifications. If you did not ask for this, ignore this mail.',
          },
          link,
        },
        dueAt: now,
        createdAt: now,
      },
    ]);
    return toPrefs(ctx, row, phone);
  });
}

/** An address-check link: the address is verified if it is still the member's. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<boolean> {
  const claim = await readLink(ctx, token, 'verify');
  if (!claim) return false;
  const s = await repo.settingsOf(ctx.db, claim.m);
  if (!s || s.email !== claim.e) return false;
  if (!s.emailVerifiedAt) await repo.saveSettings(ctx.db, claim.m, { emailVerifiedAt: ctx.now() }, ctx.now());
  return true;
}

/** A one-click unsubscribe link: that kind's e-mails off (`*`: every kind's, and the digest). */
export async function unsubscribe(ctx: AppContext, token: string): Promise<boolean> {
  const claim = await readLink(ctx, token, 'unsub');
  if (!claim) return false;
  const s = await repo.settingsOf(ctx.db, claim.m);
  if (!s) return false;
  const kinds = claim.k === '*' ? notifyKinds.filter((k) => !isSecurityKind(k)) : isOffsiteKind(claim.k) ? [claim.k] : [];
  const channels = { ...s.channels };
  for (const k of kinds) channels[k] = (channels[k] ?? defaultChannels(k)).filter((c) => c !== 'email');
  await repo.saveSettings(ctx.db, claim.m, { channels, ...(claim.k === '*' ? { digest: false } : {}) }, ctx.now());
  return true;
}

const toItem = (r: repo.OutboxRow): OutboxItem => ({
  id: r.id,
  memberId: r.memberId,
  kind: r.kind,
  channel: r.channel,
  status: r.status as OutboxItem['status'],
  attempts: r.attempts,
  lastError: r.lastError,
  dueAt: r.dueAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export async function listOutbox(ctx: AppContext, q: { page: number; pageSize: number; status?: string }): Promise<Page<OutboxItem>> {
  const offset = (q.page - 1) * q.pageSize;
  const { rows, ...total } = await repo.listOutbox(ctx.db, { status: q.status, offset, limit: q.pageSize, cap: ctx.config.paging.totalCap });
  return pageAnswer(rows.map(toItem), total, q);
}

export async function resendDead(ctx: AppContext, id: number): Promise<OutboxItem> {
  const row = await repo.revive(ctx.db, id, ctx.now());
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row);
}
