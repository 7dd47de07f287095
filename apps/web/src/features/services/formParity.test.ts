import fc from 'fast-check';
import { describe, it } from 'vitest';
import { services } from '@boothhub/shared';
import { serviceLimits as limits } from '@boothhub/shared/contracts/serviceOptions';
import { TASK_MAX_REVISIONS, taskLimits } from '@boothhub/shared/contracts/taskOptions';
import { serviceChecks } from './serviceChecks';
import { briefChecks } from './briefChecks';
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

/** The buyer's brief checks what Service/serviceBuy checks (issue 38): taskLimits (addr, tips, contact), CONTACT_PHONE. */
describe('the buy dialog and Service/serviceBuy agree', () => {
  const checks = briefChecks(keyOnly, { addr: 'addr', tips: 'tips', contName: 'contName', contPhone: 'contPhone' });
  const body = services.serviceBuy.body.shape;

  it('on the address, the requirements and the contact (sent trimmed)', () => {
    expectTextParity(checks.addr, body.addr, textsAround(taskLimits.addr.min, taskLimits.addr.max));
    expectTextParity(checks.tips, body.tips, textsAround(taskLimits.tips.max));
    expectTextParity(checks.contName, body.conts.shape.name, textsAround(taskLimits.contactName.min, taskLimits.contactName.max));
    const phones = fc.oneof(
      textsAround(11),
      fc.constantFrom('13800138000', ' 021-12345678 ', '0755 1234567', '+8613800138000', '12345', '1380013800a'),
      fc.stringMatching(/^[\d\-+ ]{5,22}$/),
    );
    expectTextParity(checks.contPhone, body.conts.shape.phone, phones);
  });
});
