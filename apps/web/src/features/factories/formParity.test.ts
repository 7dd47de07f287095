import { describe, it } from 'vitest';
import { factories } from '@boothhub/shared';
import { factoryLimits as limits } from '@boothhub/shared/contracts/factoryOptions';
import { profileChecks } from './profileChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The company profile form checks what the factories contract checks (issue 38): factoryLimits. */
describe('the company profile form and the factories contract agree', () => {
  const labels = { companyName: 'a', companyNameEn: 'b', workshopArea: 'c', annualCapacity: 'd', descr: 'e' };
  const checks = profileChecks(keyOnly, labels);
  const fields = factories.profileFields;

  it('on the names and the description, as the form sends them', () => {
    expectTextParity(checks.companyName, fields.companyName, textsAround(limits.companyName.min, limits.companyName.max), (v) => v);
    expectTextParity(checks.companyNameEn, fields.companyNameEn, textsAround(limits.companyNameEn.max), (v) => v || null);
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
  });

  it('on the workshop area and the yearly capacity', () => {
    expectNumberParity(checks.workshopArea, fields.workshopArea, numbersAround(limits.workshopArea.min, limits.workshopArea.max));
    expectNumberParity(checks.annualCapacity, fields.annualCapacity, numbersAround(limits.annualCapacity.min, limits.annualCapacity.max));
  });
});
