import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallet } from '@boothhub/shared';
import { idNumber, realname } from '@boothhub/shared/contracts/identity';
import { REALNAME_LENGTH } from '@boothhub/shared/contracts/identityOptions';
import { settingsLimits, withdrawFieldLimits, withdrawLeftToday, withdrawMethods } from '@boothhub/shared/contracts/walletOptions';
import { PASSWORD_LENGTH } from '@boothhub/shared/patterns';
import { MAX_RECHARGE_CENTS } from '@boothhub/shared/contracts/walletOptions';
import { parseCents } from '@boothhub/shared';
import { idnoChecks, realnameChecks } from './identityChecks';
import { rechargeAmountChecks } from './rechargeChecks';
import { paycodeFormChecks } from './paycodeChecks';
import { withdrawAmountChecks, withdrawBody, withdrawChecks } from './withdrawChecks';
import { amountsAround, expectTextParity, formAccepts, keyOnly, textsAround } from '../../test/formParity';

/** The identity form checks the real name as Member/identitySubmit does (issue 38): REALNAME_LENGTH and REALNAME_RE. */
describe('the identity form and the realname field agree', () => {
  it('on the length and the letters of the name', () => {
    const names = fc.oneof(
      textsAround(REALNAME_LENGTH.min, REALNAME_LENGTH.max),
      fc
        .integer({ min: 0, max: REALNAME_LENGTH.max + 2 })
        .chain((n) => fc.string({ unit: fc.constantFrom('张', '·', 'a', ' ', "'"), minLength: n, maxLength: n })),
    );
    expectTextParity(realnameChecks(keyOnly), realname, names);
  });
});

/** The identity form checks the ID number as Member/identitySubmit does (issue 38): isValidIdNumber of the contract. */
describe('the identity form and the idno field agree', () => {
  it('on valid and broken ID numbers, in either case, with spaces around', () => {
    const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const withCheck = (body: string) => body + '10X98765432'[WEIGHTS.reduce((s, w, i) => s + w * Number(body[i]), 0) % 11];
    const date = fc.date({ min: new Date('1890-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    const valid = fc
      .tuple(fc.integer({ min: 110000, max: 659999 }), date, fc.integer({ min: 0, max: 999 }))
      .map(([area, d, seq]) => withCheck(`${area}${d.toISOString().slice(0, 10).replace(/-/g, '')}${String(seq).padStart(3, '0')}`));
    const ids = fc.oneof(
      valid,
      valid.map((v) => v.toLowerCase()),
      valid.map((v) => ` ${v} `),
      // one character changed, one missing or one more, a month 13, anything typed
      fc.tuple(valid, fc.integer({ min: 0, max: 17 }), fc.constantFrom('0', '9', 'X', 'a')).map(([v, i, c]) => v.slice(0, i) + c + v.slice(i + 1)),
      valid.map((v) => v.slice(1)),
      valid.map((v) => v + '1'),
      valid.map((v) => v.slice(0, 10) + '13' + v.slice(12)),
      fc.string({ maxLength: 20 }),
    );
    expectTextParity(idnoChecks(keyOnly), idNumber, ids, (v) => v.trim().toUpperCase());
  });
});

/** The PIN form checks what Member/setPayment checks (issue 38): PAYCODE_RE and PASSWORD_LENGTH.max. */
describe('the PIN form and Member/setPayment agree', () => {
  it('on the new PIN and the login password, sent as typed', () => {
    const checks = paycodeFormChecks(keyOnly);
    const body = wallet.setPayment.body.shape;
    expectTextParity(checks.paycode, body.paycode, fc.oneof(textsAround(6), fc.stringMatching(/^\d{5,7}$/)), (v) => v);
    expectTextParity(checks.password, body.password, textsAround(1, PASSWORD_LENGTH.max), (v) => v);
  });
});

/** The withdrawal form checks what Applycash/postNew checks (issue 38): withdrawFieldLimits, isCardNumber, the PIN. */
describe('the withdrawal form and Applycash/postNew agree', () => {
  const checks = withdrawChecks(keyOnly);
  const l = withdrawFieldLimits;
  const cards = fc
    .tuple(fc.integer({ min: l.cardDigits.min - 2, max: l.cardDigits.max + 2 }), fc.constantFrom('', ' ', '  '))
    .chain(([n, gap]) => fc.stringMatching(new RegExp(`^\\d{${n}}$`)).map((d) => d.replace(/(\d{4})(?=\d)/g, `$1${gap}`)));
  const values = fc.record({
    method: fc.constantFrom(...withdrawMethods),
    account: fc.oneof(
      textsAround(l.account.min, l.account.max),
      cards,
      cards.map((c) => ` ${c}x `),
    ),
    accountName: textsAround(l.accountName.min, l.accountName.max),
    bankName: textsAround(l.bankName.min, l.bankName.max),
    paycode: fc.constantFrom('123456', '12345', ''),
  });

  it('on the account, the holder, the bank and the PIN, for either method (the body as the form sends it)', () => {
    fc.assert(
      fc.property(values, (v) => {
        const accepted = (Object.keys(checks) as (keyof typeof checks)[]).every((k) => formAccepts(checks[k], v[k], v));
        expect(accepted, JSON.stringify(v)).toBe(wallet.postNew.body.safeParse(withdrawBody(100, v)).success);
      }),
    );
  });
});

/**
 * The withdrawal's amount: its limits are the member's, told by Applycash/limits, not constants. For limits drawn as
 * the server keeps them (the settings' minimum and daily maximum, what was withdrawn today, the coins available), the
 * form takes an amount exactly when Applycash/postNew would: the contract's `amount`, at least the minimum, within
 * today's maximum with what was withdrawn, and no more than is available.
 */
describe('the withdrawal form and Applycash/postNew agree on the amount', () => {
  it('under any limits the server tells', () => {
    const amount = wallet.postNew.body.shape.amount;
    const s = settingsLimits;
    const limits = fc.record({
      withdrawMin: fc.integer({ min: s.withdrawMin.min, max: 100_00 }),
      dailyMax: fc.integer({ min: s.withdrawDailyMax.min, max: 100_000 }),
      used: fc.integer({ min: 0, max: 100_000 }),
      available: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        limits.chain((l) => fc.tuple(fc.constant(l), amountsAround(l.withdrawMin, l.dailyMax - l.used, l.available))),
        ([l, typed]) => {
          const told = { withdrawMin: l.withdrawMin, leftToday: withdrawLeftToday(l.dailyMax, l.used), available: l.available };
          const cents = parseCents(typed);
          const server =
            cents !== null && amount.safeParse(cents).success && cents >= l.withdrawMin && l.used + cents <= l.dailyMax && cents <= l.available;
          expect(formAccepts(withdrawAmountChecks(keyOnly, told), typed), `${typed} under ${JSON.stringify(l)}`).toBe(server);
        },
      ),
    );
  });
});

/** The top-up form checks what Wallet/recharge checks (issue 38): an amount of 0.01 to MAX_RECHARGE_CENTS, in cents. */
describe('the top-up form and Wallet/recharge agree', () => {
  it('on the amount typed, sent in cents', () => {
    const amount = wallet.recharge.body.shape.amount;
    expectTextParity(rechargeAmountChecks(keyOnly), amount, amountsAround(1, MAX_RECHARGE_CENTS), (v) => parseCents(v) ?? Number.NaN);
  });
});
