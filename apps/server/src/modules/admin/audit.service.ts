import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
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

/**
 * An audited back-office change of a catalogue entry (an article, a venue), in one transaction: `change` makes it and
 * says what it was (`create`, `edit` or `delete`), of which entry and with what detail; the audit line is
 * `<kind>.<what>` on `<kind>:<id>`, with the admin's reason. Answers the entry's id.
 */
export async function auditedEntryChange(
  ctx: AppContext,
  actorId: number,
  kind: string,
  reason: string | undefined,
  change: (tx: Db, now: Date) => Promise<{ id: number; what: 'create' | 'edit' | 'delete'; detail: Record<string, unknown> }>,
): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { id, what, detail } = await change(tx, now);
    await audit(tx, { actorId, action: `${kind}.${what}`, target: `${kind}:${id}`, reason, detail }, now);
    return id;
  });
}
