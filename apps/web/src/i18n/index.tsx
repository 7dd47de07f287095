import { useCallback, useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import { getLang, setLang as setLoadedLang, subscribeLang, type Lang } from './lang';
import { loadAntdLocale } from './antd';
import { isMessageKey, loadCatalogue, translate, type MessageKey, type Params } from './translate';

export type { Lang, MessageKey, Params };
export { langs, getLang } from './lang';
export { isMessageKey };

/** dayjs speaks English without a locale file; Chinese is a chunk loaded with the rest of the language. */
const dayjsLocale = (lang: Lang) => (lang === 'zh-CN' ? 'zh-cn' : 'en');
const loadDayjsLocale = (lang: Lang) => (lang === 'zh-CN' ? import('dayjs/locale/zh-cn') : Promise.resolve());

/**
 * Loads everything a language needs (its catalogue, antd's and dayjs's locales; each a chunk of its own) and makes
 * dayjs speak it. main.tsx awaits this for the starting language before the first render, so no key ever shows.
 */
export async function loadLang(lang: Lang): Promise<void> {
  await Promise.all([loadDayjsLocale(lang), loadCatalogue(lang), loadAntdLocale(lang)]);
  if (getLang() === lang) dayjs.locale(dayjsLocale(lang));
}

/** Switches the language once its chunks are loaded (the page keeps the old language for that moment). */
export async function setLang(lang: Lang): Promise<void> {
  await loadLang(lang);
  dayjs.locale(dayjsLocale(lang));
  setLoadedLang(lang);
}

/** The current language and `t(key, params)` from the message catalogue; re-renders on a switch. */
export function useI18n() {
  const lang = useSyncExternalStore(subscribeLang, getLang, getLang);
  const t = useCallback((key: MessageKey, params?: Params) => translate(lang, key, params), [lang]);
  return { lang, t, setLang };
}

/** A date-time from the wire (ISO 8601) in the viewer's time zone. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
