import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallet } from '@boothhub/shared';
import { realname } from '@boothhub/shared/contracts/identity';
import { REALNAME_LENGTH } from '@boothhub/shared/contracts/identityOptions';
import { withdrawFieldLimits, withdrawMethods } from '@boothhub/shared/contracts/walletOptions';
import { PASSWORD_LENGTH } from '@boothhub/shared/patterns';
import { MAX_RECHARGE_CENTS } from '@boothhub/shared/contracts/walletOptions';
import { parseCents } from '@boothhub/shared';
import { realnameChecks } from './identityChecks';
import { rechargeAmountChecks } from './rechargeChecks';
import { paycodeFormChecks } from './paycodeChecks';
import { withdrawBody, withdrawChecks } from './withdrawChecks';
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

/** The top-up form checks what Wallet/recharge checks (issue 38): an amount of 0.01 to MAX_RECHARGE_CENTS, in cents. */
describe('the top-up form and Wallet/recharge agree', () => {
  it('on the amount typed, sent in cents', () => {
    const amount = wallet.recharge.body.shape.amount;
    expectTextParity(rechargeAmountChecks(keyOnly), amount, amountsAround(1, MAX_RECHARGE_CENTS), (v) => parseCents(v) ?? Number.NaN);
  });
});
