import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conventions, tasks } from '@boothhub/shared';
import { conventionLimits } from '@boothhub/shared/contracts/conventionOptions';
import { CONTACT_PHONE } from '@boothhub/shared/contracts/taskOptions';
import type { Check } from './lite/Form';
import { contactBoxLimits, contactChecks } from './ContactFields';
import { expectTextParity, keyOnly, textsAround } from '../test/formParity';

/** a box's `maxLength` as a check: what it does not let be typed (the browser counts UTF-16 units) */
const box =
  (max: number): Check =>
  (v) =>
    v.length > max ? 'too long' : undefined;

/**
 * texts as typed: without spaces around them (the form sends them trimmed), and without characters beyond the BMP —
 * the browser's `maxLength` counts an emoji twice where the contracts count it once, in every box of the site alike
 */
const typed = (values: fc.Arbitrary<string>) => values.map((v) => v.trim()).filter((v) => !/[\u{10000}-\u{10FFFF}]/u.test(v));

/**
 * The contact person's boxes and their checks take what the contracts take (issue 38): a brief's contact
 * (`tasks.contact`: taskLimits.contactName, CONTACT_PHONE) and a convention's contacter (conventionLimits). The boxes'
 * `maxLength` counts what is typed; the texts are drawn as typed without spaces around them (the form sends them
 * trimmed), so a box that stops typing is held to the schema too.
 */
describe('ContactFields and the contracts agree', () => {
  const checks = contactChecks(keyOnly, { name: 'name', phone: 'phone' }, 'phoneInvalid');

  it("on a brief's contact name: required, its box the contract's limit", () => {
    const names = typed(textsAround(1, contactBoxLimits.name));
    expectTextParity([...checks.name, box(contactBoxLimits.name)], tasks.contact.shape.name, names);
  });

  it('on the phone: CONTACT_PHONE, and every phone it takes fits the box', () => {
    const phones = fc.oneof(
      textsAround(11, contactBoxLimits.phone),
      fc.constantFrom('13800138000', '021-12345678', '0755-12345678-123456', '0755-12345678-1234567', '+8613800138000', '12345'),
      fc.stringMatching(CONTACT_PHONE),
      fc.stringMatching(/^[\d\-+]{5,24}$/),
    );
    expectTextParity([...checks.phone, box(contactBoxLimits.phone)], tasks.contactPhone, typed(phones));
    fc.assert(
      fc.property(fc.stringMatching(CONTACT_PHONE), (p) => {
        expect(p.length).toBeLessThanOrEqual(contactBoxLimits.phone);
      }),
    );
  });

  it("on a convention's contacter, whose box takes the convention's limit", () => {
    const contacter = conventions.conventionFields.contacter;
    const names = typed(textsAround(1, conventionLimits.contacter.max)).filter((v) => v !== '');
    expectTextParity([...checks.name, box(conventionLimits.contacter.max)], contacter, names);
  });
});
