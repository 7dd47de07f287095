import { describe, it } from 'vitest';
import { admin } from '@boothhub/shared';
import { pageLimits as limits } from '@boothhub/shared/contracts/pageOptions';
import { pageChecks } from './components/pageChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The admin's page dialog checks what Admin/pageSave checks (issue 38): the limits are the contract's pageLimits. */
describe('the page dialog and Admin/pageSave agree', () => {
  const checks = pageChecks(keyOnly);
  const body = admin.pageSave.body!.shape;

  it('on the titles and bodies', () => {
    expectTextParity(checks.titleZh, body.titleZh, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.titleEn, body.titleEn, textsAround(limits.title.max));
    expectTextParity(checks.bodyZh, body.bodyZh, textsAround(limits.body.max));
    expectTextParity(checks.bodyEn, body.bodyEn, textsAround(limits.body.max));
  });

  it('on the display order', () => {
    expectNumberParity(checks.sort, body.sort, numbersAround(limits.sort.min, limits.sort.max));
  });
});
