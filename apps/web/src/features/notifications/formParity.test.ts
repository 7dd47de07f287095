import fc from 'fast-check';
import { describe, it } from 'vitest';
import { notifications } from '@boothhub/shared';
import { EMAIL_MAX } from '@boothhub/shared/patterns';
import { emailChecks } from './emailChecks';
import { expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The notification settings' e-mail box checks what Notify/setEmail checks (issue 38): EMAIL_RE and EMAIL_MAX. */
describe('the e-mail box and Notify/setEmail agree', () => {
  const email = notifications.setEmail.body.shape.email;
  const local = fc.string({ unit: fc.constantFrom('a', 'Z', '7', '.', '_', '+', '-', "'", ' ', '@', '展'), minLength: 0, maxLength: 12 });
  const domain = fc.string({ unit: fc.constantFrom('a', 'q', '3', '-', '.', '展'), minLength: 0, maxLength: 12 });
  const addresses = fc.oneof(
    fc
      .tuple(fc.constantFrom('', ' ', '  '), local, domain, fc.constantFrom('com', 'cn', 'c', '', 'co1'), fc.constantFrom('', ' '))
      .map(([a, l, d, tld, b]) => `${a}${l}@${d}.${tld}${b}`),
    fc.emailAddress(),
    // around the longest address
    fc.integer({ min: EMAIL_MAX - 12, max: EMAIL_MAX - 4 }).map((n) => `${'a'.repeat(n)}@b.cn`),
    textsAround(EMAIL_MAX),
  );

  it('on the address as typed, sent trimmed', () => {
    expectTextParity(emailChecks(keyOnly), email, addresses);
  });
});
