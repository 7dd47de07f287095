import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admin, complaints, parseCents, wallet } from '@boothhub/shared';

import { splitPartCheck } from './components/decideChecks';
import { settingsLimits } from '@boothhub/shared/contracts/walletOptions';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { settingsBody, settingsChecks } from './settingsChecks';
import { pageLimits as limits } from '@boothhub/shared/contracts/pageOptions';
import { pageChecks } from './components/pageChecks';
import { amountsAround, expectNumberParity, expectTextParity, formAccepts, keyOnly, numbersAround, textsAround } from '../../test/formParity';
import { splitAmountOk } from '@boothhub/shared/rules/complaints';

/** The admin's page dialog checks what Admin/pageSave checks (issue 38): the limits are the contract's pageLimits. */
describe('the page dialog and Admin/pageSave agree', () => {
  const checks = pageChecks(keyOnly);
  const body = admin.pageSave.body!.shape;

  it('on the titles and bodies', () => {
    expectTextParity(checks.titleZh, body.titleZh, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.titleEn, body.titleEn, textsAround(limits.title.max));
    expectTextParity(checks.bodyZh, body.bodyZh, textsAround(limits.body.max));
    expectTextParity(checks.bodyEn, body.bodyEn, textsAround(limits.body.max));
  });

  it('on the display order', () => {
    expectNumberParity(checks.sort, body.sort, numbersAround(limits.sort.min, limits.sort.max));
  });
});

/** The platform settings form checks what Admin/settingsSave checks (issue 38): the contract's settingsLimits. */
describe('the settings form and Admin/settingsSave agree', () => {
  const checks = settingsChecks(keyOnly);
  const body = wallet.adminSettingsSave.body!.shape;
  const rewards = body.inviteRewards.unwrap().shape;
  const cents = (v: string) => parseCents(v) ?? Number.NaN;
  const l = settingsLimits;

  it('on the commission, the withdrawal limits and the invitation rewards, typed as coins and sent in cents', () => {
    expectTextParity(checks.commission, body.commissionRate, amountsAround(l.commissionRate.min, l.commissionRate.max), cents);
    expectTextParity(checks.withdrawMin, body.withdrawMin, amountsAround(l.withdrawMin.min, l.withdrawMin.max), cents);
    // the daily maximum on its own (the minimum left empty: the check across the two fields is the page's own)
    expectTextParity(checks.withdrawDailyMax, body.withdrawDailyMax, amountsAround(l.withdrawDailyMax.min, l.withdrawDailyMax.max), cents);
    for (const role of ['designer', 'business', 'factory'] as const)
      expectTextParity(checks[role], rewards[role], amountsAround(l.inviteReward.min, l.inviteReward.max), cents);
  });

  it('on the check-in points and the optional note', () => {
    expectNumberParity(checks.checkinPoints, body.checkinPoints, numbersAround(l.checkinPoints.min, l.checkinPoints.max));
    expectTextParity(checks.reason, body.reason, textsAround(REASON_MAX), (v) => (v.trim() ? v.trim() : undefined));
  });

  it('sends a body the call takes for every set of values the form takes', () => {
    const v = {
      commission: '10.00',
      withdrawMin: '100',
      withdrawDailyMax: '5000',
      designer: '5',
      business: '0',
      factory: '1.50',
      checkinPoints: '10',
      reason: ' ',
    };
    expect(Object.values(checks).every((c, i) => formAccepts(c, Object.values(v)[i]!, v))).toBe(true);
    expect(wallet.adminSettingsSave.body!.safeParse(settingsBody(v)).success).toBe(true);
  });
});

/**
 * The decide dialog's split part and Admin/complainDecide agree (issue 38): what the form lets through for an escrow,
 * the contract's schema takes as designerAmount and the decision's rule (`splitAmountOk`) accepts, and the other way
 * round.
 */
describe('the decide dialog and Admin/complainDecide agree on a split', () => {
  const decideBody = complaints.adminComplainDecide.body!;
  it('on the designer part of escrows of 1 cent, 1 coin and 1,234.56 coins', () => {
    for (const escrow of [1, 100, 123_456]) {
      const check = [splitPartCheck(keyOnly, escrow)];
      fc.assert(
        fc.property(amountsAround(escrow, 1), (typed) => {
          const c = parseCents(typed);
          const server =
            c !== null &&
            decideBody.safeParse({ id: 1, decision: 'split', designerAmount: c, reason: '双方各担一半责任' }).success &&
            splitAmountOk(c, escrow);
          expect(formAccepts(check, typed, { decision: 'split' }), `${typed} of ${escrow}`).toBe(server);
        }),
      );
      // other decisions send no part: the check asks nothing
      expect(formAccepts(check, 'junk', { decision: 'designer' })).toBe(true);
    }
  });
});
