import { describe, it } from 'vitest';
import { venues } from '@boothhub/shared';
import { hallLimits, venueLimits as limits } from '@boothhub/shared/contracts/venueOptions';
import { hallChecks, venueChecks } from './venueChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The venue dialog checks what Admin/venueSave checks (issue 38): venueLimits and hallLimits. */
describe('the venue dialog and Admin/venueSave agree', () => {
  it("on the venue's texts", () => {
    const checks = venueChecks(keyOnly);
    const fields = venues.venueFields;
    expectTextParity(checks.name, fields.name, textsAround(limits.name.min, limits.name.max));
    expectTextParity(checks.nameEn, fields.nameEn, textsAround(limits.nameEn.max));
    expectTextParity(checks.address, fields.address, textsAround(limits.address.min, limits.address.max));
    expectTextParity(checks.addressEn, fields.addressEn, textsAround(limits.addressEn.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max));
    expectTextParity(checks.descrEn, fields.descrEn, textsAround(limits.descr.max));
  });

  it("on a hall's name, area and capacity", () => {
    const checks = hallChecks(keyOnly);
    const hall = venues.hallInput.shape;
    expectTextParity(checks.name, hall.name, textsAround(hallLimits.name.min, hallLimits.name.max));
    expectTextParity(checks.nameEn, hall.nameEn, textsAround(hallLimits.nameEn.max));
    expectNumberParity(checks.plaza, hall.plaza, numbersAround(hallLimits.plaza.min, hallLimits.plaza.max));
    expectNumberParity(checks.sizes, hall.sizes, numbersAround(hallLimits.sizes.min, hallLimits.sizes.max));
  });
});
