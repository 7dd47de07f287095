import type { ConfigProviderProps, FormProps } from 'antd';
import type { Lang } from './lang';
import { perLang } from './perLang';
import { translate, type MessageKey } from './translate';

type Locale = NonNullable<ConfigProviderProps['locale']>;
type ValidateMessages = NonNullable<FormProps['validateMessages']>;

/** antd's own locales, each a chunk loaded on demand like the catalogues (loadLang in index.tsx). */
const locales = perLang<Locale>({
  'en-US': () => import('antd/locale/en_US').then((m) => m.default),
  'zh-CN': () => import('antd/locale/zh_CN').then((m) => m.default),
});

export const loadAntdLocale = locales.load;

/** antd's own locale for `lang` (loaded before), with the texts the seed names (empty state, pagination) taken from our catalogue. */
export function antdLocale(lang: Lang): Locale {
  const base = locales.get(lang);
  if (!base) throw new Error(`antd locale ${lang} is not loaded`);
  const t = (k: MessageKey) => translate(lang, k);
  return {
    ...base,
    Pagination: {
      ...base.Pagination,
      items_per_page: t('pagination.itemsPerPage'),
      jump_to: t('pagination.jumpTo'),
      jump_to_confirm: t('pagination.jumpToConfirm'),
      page: t('pagination.page'),
      prev_page: t('pagination.prevPage'),
      next_page: t('pagination.nextPage'),
      prev_5: t('pagination.prev5'),
      next_5: t('pagination.next5'),
      prev_3: t('pagination.prev3'),
      next_3: t('pagination.next3'),
      page_size: t('pagination.pageSize'),
    },
    Empty: { ...base.Empty, description: t('empty.noData') },
    Table: { ...base.Table, emptyText: t('empty.noData') },
    Form: { ...base.Form, defaultValidateMessages: validateMessages(lang) },
  };
}

/** The seed's generic form messages ("Please enter {label}" …) in antd's `${label}` template syntax. */
export function validateMessages(lang: Lang): ValidateMessages {
  const t = (k: MessageKey) => translate(lang, k).replace(/\{(\w+)\}/g, '$${$1}');
  return {
    default: t('form.default'),
    required: t('form.required'),
    enum: t('form.enum'),
    whitespace: t('form.whitespace'),
    date: { format: t('form.date.invalid'), parse: t('form.date.invalid'), invalid: t('form.date.invalid') },
    types: {
      string: t('form.types'),
      method: t('form.types'),
      array: t('form.types'),
      object: t('form.types'),
      number: t('form.types'),
      date: t('form.types'),
      boolean: t('form.types'),
      integer: t('form.types'),
      float: t('form.types'),
      regexp: t('form.types'),
      email: t('form.types'),
      url: t('form.types'),
      hex: t('form.types'),
    },
    string: { len: t('form.string.len'), min: t('form.string.min'), max: t('form.string.max'), range: t('form.string.range') },
    number: { len: t('form.number.len'), min: t('form.number.min'), max: t('form.number.max'), range: t('form.number.range') },
    array: { len: t('form.string.len'), min: t('form.string.min'), max: t('form.string.max'), range: t('form.string.range') },
    pattern: { mismatch: t('form.pattern') },
  };
}
