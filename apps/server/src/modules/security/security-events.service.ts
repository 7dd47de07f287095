import type { FastifyRequest } from 'fastify';
import type { SecurityEventKind } from '@boothhub/shared/contracts/security';
import type { Db } from '../../db/client.js';
import { describeDevice } from './device.js';
import * as repo from './security-events.repository.js';

/**
 * Write one security event of a member (login, password or PIN change, WeChat
 * bind/unbind …). Services that do these things call it, in their transaction
 * when they have one, so the event exists exactly when the change does.
 */
export async function recordSecurityEvent(db: Db, memberId: number, kind: SecurityEventKind, from: Pick<FastifyRequest, 'ip' | 'headers'>, at: Date) {
  await repo.insertEvent(db, {
    memberId,
    kind,
    ip: from.ip.slice(0, 64),
    userAgent: String(from.headers['user-agent'] ?? '').slice(0, 300),
    at,
  });
}

export const SECURITY_EVENTS_SHOWN = 30;

export async function recentSecurityEvents(db: Db, memberId: number) {
  const rows = await repo.latestEvents(db, memberId, SECURITY_EVENTS_SHOWN);
  return rows.map((r) => ({ id: r.id, kind: r.kind as SecurityEventKind, device: describeDevice(r.userAgent), ip: r.ip, dates: r.at.toISOString() }));
}
