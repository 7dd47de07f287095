import { evaluationLimits as limits } from '@boothhub/shared/contracts/evaluationOptions';
import type { MessageKey, Params } from '../../i18n';
import { required, type Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** The evaluation form's rules (three 1–5 star ratings and a comment), with the contract's evaluationLimits. */
export function evaluationChecks(t: T): Record<'taidu' | 'sudu' | 'pinzhi' | 'content', Check[]> {
  const stars = (key: 'taidu' | 'sudu' | 'pinzhi') => [
    required(t('evaluations.starsRequired')),
    ...wholeChecks(t, t(`tasks.eval.${key}`), limits.stars.min, limits.stars.max, false),
  ];
  return {
    taidu: stars('taidu'),
    sudu: stars('sudu'),
    pinzhi: stars('pinzhi'),
    content: textChecks(t, t('evaluations.comment'), { max: limits.content.max, trimmed: true }),
  };
}
