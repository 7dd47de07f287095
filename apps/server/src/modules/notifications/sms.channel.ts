import type { Db } from '../../db/client.js';
import type { OutboxPayload } from '../../db/schema/notifications.js';
import { isSmsTemplateKey, shortTitle, templateParams, type SmsSend } from '../../lib/sms/index.js';
import { findMemberById } from '../accounts/members.service.js';

/**
 * The outbox's `sms` channel (decision 073): an event's notification as the registered template of its kind
 * (lib/sms/templates.ts). The template carries what fits a text message: the title of what the event is about
 * (the first “…” of the event's Chinese text — how every event names its task — shortened) and the page's path.
 */

/** the thing an event is about: the first “quoted” name in its text, else its title */
export function subjectOf(p: OutboxPayload): string {
  const quoted = /“([^”]+)”/.exec(p.content.zh)?.[1];
  return shortTitle(quoted ?? p.title.zh);
}

/** The SMS of an outbox row to `phone`, or null when its kind has no template (never sent by SMS). */
export function smsFor(kind: string, phone: string, p: OutboxPayload): SmsSend | null {
  if (!isSmsTemplateKey(kind)) return null;
  return { phone, template: kind, params: templateParams(kind, { title: subjectOf(p), path: p.link ?? '/' }) };
}

/** The phone SMS go to: the member's login phone (the accounts module's). */
export const phoneOf = async (db: Db, memberId: number) => (await findMemberById(db, memberId))?.phone ?? null;
