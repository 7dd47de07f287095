import { articleLimits as limits } from '@boothhub/shared/contracts/articleOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;
type Field = 'title' | 'titleEn' | 'summary' | 'summaryEn' | 'content' | 'contentEn';

/** The article dialog's rules, with the limits of Admin/articleSave (articleLimits). */
export function articleChecks(t: T): Record<Field, Check[]> {
  const upTo = (label: MessageKey, max: number) => textChecks(t, t(label), { max, trimmed: true });
  return {
    title: textChecks(t, t('articles.field.title'), { required: true, whitespace: true, range: [limits.title.min, limits.title.max], trimmed: true }),
    titleEn: upTo('articles.field.titleEn', limits.titleEn.max),
    summary: upTo('articles.field.summary', limits.summary.max),
    summaryEn: upTo('articles.field.summaryEn', limits.summaryEn.max),
    // the editor's HTML goes as it is
    content: textChecks(t, t('articles.field.content'), { max: limits.content.max }),
    contentEn: textChecks(t, t('articles.field.contentEn'), { max: limits.content.max }),
  };
}
