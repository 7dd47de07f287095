import type { FastifyRequest } from 'fastify';
import type { SecurityEventKind } from '@boothhub/shared/contracts/security';
import type { Db } from '../../db/client.js';
import { describeDevice } from './device.js';
import * as repo from './security-events.repository.js';
import type { LiveHub } from '../../platform/context.js';
import { tell, type NoticeText } from '../messages/notify.service.js';

/** The logins: one from a device the account never used is told to the member. */
const LOGINS: ReadonlySet<SecurityEventKind> = new Set(['login', 'login_wechat']);

/** What a member is told at once of a change to their account (an account-security kind: every channel, never off). */
const changeNotices: Partial<Record<SecurityEventKind, NoticeText>> = {
  phone_change: {
    kind: 'account.phone_changed',
    zh: ['登录手机号已更换', '您的登录手机号已更换。如果这不是您本人的操作，请立即联系客服。'],
    en: ['Your login phone was changed', 'The phone number you log in with was changed. If this was not you, contact us at once.'],
    link: '/personalCenter/securitySetting',
  },
  password_change: {
    kind: 'account.password_changed',
    zh: ['登录密码已修改', '您的登录密码已修改。如果这不是您本人的操作，请立即重置密码。'],
    en: ['Your password was changed', 'Your login password was changed. If this was not you, reset it at once.'],
    link: '/personalCenter/securitySetting',
  },
};
changeNotices.password_reset = changeNotices.password_change;

/**
 * Write one security event of a member (login, password or PIN change, WeChat bind/unbind …). Services that do these
 * things call it, in their transaction when they have one, so the event exists exactly when the change does. With
 * the app's live hub (`live`), the member is also told, as an account-security notification (docs/rules/messages.md):
 * a changed phone or password, and a login from a device (browser and system) none of their earlier events came
 * from — not the account's first device.
 */
export async function recordSecurityEvent(
  db: Db,
  memberId: number,
  kind: SecurityEventKind,
  from: Pick<FastifyRequest, 'ip' | 'headers'>,
  at: Date,
  live?: LiveHub,
) {
  const ip = from.ip.slice(0, 64);
  const userAgent = String(from.headers['user-agent'] ?? '').slice(0, 300);
  let notice = changeNotices[kind];
  if (live && LOGINS.has(kind)) {
    const device = describeDevice(userAgent);
    const known = (await repo.recentUserAgents(db, memberId, KNOWN_DEVICES_LOOKED_AT)).map(describeDevice);
    if (known.length && !known.includes(device)) {
      notice = {
        kind: 'account.new_login',
        zh: ['新设备登录', `您的账号刚在新设备上登录（${device}，IP ${ip}）。如果这不是您本人的操作，请立即修改密码。`],
        en: [
          'A login from a new device',
          `Your account was just logged in from a new device (${device}, IP ${ip}). If this was not you, change your password at once.`,
        ],
        link: '/personalCenter/securitySetting',
      };
    }
  }
  await repo.insertEvent(db, { memberId, kind, ip, userAgent, at });
  if (live && notice) await tell(db, live, memberId, at, notice);
}

/** how many of a member's latest events say which devices they use */
const KNOWN_DEVICES_LOOKED_AT = 100;

export const SECURITY_EVENTS_SHOWN = 30;

export async function recentSecurityEvents(db: Db, memberId: number) {
  const rows = await repo.latestEvents(db, memberId, SECURITY_EVENTS_SHOWN);
  return rows.map((r) => ({ id: r.id, kind: r.kind as SecurityEventKind, device: describeDevice(r.userAgent), ip: r.ip, dates: r.at.toISOString() }));
}
