import { useCallback, useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { getLang, setLang, subscribeLang, type Lang } from './lang';
import { translate, type MessageKey, type Params } from './translate';

export type { Lang, MessageKey, Params };
export { langs, setLang, getLang } from './lang';

const dayjsLocale = (lang: Lang) => (lang === 'zh-CN' ? 'zh-cn' : 'en');
dayjs.locale(dayjsLocale(getLang()));
subscribeLang(() => dayjs.locale(dayjsLocale(getLang())));

/** The current language and `t(key, params)` from the message catalogue; re-renders on a switch. */
export function useI18n() {
  const lang = useSyncExternalStore(subscribeLang, getLang, getLang);
  const t = useCallback((key: MessageKey, params?: Params) => translate(lang, key, params), [lang]);
  return { lang, t, setLang };
}

/** A date-time from the wire (ISO 8601) in the viewer's time zone. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
