import { describe, it } from 'vitest';
import { evaluations } from '@boothhub/shared';
import { evaluationLimits as limits } from '@boothhub/shared/contracts/evaluationOptions';
import { evaluationChecks } from './evaluationChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The evaluation form checks what Taskcenter/businessCmt checks (issue 38): evaluationLimits. */
describe('the evaluation form and the evaluations contract agree', () => {
  const checks = evaluationChecks(keyOnly);
  const body = evaluations.businessCmt.body!.shape;

  it('on the stars and the comment', () => {
    expectNumberParity(checks.taidu, body.taidu, numbersAround(limits.stars.min, limits.stars.max));
    expectTextParity(checks.content, body.content, textsAround(limits.content.max));
  });
});
