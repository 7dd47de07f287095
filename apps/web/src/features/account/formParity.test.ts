import fc from 'fast-check';
import { describe, it } from 'vitest';
import { password } from '@boothhub/shared/fields';
import { PASSWORD_LENGTH } from '@boothhub/shared/patterns';
import { passwordChecks } from './components/rules';
import { expectTextParity, keyOnly } from '../../test/formParity';

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
