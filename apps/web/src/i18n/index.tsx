import { useCallback, useSyncExternalStore } from 'react';
import { endOfShanghaiDay, SHANGHAI_OFFSET_MS, shanghaiDay, shanghaiMinute } from '@boothhub/shared/time';
import { onServer } from '../lib/hydration';
import { getLang, setLang as setLoadedLang, subscribeLang, type Lang } from './lang';
import { isMessageKey, loadCatalogue, translate, type MessageKey, type Params } from './translate';

export type { Lang, MessageKey, Params };
export { langs, getLang } from './lang';
export { isMessageKey };

/**
 * Loads what a language needs before the first render (its catalogue, a chunk of its own; dates are written by `Intl`
 * and the shared time helpers, which need nothing loaded). main.tsx awaits this for the starting language, so no key
 * ever shows.
 */
export async function loadLang(lang: Lang): Promise<void> {
  await loadCatalogue(lang);
}

/** Switches the language once its chunks are loaded (the page keeps the old language for that moment). */
export async function setLang(lang: Lang): Promise<void> {
  await loadLang(lang);
  setLoadedLang(lang);
}

/** The current language and `t(key, params)` from the message catalogue; re-renders on a switch. */
export function useI18n() {
  const lang = useSyncExternalStore(subscribeLang, getLang, getLang);
  const t = useCallback((key: MessageKey, params?: Params) => translate(lang, key, params), [lang]);
  return { lang, t, setLang };
}

/** The viewer's zone after a time when it is not BoothHub's (Asia/Shanghai, UTC+8): " UTC+1", " UTC-5:30"; else nothing. */
function zoneSuffix(at: Date): string {
  const offset = -at.getTimezoneOffset();
  if (offset === SHANGHAI_OFFSET_MS / 60_000) return '';
  const abs = Math.abs(offset);
  return ` UTC${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** A time as the viewer's clock shows it: `YYYY-MM-DD HH:mm`. */
const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;

/**
 * A date-time from the wire (ISO 8601) in the viewer's time zone, which is named when it is not Asia/Shanghai's. A page
 * the server renders (decision 076) shows it in Asia/Shanghai's, BoothHub's: the server knows no viewer's zone. (A
 * viewer in another zone sees their own once the browser has taken the page over: React redraws the part that differs.)
 */
export const formatDateTime = (iso: string | null | undefined) =>
  !iso ? '' : onServer ? shanghaiMinute(new Date(iso)) : localDateTime(new Date(iso)) + zoneSuffix(new Date(iso));

/**
 * A business date (show days, due dates, when something happened) as the day it is in Asia/Shanghai, wherever the
 * viewer is (docs/rules/api.md: days are Shanghai days). A plain day (YYYY-MM-DD) is shown as it is.
 */
export const formatDate = (iso: string | null | undefined) => (!iso ? '' : /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : shanghaiDay(new Date(iso)));
/** An event's days: one day, or the first and the last (`2027-04-20 – 2027-04-24`). */
export const formatDateSpan = (sdate: string, edate: string) => (sdate === edate ? formatDate(sdate) : `${formatDate(sdate)} – ${formatDate(edate)}`);

/** A due date: the day when it is the end of a Shanghai day (a day picked as the due date), else the date-time. */
export const formatDueDate = (iso: string | null | undefined) => {
  if (!iso) return '';
  const at = new Date(iso);
  return endOfShanghaiDay(shanghaiDay(at)).getTime() === at.getTime() ? formatDate(iso) : formatDateTime(iso);
};
