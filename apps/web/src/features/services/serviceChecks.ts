import { serviceLimits as limits } from '@boothhub/shared/contracts/serviceOptions';
import { TASK_MAX_REVISIONS } from '@boothhub/shared/contracts/taskOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** The package form's limited fields, with the limits of the services contract (serviceLimits). */
export function serviceChecks(t: T, label: Record<'title' | 'plaza' | 'days' | 'revisions' | 'descr', string>) {
  return {
    title: textChecks(t, label.title, { required: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    plaza: wholeChecks(t, label.plaza, limits.plaza.min, limits.plaza.max),
    days: wholeChecks(t, label.days, limits.days.min, limits.days.max),
    revisions: wholeChecks(t, label.revisions, 0, TASK_MAX_REVISIONS),
    descr: textChecks(t, label.descr, { max: limits.descr.max, trimmed: true }),
  } satisfies Record<string, Check[]>;
}
