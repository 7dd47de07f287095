import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { runEvery } from '../../platform/interval.js';
import { smsGateway, SmsRefusal, type SmsGateway } from '../../lib/sms/index.js';
import { signLink } from './links.js';
import { renderMail, SendFailure, smtpSender, type MailSender } from './mail.channel.js';
import { backoffMs, isSecurityKind } from './notify.policy.js';
import { phoneOf, smsFor } from './sms.channel.js';
import * as repo from './notifications.repository.js';

/**
 * The outbox's worker (decision 068): claims due rows (`FOR UPDATE SKIP LOCKED`, notifications.repository.ts) with a
 * lease, sends each outside any transaction, then settles it: sent, or pending again after a back-off, or dead after
 * the last try. A worker that dies mid-send leaves its row `sending` until the lease runs out; another worker then
 * sends it again (at least once: the one case where a mail may arrive twice).
 */

/** how long a claim holds a row: longer than a send can take (the SMTP timeouts below) */
export const LEASE_MS = 2 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface OutboxSenders {
  email?: MailSender;
  sms?: SmsGateway;
}

const senders = new WeakMap<AppContext, OutboxSenders>();

/** This instance's channels, made from the configuration the first time they are needed. */
export function sendersOf(ctx: AppContext): OutboxSenders {
  let s = senders.get(ctx);
  if (!s) {
    const { smtpUrl, mailFrom } = ctx.config.notify;
    s = smtpUrl && mailFrom ? { email: smtpSender(smtpUrl, mailFrom) } : {};
    if (ctx.config.sms.gateway) s.sms = smsGateway(ctx.config.sms.gateway);
    senders.set(ctx, s);
  }
  return s;
}

/**
 * Send what is due, one row at a time, until nothing is (or `limit` rows were handled). Several workers, on this
 * instance or others, may drain at once: each row is claimed by one. Returns how many rows were handled.
 */
export async function drainOutbox(ctx: AppContext, limit = 500): Promise<number> {
  const channels = Object.keys(sendersOf(ctx));
  if (!channels.length) return 0;
  let handled = 0;
  while (handled < limit) {
    const now = ctx.now();
    const lease = new Date(now.getTime() + LEASE_MS);
    const row = await repo.claimNext(ctx.db, now, lease, channels);
    if (!row) break;
    await deliver(ctx, row, now, lease);
    handled++;
  }
  return handled;
}

type Settle = (ids: number[], to: Parameters<typeof repo.settle>[3]) => Promise<void>;

/** A failed try: dead when `permanent` or the last, else pending again after a back-off. */
function failed(ctx: AppContext, settle: Settle, row: repo.OutboxRow, ids: number[], now: Date, reason: string, permanent: boolean) {
  const dead = permanent || row.attempts >= ctx.config.notify.maxTries;
  const dueAt = new Date(now.getTime() + backoffMs(row.attempts));
  return settle(ids, dead ? { status: 'dead', lastError: reason } : { status: 'pending', dueAt, lastError: reason });
}

function deliver(ctx: AppContext, row: repo.OutboxRow, now: Date, lease: Date) {
  const settle: Settle = (ids, to) => repo.settle(ctx.db, ids, lease, to);
  return row.channel === 'sms' ? deliverSms(ctx, row, now, settle) : deliverMail(ctx, row, now, lease, settle);
}

/**
 * One SMS to the member's phone, unless the gateway refused that number before, or the member's SMS cap for the day
 * is reached (urgent kinds skip it). A refused number is marked (nothing more is tried on it) and its row dead at
 * once; throttling, a daily limit or a gateway down is retried with back-off.
 */
async function deliverSms(ctx: AppContext, row: repo.OutboxRow, now: Date, settle: Settle) {
  const gateway = sendersOf(ctx).sms!;
  const [s, phone] = await Promise.all([repo.settingsOf(ctx.db, row.memberId), phoneOf(ctx.db, row.memberId)]);
  if (!phone) return settle([row.id], { status: 'dropped', lastError: 'no phone' });
  if (s?.smsRefusedPhone === phone) return settle([row.id], { status: 'dropped', lastError: 'the gateway refused this number before' });
  const sms = smsFor(row.kind, phone, row.payload);
  if (!sms) return settle([row.id], { status: 'dropped', lastError: `no SMS template for ${row.kind}` });
  if (!row.urgent) {
    const sent = await repo.sentSince(ctx.db, row.memberId, 'sms', new Date(now.getTime() - DAY_MS));
    if (sent >= ctx.config.sms.dailyCap)
      return settle([row.id], { status: 'capped', lastError: `daily cap of ${ctx.config.sms.dailyCap} SMS reached` });
  }
  try {
    await gateway.send(sms);
  } catch (err) {
    const refusal = err instanceof SmsRefusal ? err : new SmsRefusal(err instanceof Error ? err.message : 'send failed', 'retry');
    if (refusal.kind === 'number') await repo.saveSettings(ctx.db, row.memberId, { smsRefusedPhone: phone }, ctx.now());
    return failed(ctx, settle, row, [row.id], now, `${gateway.name} ${refusal.message}`, refusal.kind !== 'retry');
  }
  await settle([row.id], { status: 'sent', sentAt: ctx.now(), lastError: null });
}

async function deliverMail(ctx: AppContext, row: repo.OutboxRow, now: Date, lease: Date, settle: Settle) {
  const sender = sendersOf(ctx).email!;
  const s = await repo.settingsOf(ctx.db, row.memberId);
  // an address check goes to the address it checks, while it is still the member's; the rest to a verified one
  const to = row.payload.to ? (s?.email === row.payload.to ? row.payload.to : null) : s?.email && s.emailVerifiedAt ? s.email : null;
  const batch = row.digest ? [row, ...(await repo.claimDigestMates(ctx.db, row, now, lease))] : [row];
  const ids = batch.map((r) => r.id);
  if (!to) return settle(ids, { status: 'dropped', lastError: 'no verified address' });
  if (!row.urgent && !row.digest) {
    const sent = await repo.sentSince(ctx.db, row.memberId, row.channel, new Date(now.getTime() - DAY_MS));
    if (sent >= ctx.config.notify.emailDailyCap)
      return settle(ids, { status: 'capped', lastError: `daily cap of ${ctx.config.notify.emailDailyCap} reached` });
  }
  const unsubscribeKind = row.payload.to || isSecurityKind(row.kind) ? null : row.digest ? '*' : row.kind;
  const unsubscribeUrl = unsubscribeKind
    ? `${ctx.config.publicUrl}/api/Notify/unsubscribe?t=${await signLink(ctx, { p: 'unsub', m: row.memberId, k: unsubscribeKind })}`
    : undefined;
  const mail = renderMail({ en: s?.lang === 'en-US', publicUrl: ctx.config.publicUrl, items: batch.map((r) => r.payload), unsubscribeUrl });
  try {
    await sender.send({ to, ...mail });
  } catch (err) {
    const failure = err instanceof SendFailure ? err : new SendFailure('send failed', false);
    return failed(ctx, settle, row, ids, now, failure.message, failure.permanent);
  }
  await settle(ids, { status: 'sent', sentAt: ctx.now(), lastError: null });
}

/** Drain every NOTIFY_POLL_MS on this instance; the channels close with the app. */
export function startOutbox(app: FastifyInstance) {
  runEvery(app, app.ctx.config.notify.pollMs, 'notification outbox', () => drainOutbox(app.ctx));
  app.addHook('onClose', async () => {
    senders.get(app.ctx)?.email?.close();
    senders.delete(app.ctx);
  });
}
