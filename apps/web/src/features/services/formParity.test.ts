import { describe, it } from 'vitest';
import { services } from '@boothhub/shared';
import { serviceLimits as limits } from '@boothhub/shared/contracts/serviceOptions';
import { TASK_MAX_REVISIONS } from '@boothhub/shared/contracts/taskOptions';
import { serviceChecks } from './serviceChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The package form checks what the services contract checks (issue 38): serviceLimits. */
describe('the package form and the services contract agree', () => {
  const checks = serviceChecks(keyOnly, { title: 'title', plaza: 'plaza', days: 'days', revisions: 'revisions', descr: 'descr' });
  const fields = services.serviceFields;

  it('on the title and the description', () => {
    expectTextParity(checks.title, fields.title, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
  });

  it('on the area, the days and the revisions', () => {
    expectNumberParity(checks.plaza, fields.plaza, numbersAround(limits.plaza.min, limits.plaza.max));
    expectNumberParity(checks.days, fields.days, numbersAround(limits.days.min, limits.days.max));
    expectNumberParity(checks.revisions, fields.revisions, numbersAround(0, TASK_MAX_REVISIONS));
  });
});
