import fc from 'fast-check';
import { describe, it } from 'vitest';
import { paycode } from '@boothhub/shared/fields';
import { pinChecks } from './pinChecks';
import { expectTextParity, keyOnly, textsAround } from '../test/formParity';

/** The PIN boxes (the checkout, the withdrawal, the PIN form) check what the shared `paycode` checks (issue 38). */
describe('the PIN boxes and the paycode field agree', () => {
  it('on six digits, sent as typed', () => {
    const pins = fc.oneof(
      textsAround(6),
      fc
        .integer({ min: 0, max: 8 })
        .chain((n) => fc.string({ unit: fc.constantFrom('0', '9', '5', ' ', 'a', '٣', '６'), minLength: n, maxLength: n })),
    );
    expectTextParity(pinChecks(keyOnly, 'pin', 'six digits'), paycode, pins, (v) => v);
  });
});
