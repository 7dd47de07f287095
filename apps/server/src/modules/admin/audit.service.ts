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

/**
 * The audit line of an admin's review decision (a model, an exhibition, a convention, an identity, a top-up, a
 * withdrawal): the action of its outcome, `actions[0]` when approved and `actions[1]` when rejected, on `target`, with
 * the decision's reason.
 */
export async function auditDecision(
  db: Db,
  actorId: number,
  now: Date,
  decision: { approve: boolean; reason?: string },
  actions: readonly [approved: string, rejected: string],
  target: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  await audit(db, { actorId, action: decision.approve ? actions[0] : actions[1], target, reason: decision.reason, detail }, now);
}
