import type { Db } from '../../db/client.js';
import { insertAudit } from './audit.repository.js';

export interface AuditEntry {
  actorId: number;
  /** dotted verb, e.g. `member.ban`, `withdraw.pay`, `complaint.decide` */
  action: string;
  /** what it was done to, e.g. a cardno or `withdrawal:12` */
  target?: string;
  reason?: string;
  detail?: Record<string, unknown>;
}

/** Write one audit-log line. Call it inside the transaction of the admin action it records. */
export async function audit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await insertAudit(db, {
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? null,
    createdAt: now,
  });
}
