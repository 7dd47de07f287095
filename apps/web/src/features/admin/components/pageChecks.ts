import { pageLimits as limits } from '@boothhub/shared/contracts/pageOptions';
import type { MessageKey, Params } from '../../../i18n';
import type { Check } from '../../../components/lite/Form';
import { textChecks, wholeChecks } from '../../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;
type Field = 'sort' | 'titleZh' | 'titleEn' | 'bodyZh' | 'bodyEn';

/** The page dialog's rules of order, titles and bodies, with the limits of Admin/pageSave (pageLimits). */
export function pageChecks(t: T): Record<Field, Check[]> {
  const title = (label: string) => textChecks(t, label, { required: true, whitespace: true, max: limits.title.max, trimmed: true });
  const body = (label: string) => textChecks(t, label, { max: limits.body.max, trimmed: true });
  return {
    sort: wholeChecks(t, t('pages.sort'), limits.sort.min, limits.sort.max),
    titleZh: title(t('pages.titleZh')),
    titleEn: title(t('pages.titleEn')),
    bodyZh: body(t('pages.bodyZh')),
    bodyEn: body(t('pages.bodyEn')),
  };
}
