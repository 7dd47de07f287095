import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { decisionValues } from '../../lib/review-queue.js';
import { auditDecision } from '../admin/audit.service.js';
import { tell } from '../messages/messages.service.js';
import * as repo from './conventions.repository.js';

/**
 * `Admin/huiyiReview`: approve, or reject with a reason, a pending convention. The decision, the
 * publisher's message and the audit line are one transaction; of two racing reviews only one finds the
 * entry pending, the other is CONVENTION_NOT_PENDING.
 */
export async function reviewConvention(ctx: AppContext, viewer: Viewer, input: { id: number; approve: boolean; reason: string }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findConvention(tx, input.id);
    if (!before) throw new AppError('CONVENTION_NOT_FOUND');
    const row = await repo.decidePending(tx, input.id, { ...decisionValues(input, viewer.id, now, before), updatedAt: now });
    if (!row) {
      const current = await repo.findConvention(tx, input.id);
      throw new AppError('CONVENTION_NOT_PENDING', { state: current?.status ?? before.status });
    }
    const title = row.titleEn ? { zh: row.title, en: row.titleEn } : { zh: row.title, en: row.title };
    await tell(
      tx,
      ctx.live,
      row.publisherId,
      now,
      input.approve
        ? {
            kind: 'convention.approved',
            zh: ['会议已通过审核', `“${title.zh}”已通过审核，现已公开。`],
            en: ['Your convention was approved', `“${title.en}” was approved and is now public.`],
            link: `/conventionSpace/${row.id}`,
          }
        : {
            kind: 'convention.rejected',
            zh: ['会议未通过审核', `“${title.zh}”未通过审核：${input.reason}`],
            en: ['Your convention was not approved', `“${title.en}” was not approved: ${input.reason}`],
            link: `/uploadConvention?id=${row.id}`,
          },
    );
    const decision = { approve: input.approve, reason: input.reason || undefined };
    await auditDecision(tx, viewer.id, now, decision, ['convention.approve', 'convention.reject'], `convention:${row.id}`, {
      title: title.zh,
    });
    return { id: row.id, status: row.status as 'approved' | 'rejected' };
  });
}
