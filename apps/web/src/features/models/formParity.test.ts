import { describe, it } from 'vitest';
import { models } from '@boothhub/shared';
import { parseCents } from '@boothhub/shared/cents';
import { MODEL_PRICE_MAX, modelLimits as limits } from '@boothhub/shared/contracts/modelOptions';
import { modelChecks } from './modelChecks';
import { amountsAround, expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The model form checks what Modelcenter/uploadModel and editModel check (issue 38): modelLimits, MODEL_PRICE_MAX. */
describe('the model form and the models contract agree', () => {
  const checks = modelChecks(keyOnly, { title: 'title', category: 'category', price: 'price', descr: 'descr', licence: 'licence' });
  const fields = models.modelFields;

  it('on the title (sent trimmed), the description and the licence (sent as typed)', () => {
    expectTextParity(checks.title, fields.title, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
    expectTextParity(checks.licence, fields.licence, textsAround(limits.licence.max), (v) => v);
  });

  it('on the price, typed in coins and sent in cents', () => {
    expectTextParity(checks.price, fields.price, amountsAround(0, MODEL_PRICE_MAX), parseCents);
  });
});
