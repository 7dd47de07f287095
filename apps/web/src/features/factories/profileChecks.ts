import { factoryLimits as limits } from '@boothhub/shared/contracts/factoryOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;
type Field = 'companyName' | 'companyNameEn' | 'workshopArea' | 'annualCapacity' | 'descr';

/** The company profile form's limited fields, with the limits of the factories contract (factoryLimits). */
export function profileChecks(t: T, label: Record<Field, string>): Record<Field, Check[]> {
  return {
    companyName: textChecks(t, label.companyName, { required: true, range: [limits.companyName.min, limits.companyName.max], trimmed: true }),
    companyNameEn: textChecks(t, label.companyNameEn, { max: limits.companyNameEn.max, trimmed: true }),
    workshopArea: wholeChecks(t, label.workshopArea, limits.workshopArea.min, limits.workshopArea.max),
    annualCapacity: wholeChecks(t, label.annualCapacity, limits.annualCapacity.min, limits.annualCapacity.max),
    descr: textChecks(t, label.descr, { max: limits.descr.max, trimmed: true }),
  };
}
