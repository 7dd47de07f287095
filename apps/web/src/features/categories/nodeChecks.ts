import { CATEGORY_CODE_RE, categoryLimits as limits } from '@boothhub/shared/contracts/categoryOptions';
import type { MessageKey, Params } from '../../i18n';
import type { Check } from '../../components/lite/Form';
import { textChecks, wholeChecks } from '../../components/lite/checks';

type T = (key: MessageKey, params?: Params) => string;

/** a required name, counted as sent (trimmed): spaces only is empty, as the server's `.min(1)` after the trim */
const name = (t: T, label: string, max: number): Check[] => [
  (v) => (v.trim() === '' ? t('form.required', { label }) : undefined),
  ...textChecks(t, label, { max, trimmed: true }),
];

/** The node dialog's fields (Admin/menuSave), with the limits of the categories contract (categoryLimits). */
export function nodeChecks(t: T) {
  const code = t('categories.node.code');
  return {
    code: [
      (v) => (v.trim() === '' ? t('form.required', { label: code }) : undefined),
      (v) => (v.trim() !== '' && !CATEGORY_CODE_RE.test(v.trim()) ? t('categories.node.codeInvalid', { max: limits.code.max }) : undefined),
    ],
    nameZh: name(t, t('categories.node.nameZh'), limits.nameZh.max),
    nameEn: name(t, t('categories.node.nameEn'), limits.nameEn.max),
    // left empty, the node is sent with sort 0
    sort: wholeChecks(t, t('categories.node.sort'), limits.sort.min, limits.sort.max, false),
  } satisfies Record<string, Check[]>;
}
