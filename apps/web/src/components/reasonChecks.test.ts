import { describe, it } from 'vitest';
import { admin, complaints, exhibitions, wallet } from '@boothhub/shared';
import { PAYOUT_REF_MAX } from '@boothhub/shared/contracts/walletOptions';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { reasonChecks, reasonFieldChecks } from './reasonChecks';
import { expectTextParity, keyOnly, textsAround } from '../test/formParity';

/** The reason dialogs check what the contracts' reasons check (issue 38): REASON_MAX. */
describe('the reason dialogs and the contracts agree', () => {
  it('on a required reason (an admin deleting a page)', () => {
    expectTextParity(reasonChecks(keyOnly, 'reason', true), admin.reason, textsAround(1, REASON_MAX));
  });

  it("on the admin's decision of a complaint (its reason is the admin reason)", () => {
    const body = complaints.adminComplainDecide.body!;
    const reason = { safeParse: (r: unknown) => body.safeParse({ id: 1, decision: 'designer', reason: r }) };
    expectTextParity(reasonChecks(keyOnly, 'reason', true), reason, textsAround(1, 2, REASON_MAX));
  });

  it('on an optional reason, left out when empty (a reviewer approving an exhibition)', () => {
    const schema = exhibitions.huizhanReview.body!;
    const reason = { safeParse: (r: unknown) => schema.safeParse({ id: 1, approve: true, ...(r ? { reason: r } : {}) }) };
    expectTextParity(reasonChecks(keyOnly, 'reason', false), reason, textsAround(1, REASON_MAX), (v) => v.trim() || undefined);
  });

  it("on a field asked before the reason: a withdrawal's payout reference, required to mark it paid (sent trimmed)", () => {
    const body = wallet.adminWithdrawReview.body;
    const ref = { safeParse: (r: unknown) => body.safeParse({ id: 1, approve: true, ...(r ? { payoutRef: r } : {}) }) };
    expectTextParity(reasonFieldChecks(keyOnly, 'payoutRef', PAYOUT_REF_MAX), ref, textsAround(1, PAYOUT_REF_MAX), (v) => v.trim() || undefined);
  });
});
