import fc from 'fast-check';
import { describe, it } from 'vitest';
import { realname } from '@boothhub/shared/contracts/identity';
import { REALNAME_LENGTH } from '@boothhub/shared/contracts/identityOptions';
import { realnameChecks } from './identityChecks';
import { expectTextParity, keyOnly, textsAround } from '../../test/formParity';

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
