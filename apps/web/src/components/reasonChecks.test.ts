import { describe, it } from 'vitest';
import { admin, complaints, exhibitions } from '@boothhub/shared';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { reasonChecks } from './reasonChecks';
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
});
