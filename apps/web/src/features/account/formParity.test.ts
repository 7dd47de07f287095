import fc from 'fast-check';
import { describe, it } from 'vitest';
import { currentPassword, password, phone, phoneCode } from '@boothhub/shared/fields';
import { CURRENT_PASSWORD_MAX, PASSWORD_LENGTH } from '@boothhub/shared/patterns';
import { codeChecks, currentPasswordChecks, passwordChecks, phoneChecks } from './components/rules';
import { expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The register, reset and change-password forms check what the `password` field checks (issue 38): PASSWORD_LENGTH. */
describe('the password forms and the password field agree', () => {
  it('on length, letters and digits (the password is sent as typed)', () => {
    const lengths = [
      0,
      1,
      PASSWORD_LENGTH.min - 1,
      PASSWORD_LENGTH.min,
      PASSWORD_LENGTH.min + 1,
      PASSWORD_LENGTH.max - 1,
      PASSWORD_LENGTH.max,
      PASSWORD_LENGTH.max + 1,
    ];
    const unit = fc.constantFrom('a', 'Z', '7', '0', ' ', '-', '密');
    const values = fc.constantFrom(...lengths).chain((n) => fc.string({ unit, minLength: n, maxLength: n }));
    expectTextParity(passwordChecks(keyOnly), password, values, (v) => v);
  });
});

/** The phone and SMS code boxes (login, register, reset, bind phone, WeChat's bind phone) check what `phone` and `phoneCode` check. */
describe('the phone and code boxes and the phone fields agree', () => {
  it('on a mainland mobile number, with or without +86 (sent trimmed)', () => {
    const digits = (n: number) => fc.string({ unit: fc.constantFrom('1', '3', '8', '9', '0', '2'), minLength: n, maxLength: n });
    const phones = fc
      .tuple(fc.constantFrom('', '+86', '86', '+1'), fc.integer({ min: 9, max: 13 }).chain(digits), fc.constantFrom('', ' ', '  '))
      .map(([prefix, d, pad]) => pad + prefix + d + pad);
    const known = fc.constantFrom('13800138000', ' +8613912345678 ', '12800138000', '1380013800', '+86 13800138000');
    expectTextParity(phoneChecks(keyOnly), phone, fc.oneof(phones, known, textsAround(11)));
  });

  it('on the six-digit code (sent as typed)', () => {
    const codes = fc
      .integer({ min: 0, max: 8 })
      .chain((n) => fc.string({ unit: fc.constantFrom('0', '7', ' ', 'a', '６'), minLength: n, maxLength: n }));
    expectTextParity(codeChecks(keyOnly), phoneCode, fc.oneof(codes, textsAround(6)), (v) => v);
  });
});

/** The login, the old password of a change and WeChat's unbind check what `currentPassword` checks (issue 38). */
describe('the current-password boxes and the currentPassword field agree', () => {
  it('on any text from 1 to CURRENT_PASSWORD_MAX characters, sent as typed', () => {
    expectTextParity(currentPasswordChecks(keyOnly), currentPassword, textsAround(1, CURRENT_PASSWORD_MAX), (v) => v);
  });
});
